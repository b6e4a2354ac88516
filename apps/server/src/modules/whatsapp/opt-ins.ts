// Owns who said yes to order updates on WhatsApp: one answer per phone, the latest (checkout, the account page, or a
// STOP replied on WhatsApp). A phone with no answer has not said yes.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { WhatsAppOptIn } from '@shop/contract/whatsapp';
import type { Db, Reader, Tx } from '../../platform/db/database.ts';
import { whatsappMessages, whatsappOptIns } from '../../platform/db/schema.ts';

export type OptInSource = 'checkout' | 'account' | 'reply';

/** Records a shopper's answer for a phone; a no also stops the messages still waiting to go to it (but a code asked for). */
export async function recordOptIn(
  db: Db | Tx,
  answer: { phone: string; userId: string | null; optedIn: boolean; source: OptInSource },
): Promise<void> {
  const now = new Date();
  await db
    .insert(whatsappOptIns)
    .values({ ...answer, changedAt: now })
    .onConflictDoUpdate({
      target: whatsappOptIns.phone,
      // A STOP on WhatsApp names no shopper: the phone stays theirs, so their account page shows it off.
      set: {
        userId: sql`coalesce(excluded.user_id, ${whatsappOptIns.userId})`,
        optedIn: answer.optedIn,
        source: answer.source,
        changedAt: now,
      },
    });
  if (answer.optedIn) return;
  await db
    .update(whatsappMessages)
    .set({ state: 'failed', error: 'The shopper stopped WhatsApp updates before it was sent', updatedAt: now })
    .where(
      and(
        eq(whatsappMessages.phone, answer.phone),
        eq(whatsappMessages.state, 'queued'),
        ne(whatsappMessages.template, 'cod_code'),
      ),
    );
}

export async function optedIn(db: Reader, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ optedIn: whatsappOptIns.optedIn })
    .from(whatsappOptIns)
    .where(eq(whatsappOptIns.phone, phone));
  return row?.optedIn ?? false;
}

/** The phones a shopper has answered for, the latest answer first. */
export async function optInsOf(db: Reader, userId: string): Promise<WhatsAppOptIn[]> {
  const rows = await db
    .select()
    .from(whatsappOptIns)
    .where(eq(whatsappOptIns.userId, userId))
    .orderBy(desc(whatsappOptIns.changedAt), whatsappOptIns.phone);
  return rows.map((row) => ({ phone: row.phone, opted_in: row.optedIn, changed_at: row.changedAt.toISOString() }));
}
