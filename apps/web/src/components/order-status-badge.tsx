// Owns how an order's statuses and payment method read, to shoppers and staff: readable labels, SPEC §4's badge colours
// (cancelled is one of the black "others"), money gone back, the "Refund due" flag.
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';

const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** A status the shop does not know yet is shown as the server sent it rather than hidden. */
export const orderStatusLabel = (status: string) => ORDER_STATUS_LABELS[status] ?? status;
export const paymentStatusLabel = (status: string) => PAYMENT_STATUS_LABELS[status] ?? status;

const PAYMENT_METHOD_LABELS: Record<string, string> = { COD: 'Cash on Delivery' };

/** The gateways read as their names; COD is spelled out. */
export const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABELS[method] ?? method;

/** SPEC §4: confirmed green, rejected red, every other status black. */
export function orderStatusVariant(status: string): NonNullable<BadgeProps['variant']> {
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
  status: string;
  paymentStatus?: string;
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
export const isRefundStatus = (paymentStatus: string) =>
  paymentStatus === 'refunded' || paymentStatus === 'partially_refunded';

/** Paid is green (SPEC §4 shows it as success); anything else is outlined, so it never reads as an order status. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge variant={status === 'paid' ? 'success' : 'outline'}>{paymentStatusLabel(status)}</Badge>;
}

/** Money arrived after the stock had gone to someone else: staff must send it back. */
export function RefundDueBadge() {
  return <Badge variant="destructive">Refund due</Badge>;
}
