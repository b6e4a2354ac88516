// Owns how an order's status reads: its label, and the badge colour SPEC §4 gives it (confirmed green, rejected red).
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
};

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
};

/** A status the shop does not know yet is shown as the server sent it rather than hidden. */
export const orderStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;
export const paymentStatusLabel = (status: string) => PAYMENT_STATUS_LABELS[status] ?? status;

export function orderStatusVariant(status: string): NonNullable<BadgeProps['variant']> {
  if (status === 'confirmed') return 'success';
  if (status === 'rejected') return 'destructive';
  return 'default'; // black
}

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={orderStatusVariant(status)} className={className}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
