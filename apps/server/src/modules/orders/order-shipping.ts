// Owns what staff record about an order's parcel and their own notes: the carrier and tracking number, private notes.
import type { Tx } from './stock.ts';
import type { orders } from '../../platform/db/schema.ts';

export type ShippingChange = {
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  note?: string | undefined;
};

/** Records the change on the locked order, with a timeline event each. */
export async function recordShipping(
  _tx: Tx,
  _order: typeof orders.$inferSelect,
  _change: ShippingChange,
  _actor: string,
): Promise<void> {}
