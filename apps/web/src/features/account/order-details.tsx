// Owns what an order's details show, in the dialog the app opens and in the page's own section before (or without)
// JavaScript: the order's facts, where its parcel is, what can still be done with it, its refunds and returns, its
// items and where it ships (SPEC §2 account).
import { formatDate, formatRupees } from '@shop/contract/money';
import { ExternalLinkIcon } from 'lucide-react';
import { Suspense, type RefObject } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Fact, FactList } from '#web/components/ui/fact-list.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import type { Order } from '#web/entities/order/order-api.ts';
import { CodConfirmationPanel, CodConfirmationState } from '#web/entities/order/cod-confirmation.tsx';
import { OrderInvoice } from '#web/entities/order/order-invoice.tsx';
import { OrderLines } from '#web/entities/order/order-lines.tsx';
import { OrderRefunds } from '#web/entities/order/order-refunds.tsx';
import { OrderShipping } from '#web/entities/order/order-shipping.tsx';
import { orderPaymentLabel, OrderStatusBadge, paymentStatusLabel } from '#web/components/order-status-badge.tsx';
import { returnableQuantities, useOrderReturns } from '#web/features/account/api/return-api.ts';
import { OrderActions } from '#web/features/account/order-actions.tsx';
import { lazyComponent } from '#web/lib/lazy-component.tsx';
import { OrderIdWithNumber } from '#web/entities/order/order-id.tsx';

// Loaded only for an order that has return requests.
const OrderReturns = lazyComponent(() => import('#web/features/account/order-returns.tsx'), 'OrderReturns');
// Loaded only for an order with a parcel booked through the courier aggregator (it carries the states' words).
const OrderTrackingTimeline = lazyComponent(
  () => import('#web/features/account/order-tracking-timeline.tsx'),
  'OrderTrackingTimeline',
);

/**
 * `focusAfter`: where focus goes when an action removed the button that was pressed; `onOpenOrder`: shows another of
 * the shopper's orders instead (an exchange's replacement order).
 */
export function OrderDetails({
  order,
  focusAfter,
  onOpenOrder,
}: {
  order: Order;
  focusAfter: RefObject<HTMLElement | null>;
  onOpenOrder: (orderId: string) => void;
}) {
  const { user } = useSession();
  const returns = useOrderReturns(order);
  return (
    <div className="grid gap-6 text-sm">
      {/* A Cash on Delivery order waiting for its shopper: what they must do comes first. */}
      <CodConfirmationPanel order={order} heading="h3" focusAfter={focusAfter} />
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
          <Fact label="Confirmation">
            <CodConfirmationState order={order} />
          </Fact>
        )}
        <Fact label="Payment Status">{paymentStatusLabel(order.payment_status)}</Fact>
        <Fact label="Order Status">
          <OrderStatusBadge status={order.order_status} paymentStatus={order.payment_status} />
        </Fact>
        {order.refunded_amount > 0 && <Fact label="Refunded">{formatRupees(order.refunded_amount)}</Fact>}
        {/* A parcel booked through the aggregator has its own timeline below; one shipped by hand, these. */}
        {!order.shipment && order.carrier && <Fact label="Carrier">{order.carrier}</Fact>}
        {!order.shipment && order.tracking_number && (
          <Fact label="Tracking number">
            <span className="font-mono text-xs">{order.tracking_number}</span>
          </Fact>
        )}
      </FactList>
      {order.shipment && (
        <Suspense fallback={<Skeleton role="status" aria-label="Loading your parcel’s tracking" className="h-40" />}>
          <OrderTrackingTimeline shipment={order.shipment} />
        </Suspense>
      )}
      {!order.shipment && order.tracking_url && (
        <Button asChild variant="outline" className="w-full sm:w-fit">
          {/* noreferrer too: the courier need not learn which shop page the shopper came from. */}
          <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden />
            Track your parcel <span className="sr-only">with {order.carrier} (opens in a new tab)</span>
          </a>
        </Button>
      )}
      <OrderActions
        order={order}
        returnable={returns.data ? returnableQuantities(order, returns.data) : null}
        focusAfter={focusAfter}
      />
      <OrderInvoice order={order} reader="shopper" waiting="Your tax invoice will be ready shortly." />
      {order.needs_refund && (
        <p className="rounded-md border border-border bg-muted p-3">
          This payment arrived after the order had expired. Our team will refund it to you.
        </p>
      )}
      {order.duplicate_payments.map((payment) => (
        <p key={payment.payment_id} className="rounded-md border border-border bg-muted p-3">
          We also received a second payment of {formatRupees(payment.amount)} for this order ({payment.payment_method}{' '}
          payment ID <span className="font-mono text-xs break-all">{payment.payment_id}</span>). The order was already
          paid, so we will refund it to you within 5 days.
        </p>
      ))}
      <OrderRefunds refunds={order.refunds} reader="shopper" />
      {returns.data && returns.data.length > 0 && (
        <Suspense fallback={<Skeleton role="status" aria-label="Loading your returns" className="h-24" />}>
          <OrderReturns requests={returns.data} onOpenOrder={onOpenOrder} />
        </Suspense>
      )}

      <OrderLines items={order.cart_items} />

      <OrderShipping shipping={order.address_info} reader="shopper" recipient={user} />
    </div>
  );
}
