// Owns /shop/payment-success: the placed order's payment details and the way to the order history (SPEC §2). Only the
// order id is read from the address; every detail shown is the server's answer for that order, for its owner.
import { formatDate, formatRupees } from '@shop/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { cartKeys } from '#web/entities/cart/cart-keys.ts';
import { useOrderDetails, type Order } from '#web/entities/order/order-api.ts';
import { CodConfirmationPanel, CodConfirmationState } from '#web/entities/order/cod-confirmation.tsx';
import { paymentMethodLabel } from '#web/components/order-status-badge.tsx';

const PAID = 'Paid successfully';

export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  // Any other parameter (a crafted link could carry "Payment ID: call 1800…") is ignored.
  const orderId = searchParams.get('orderId');
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);

  // SPEC §2 "on load it triggers a cart-related clearing": the server has already taken the bought items out.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [queryClient]);

  return (
    <div className="mx-auto grid max-w-3xl justify-items-center gap-6 px-4 py-12 text-center sm:px-6 sm:py-16">
      {orderId && <CodConfirmationFirst orderId={orderId} focusAfter={heading} />}
      <div className="grid justify-items-center gap-2">
        <CircleCheckIcon className="size-12 text-success" aria-hidden />
        {/* Focusable: where focus lands once the order is confirmed and its panel is gone. */}
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus-visible:outline-none sm:text-3xl">
          Your order has been placed
        </h1>
        <p className="text-muted-foreground">Thank you for your purchase!</p>
      </div>
      {orderId && <OrderPayment orderId={orderId} />}
      <Button asChild size="lg">
        <Link to="/shop/account">View Orders</Link>
      </Button>
    </div>
  );
}

/** A Cash on Delivery order waiting for its shopper: what they must do comes first, before the spec's words. */
function CodConfirmationFirst({ orderId, focusAfter }: { orderId: string; focusAfter: RefObject<HTMLElement | null> }) {
  const { data: order } = useOrderDetails(orderId);
  return order ? <CodConfirmationPanel order={order} focusAfter={focusAfter} className="max-w-xl" /> : null;
}

function OrderPayment({ orderId }: { orderId: string }) {
  const { data: order, isPending, isError, isFetching, refetch } = useOrderDetails(orderId);
  if (isPending) {
    return (
      <div role="status" aria-label="Loading your payment details" className="grid w-full max-w-md gap-2">
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="grid justify-items-center gap-2 text-sm">
        <p>We couldn't load the payment details. Your order is safe in Order History.</p>
        <Button
          variant="outline"
          size="sm"
          aria-busy={isFetching || undefined}
          onClick={() => {
            if (!isFetching) void refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (order.payment_method === 'COD') return <CashOnDelivery order={order} />;
  return (
    <>
      <PaymentDetails label="Payment details">
        <Detail term="Order ID" value={order.order_number} />
        <Detail term="Reference ID" value={order.payment_id ?? ''} look="id" />
        <Detail term="Payment Gateway" value={paymentMethodLabel(order.payment_method)} />
        <CouponDetail order={order} />
        <OnlineDiscountDetail order={order} />
        <BusinessBuyerDetail order={order} />
        <Detail term="Amount" value={formatRupees(order.total_amount)} />
        <Detail term="On" value={formatDate(order.updated_at)} />
        <Detail term="Transaction Status" value={order.payment_status === 'paid' ? PAID : ''} look="success" />
      </PaymentDetails>
      {order.payment_method === 'PhonePe' && order.payment_status === 'paid' && order.payment_id && (
        <PaymentDetails label="PhonePe payment">
          {/* PhonePe knows the payment by our order id (its merchant order id) and by its own transaction id. */}
          <Detail term="Reference ID" value={order._id} look="id" />
          <Detail term="Payment ID" value={order.payment_id} look="id" />
          <Detail term="Payment Gateway" value="PhonePe" />
          <Detail term="Amount" value={formatRupees(order.total_amount)} />
          <Detail term="Transaction Status" value={PAID} look="success" />
        </PaymentDetails>
      )}
      <SecondPayments order={order} />
    </>
  );
}

/** A Cash on Delivery order is confirmed with its payment still to come: it reads as placed, with the cash to have ready. */
function CashOnDelivery({ order }: { order: Order }) {
  const paid = order.payment_status === 'paid';
  return (
    <PaymentDetails label="Payment details">
      <Detail term="Order ID" value={order.order_number} />
      <Detail term="Payment" value="Cash on Delivery" />
      {order.cod_fee > 0 && <Detail term="Cash on Delivery fee" value={formatRupees(order.cod_fee)} />}
      {order.cod_confirmation && <Detail term="Confirmation" value={<CodConfirmationState order={order} />} />}
      <CouponDetail order={order} />
      <BusinessBuyerDetail order={order} />
      <Detail term="Amount" value={formatRupees(order.total_amount)} />
      <Detail
        term="Transaction Status"
        value={paid ? PAID : `Pay ${formatRupees(order.total_amount)} in cash on delivery`}
        look={paid ? 'success' : 'plain'}
      />
    </PaymentDetails>
  );
}

/** Money that arrived after the order was already paid: the shopper learns it is coming back, not that all is well. */
function SecondPayments({ order }: { order: Order }) {
  if (order.duplicate_payments.length === 0) return null;
  return (
    <section
      aria-label="Second payment"
      className="grid w-full max-w-md gap-2 rounded-lg border border-border bg-accent-soft p-4 text-left text-sm"
    >
      {order.duplicate_payments.map((payment) => (
        <p key={payment.payment_id}>
          We also received a second payment of {formatRupees(payment.amount)} for this order ({payment.payment_method}{' '}
          payment ID <span className="font-mono text-xs break-all">{payment.payment_id}</span>). The order was already
          paid, so we will refund it to you within 5 days.
        </p>
      ))}
    </section>
  );
}

/** "Coupon  SAVE10 − ₹200.00": the discount already taken off the amount below it. */
function CouponDetail({ order }: { order: Order }) {
  if (order.discount_amount <= 0) return null;
  return <Detail term="Coupon" value={`${order.coupon_code ?? ''} − ${formatRupees(order.discount_amount)}`} />;
}

/** "Discount for paying online  − ₹50.00": also already taken off the amount (Cash on Delivery never has one). */
function OnlineDiscountDetail({ order }: { order: Order }) {
  if (order.online_discount_amount <= 0) return null;
  return <Detail term="Discount for paying online" value={`− ${formatRupees(order.online_discount_amount)}`} />;
}

/** "GST invoice to  Umbrella Traders, GSTIN 29…": a business bought it, and its tax invoice is in the business's name. */
function BusinessBuyerDetail({ order }: { order: Order }) {
  if (!order.buyer_gstin) return null;
  return <Detail term="GST invoice to" value={`${order.buyer_business_name ?? ''}, GSTIN ${order.buyer_gstin}`} />;
}

function PaymentDetails({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="w-full max-w-md rounded-lg border border-border bg-surface p-4 text-left">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">{children}</dl>
    </section>
  );
}

const DETAIL_STYLE = {
  plain: 'font-medium',
  // Ids are long and unbroken: they wrap anywhere rather than push the card wider than a phone.
  id: 'font-mono text-xs leading-5 break-all',
  success: 'font-medium text-success',
};

function Detail({ term, value, look = 'plain' }: { term: string; value: ReactNode; look?: keyof typeof DETAIL_STYLE }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={DETAIL_STYLE[look]}>{value}</dd>
    </>
  );
}
