// Owns the staff's 'Order Details' dialog: the order's facts (a COD order's history of parcels come back among them),
// its business buyer (edited until the invoice is filed), confirming a Cash on Delivery order after a call, money owed
// back and refunds, its items, where it ships, its parcel (booking a courier, tracking, a failed delivery), its
// timeline, and the status change.
import { formatDate, formatRupees } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';
import { useRef, useState, type ComponentType, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Fact, FactList } from '#web/components/ui/fact-list.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { RecordHistoryProps } from '#web/entities/audit/audit-api.ts';
import { OrderInvoice } from '#web/entities/order/order-invoice.tsx';
import { OrderLines } from '#web/entities/order/order-lines.tsx';
import { OrderShipping } from '#web/entities/order/order-shipping.tsx';
import { useAdminOrder } from '#web/features/admin-orders/api/get-admin-order.ts';
import {
  orderPaymentLabel,
  OrderStatusBadge,
  paymentMethodLabel,
  PaymentStatusBadge,
  RefundDueBadge,
} from '#web/components/order-status-badge.tsx';
import { BusinessBuyerSection } from '#web/features/admin-orders/components/business-buyer-section.tsx';
import { CodConfirmationBadge } from '#web/features/admin-orders/components/cod-confirmation-badge.tsx';
import { CodHistoryFact } from '#web/features/admin-orders/components/cod-history.tsx';
import { ConfirmCodForm } from '#web/features/admin-orders/components/confirm-cod-form.tsx';
import { OrderRefundSection } from '#web/features/admin-orders/components/order-refund-section.tsx';
import { OrderStatusForm } from '#web/features/admin-orders/components/order-status-form.tsx';
import { SecondPaymentNotice } from '#web/features/admin-orders/components/second-payment-notice.tsx';
import { FailingEffectsNotice } from '#web/features/admin-orders/components/failing-effects-notice.tsx';
import { OrderParcelSection } from '#web/features/admin-orders/components/order-parcel-section.tsx';
import { OrderTimeline } from '#web/features/admin-orders/components/order-timeline.tsx';
import { OrderTrackingForm } from '#web/features/admin-orders/components/order-tracking-form.tsx';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import { OrderIdWithNumber } from '#web/entities/order/order-id.tsx';

const RefundDialog = lazyComponent(
  () => import('#web/features/admin-orders/components/refund-dialog.tsx'),
  'RefundDialog',
);

export type OrderDetailsDialogProps = {
  /** The order to show, or null when the dialog is closed. */
  orderId: string | null;
  /** The order's row in the list, shown while the full order loads. */
  fromList: Order | undefined;
  /** Closing clears the selected order (SPEC §2). */
  onClose: () => void;
  /** The order's History panel, when the member's role may read the audit trail. */
  RecordHistory?: ComponentType<RecordHistoryProps> | undefined;
};

export function OrderDetailsDialog({ orderId, fromList, onClose, RecordHistory }: OrderDetailsDialogProps) {
  const details = useAdminOrder(orderId, fromList);
  const returnFocus = useReturnFocus();
  const order = details.data;
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" {...returnFocus}>
        <DialogHeader>
          {/* Focusable: where focus lands when what opened a dialog over this one is gone. */}
          <DialogTitle ref={title} tabIndex={-1} className="focus-visible:outline-none">
            Order Details
          </DialogTitle>
          <DialogDescription>
            {order ? `Placed on ${formatDate(order.created_at)}` : 'Loading the order…'}
          </DialogDescription>
        </DialogHeader>
        {order ? (
          <OrderDetails order={order} focusAfter={title} RecordHistory={RecordHistory} />
        ) : details.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p>{details.error.message}</p>
            <Button variant="outline" onClick={() => void details.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Skeleton role="status" aria-label="Loading the order" className="h-72" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function OrderDetails({
  order,
  focusAfter,
  RecordHistory,
}: {
  order: Order;
  focusAfter: RefObject<HTMLElement | null>;
  RecordHistory: ComponentType<RecordHistoryProps> | undefined;
}) {
  // What the server says can still be refunded, and whether staff may: the buttons follow its answer.
  const rest = order.refundable_amount;
  const canRefund = order.allowed_actions.includes('refund') && rest > 0;
  // One Refund dialog for every way in; its Idempotency-Key is made each time it opens.
  const [refundOpen, setRefundOpen] = useState(false);
  const [refunding, setRefunding] = useState({ idempotencyKey: '', reason: '' });
  const openRefund = (reason = '') => {
    setRefunding({ idempotencyKey: crypto.randomUUID(), reason });
    setRefundOpen(true);
  };
  return (
    <div className="grid gap-6 text-sm">
      {order.needs_refund && (
        <div role="note" className="grid gap-2 rounded-md border border-destructive bg-destructive/5 p-3">
          <RefundDueBadge />
          <p>
            The payment of {formatRupees(order.total_amount)} arrived after the stock had been sold. Refund it to the
            shopper through {paymentMethodLabel(order.payment_method)}.
          </p>
          {canRefund && (
            <Button
              variant="destructive"
              className="w-full sm:w-fit"
              onPointerEnter={RefundDialog.preload}
              onClick={() => openRefund('Paid after the stock was sold')}
            >
              Refund {formatRupees(rest)} now
            </Button>
          )}
        </div>
      )}
      <FailingEffectsNotice effects={order.failing_effects ?? []} />
      {order.duplicate_payments.map((payment) => (
        <SecondPaymentNotice key={payment.payment_id} orderId={order._id} payment={payment} />
      ))}

      <FactList>
        <Fact label="Order ID">
          <OrderIdWithNumber order={order} />
        </Fact>
        <Fact label="Order Date">{formatDate(order.created_at)}</Fact>
        <Fact label="Order Price">{formatRupees(order.total_amount)}</Fact>
        <Fact label="Payment method">{orderPaymentLabel(order)}</Fact>
        {order.cod_fee > 0 && <Fact label="Cash on Delivery fee">{formatRupees(order.cod_fee)}</Fact>}
        {order.discount_amount > 0 && (
          <Fact label="Coupon">{`${order.coupon_code ?? ''} − ${formatRupees(order.discount_amount)}`}</Fact>
        )}
        {order.online_discount_amount > 0 && (
          <Fact label="Discount for paying online">{`− ${formatRupees(order.online_discount_amount)}`}</Fact>
        )}
        {order.buyer_gstin && (
          <Fact label="GST invoice to">{`${order.buyer_business_name ?? ''}, GSTIN ${order.buyer_gstin}`}</Fact>
        )}
        {order.cod_confirmation && (
          <Fact label="COD confirmation">
            <CodConfirmationBadge state={order.cod_confirmation} />
          </Fact>
        )}
        {order.cod_risk && <CodHistoryFact risk={order.cod_risk} pincode={order.address_info.zip_code} />}
        <Fact label="Payment Status">
          <PaymentStatusBadge status={order.payment_status} />
        </Fact>
        <Fact label="Payment ID">
          {order.payment_id ? <span className="font-mono text-xs">{order.payment_id}</span> : 'None yet'}
        </Fact>
        <Fact label="Order Status">
          <OrderStatusBadge status={order.order_status} paymentStatus={order.payment_status} />
        </Fact>
        {order.tracking_number && (
          <Fact label="Tracking">
            {order.tracking_url ? (
              <a
                href={order.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-accent underline underline-offset-4"
              >
                {[order.carrier, order.tracking_number].filter(Boolean).join(' ')}{' '}
                <span className="sr-only">(the courier’s page, opens in a new tab)</span>
              </a>
            ) : (
              [order.carrier, order.tracking_number].filter(Boolean).join(' ')
            )}
          </Fact>
        )}
      </FactList>

      <BusinessBuyerSection key={`buyer-${order._id}`} order={order} />

      {order.allowed_actions.includes('confirm_cod') && (
        <ConfirmCodForm key={`confirm-cod-${order._id}`} order={order} focusAfter={focusAfter} />
      )}

      <OrderInvoice
        order={order}
        reader="staff"
        waiting={
          // A paid order without one waits for the shop's details (Settings).
          <Link to="/admin/settings" className="font-medium text-accent underline underline-offset-4">
            Invoice waits: fill in the shop’s details in Settings
          </Link>
        }
      />

      <OrderRefundSection order={order} onRefund={canRefund ? () => openRefund() : undefined} />

      <OrderLines items={order.cart_items} />

      <OrderShipping shipping={order.address_info} reader="staff" />

      <OrderParcelSection order={order} />

      <OrderTimeline order={order} />

      <OrderTrackingForm key={`tracking-${order._id}`} order={order} />

      <OrderStatusForm key={order._id} order={order} />

      {RecordHistory && <RecordHistory entity="order" entityId={order._id} />}

      <MountWhenOpened open={refundOpen}>
        <RefundDialog
          order={order}
          open={refundOpen}
          onOpenChange={setRefundOpen}
          idempotencyKey={refunding.idempotencyKey}
          reason={refunding.reason}
          focusAfter={focusAfter}
        />
      </MountWhenOpened>
    </div>
  );
}
