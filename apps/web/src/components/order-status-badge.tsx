// Owns how an order's statuses and payment method read, to shoppers and staff: readable labels, SPEC §4's badge colours
// (cancelled is one of the black "others"), money gone back, the "Refund due" flag.
import type { Order } from '@shop/contract/orders';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/contract/shop';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** The gateways read as their names; COD is spelled out. */
const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  PhonePe: 'PhonePe',
  Razorpay: 'Razorpay',
  PayPal: 'PayPal',
  COD: 'Cash on Delivery',
};

export const orderStatusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status];
export const paymentStatusLabel = (status: PaymentStatus) => PAYMENT_STATUS_LABELS[status];
export const paymentMethodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];

/** An exchange's replacement is sent at no charge: its payment method is the original order's, not how it was paid. */
export const EXCHANGE_PAYMENT = 'Exchange (no charge)';

/** How the order was paid, as its details and lists say it. */
export const orderPaymentLabel = (order: Pick<Order, 'kind' | 'payment_method'>) =>
  order.kind === 'exchange' ? EXCHANGE_PAYMENT : paymentMethodLabel(order.payment_method);

/**
 * A status as the timeline carries it (any text on the wire): its label, or the text as the server sent it when the
 * shop does not know it, rather than hidden.
 */
export const orderStatusWord = (value: string) =>
  Object.hasOwn(ORDER_STATUS_LABELS, value) ? ORDER_STATUS_LABELS[value as OrderStatus] : value;
export const paymentStatusWord = (value: string) =>
  Object.hasOwn(PAYMENT_STATUS_LABELS, value) ? PAYMENT_STATUS_LABELS[value as PaymentStatus] : value;

/** SPEC §4: confirmed green, rejected red, every other status black. */
export function orderStatusVariant(status: OrderStatus): NonNullable<BadgeProps['variant']> {
  if (status === 'confirmed') return 'success';
  if (status === 'rejected') return 'destructive';
  return 'default';
}

/**
 * An order whose payment failed or ran out never went ahead: it reads "Payment failed" / "Payment expired" (outlined)
 * rather than a "Pending" that will never move.
 */
export function OrderStatusBadge({
  status,
  paymentStatus,
  withRefund = false,
  className,
}: {
  status: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Where no payment column says it: money gone back shows beside the status ("Cancelled" "Refunded"). */
  withRefund?: boolean;
  className?: string;
}) {
  if (status === 'pending' && (paymentStatus === 'failed' || paymentStatus === 'expired')) {
    return (
      <Badge variant="outline" className={className}>
        Payment {paymentStatus}
      </Badge>
    );
  }
  const badge = (
    <Badge variant={orderStatusVariant(status)} className={className}>
      {orderStatusLabel(status)}
    </Badge>
  );
  if (!withRefund || !paymentStatus || !isRefundStatus(paymentStatus)) return badge;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {badge}
      <Badge variant="outline">{paymentStatusLabel(paymentStatus)}</Badge>
    </span>
  );
}

/** Some or all of what was paid has gone back to the shopper. */
export const isRefundStatus = (paymentStatus: PaymentStatus) =>
  paymentStatus === 'refunded' || paymentStatus === 'partially_refunded';

/** Paid is green (SPEC §4 shows it as success); anything else is outlined, so it never reads as an order status. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={status === 'paid' ? 'success' : 'outline'}>{paymentStatusLabel(status)}</Badge>;
}

/** Money arrived after the stock had gone to someone else: staff must send it back. */
export function RefundDueBadge() {
  return <Badge variant="destructive">Refund due</Badge>;
}
