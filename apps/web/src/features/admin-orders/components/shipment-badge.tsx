// Owns how a parcel's state reads on staff's screens: the contract's words in a badge, red where staff must act or
// the parcel is gone, green once delivered.
import { SHIPMENT_STATE_LABELS, type ShipmentState } from '@shop/contract/shipping';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';

const NEEDS_STAFF: readonly ShipmentState[] = ['undelivered', 'lost'];

function shipmentVariant(state: ShipmentState): NonNullable<BadgeProps['variant']> {
  if (state === 'delivered') return 'success';
  if (NEEDS_STAFF.includes(state)) return 'destructive';
  return 'outline';
}

export function ShipmentBadge({ state, className }: { state: ShipmentState; className?: string }) {
  return (
    <Badge variant={shipmentVariant(state)} className={className}>
      {SHIPMENT_STATE_LABELS[state]}
    </Badge>
  );
}
