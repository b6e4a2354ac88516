// Owns what staff record about an order's parcel and their own notes: the carrier and tracking number, private notes.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { orders } from '../../platform/db/schema.ts';
import { recordTimeline } from './lifecycle.ts';

export type ShippingChange = {
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  note?: string | undefined;
};

/** What staff sent for a field: undefined leaves it, an empty (or blank) text clears it. */
const given = (value: string | undefined, held: string | null): string | null =>
  value === undefined ? held : value.trim() || null;

/** "Delhivery 1234567890", or what is left of it; "none" once both are cleared. */
const trackingWords = (carrier: string | null, trackingNumber: string | null) =>
  [carrier, trackingNumber].filter(Boolean).join(' ') || 'none';

/**
 * Records the change on the locked order, with a timeline event each: a changed carrier or tracking number as one
 * "Tracking" note, a private note as itself. Both are staff's alone: the shopper's answers carry no events. Answers
 * whether a new tracking number arrived.
 */
export async function recordShipping(
  tx: Tx,
  order: typeof orders.$inferSelect,
  change: ShippingChange,
  actor: string,
): Promise<{ tracked: boolean }> {
  const carrier = given(change.carrier, order.carrier);
  const trackingNumber = given(change.trackingNumber, order.trackingNumber);
  if (carrier !== order.carrier || trackingNumber !== order.trackingNumber) {
    await tx.update(orders).set({ carrier, trackingNumber, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await recordTimeline(tx, order.id, actor, [
      {
        field: 'note',
        note: `Tracking: ${trackingWords(order.carrier, order.trackingNumber)} → ${trackingWords(carrier, trackingNumber)}`,
      },
    ]);
  }
  const note = change.note?.trim();
  if (note) await recordTimeline(tx, order.id, actor, [{ field: 'note', note }]);
  // A new tracking number is news for a shopper whose parcel is on its way.
  return { tracked: trackingNumber !== null && trackingNumber !== order.trackingNumber };
}
