// Owns how a Cash on Delivery order's confirmation reads on staff's screens: waiting for the shopper (the accent: staff
// may call them), confirmed, or not confirmed (cancelled for want of it).
import type { CodConfirmation } from '@shop/contract/whatsapp';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';

const COD_CONFIRMATION: Record<CodConfirmation, { label: string; variant: NonNullable<BadgeProps['variant']> }> = {
  awaiting: { label: 'Awaiting confirmation', variant: 'accent' },
  confirmed: { label: 'COD confirmed', variant: 'outline' },
  cancelled: { label: 'Not confirmed', variant: 'secondary' },
};

export function CodConfirmationBadge({ state }: { state: CodConfirmation }) {
  const { label, variant } = COD_CONFIRMATION[state];
  return <Badge variant={variant}>{label}</Badge>;
}
