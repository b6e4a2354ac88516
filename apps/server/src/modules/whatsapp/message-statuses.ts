// Owns what Meta's status webhooks do to a sent message: they move it forward only (sent, delivered, read), or end it
// as failed before it reached the phone. Webhooks come late, twice or out of order; none moves a message back.
import { and, eq, inArray } from 'drizzle-orm';
import type { WhatsAppMessageState } from '@shop/contract/whatsapp';
import type { Db } from '../../platform/db/database.ts';
import { whatsappMessages } from '../../platform/db/schema.ts';

export type StatusHeard = {
  /** Meta's id for the message (wamid.…). */
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** Why it failed, in Meta's words. */
  error?: string;
};

/** The states a status may move a message from: a later one never goes back, a failed one stays failed. */
const MOVES_FROM: Record<StatusHeard['status'], WhatsAppMessageState[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  // A message on the phone has arrived, whatever is said of it later.
  failed: ['queued', 'sent'],
};

/** Applies one status; answers whether it moved the message (false for an unknown id, a repeat or a step back). */
export async function recordStatus(db: Db, heard: StatusHeard): Promise<boolean> {
  const moved = await db
    .update(whatsappMessages)
    .set({
      state: heard.status,
      ...(heard.status === 'failed' ? { error: heard.error ?? 'WhatsApp could not deliver it' } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(whatsappMessages.providerMessageId, heard.providerMessageId),
        inArray(whatsappMessages.state, MOVES_FROM[heard.status]),
      ),
    )
    .returning({ id: whatsappMessages.id });
  return moved.length > 0;
}
