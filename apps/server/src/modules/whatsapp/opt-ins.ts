// Owns who said yes to order updates on WhatsApp: one answer per phone, and only the phone itself says yes (START, or
// the button of the one message that asks it); a checkout's tick only has the phone asked (opt-in-request.ts). A no
// (STOP from the phone, or its shopper's account page) stops what still waits to go to it, codes included. A phone
// stays with the account that first gave it: nobody else's checkout or answer moves it.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { WhatsAppOptIn, WhatsAppTemplate } from '@shop/contract/whatsapp';
import type { Db, Reader, Tx } from '../../platform/db/database.ts';
import { whatsappMessages, whatsappOptIns } from '../../platform/db/schema.ts';

/** 'checkout': asked for at checkout, waiting for the phone's yes; 'reply': the phone's own word; 'account': its shopper. */
export type OptInSource = 'checkout' | 'account' | 'reply';

/** Records an answer for a phone; a no also stops the messages still waiting to go to it. */
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
      // The account the phone was first given by keeps it (a reply names no account): see the file's first lines.
      set: { optedIn: answer.optedIn, source: answer.source, changedAt: now },
    });
  if (answer.optedIn) return;
  await db
    .update(whatsappMessages)
    .set({ state: 'failed', error: 'The shopper stopped WhatsApp updates before it was sent', updatedAt: now })
    .where(and(eq(whatsappMessages.phone, answer.phone), eq(whatsappMessages.state, 'queued')));
}

/**
 * A checkout's "Send order updates on WhatsApp" for a phone: written only if the phone has no answer yet (then it is
 * to be asked; answers true), never over one. A phone without an account takes the shopper's.
 */
export async function recordAsked(db: Db | Tx, phone: string, userId: string): Promise<boolean> {
  const asked = await db
    .insert(whatsappOptIns)
    .values({ phone, userId, optedIn: false, source: 'checkout', changedAt: new Date() })
    .onConflictDoNothing({ target: whatsappOptIns.phone })
    .returning({ phone: whatsappOptIns.phone });
  if (asked.length > 0) return true;
  await db
    .update(whatsappOptIns)
    .set({ userId })
    .where(and(eq(whatsappOptIns.phone, phone), isNull(whatsappOptIns.userId)));
  return false;
}

export async function optedIn(db: Reader, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ optedIn: whatsappOptIns.optedIn })
    .from(whatsappOptIns)
    .where(eq(whatsappOptIns.phone, phone));
  return row?.optedIn ?? false;
}

/**
 * Whether the phone may get the template by its answer: the message asking for its yes only while a checkout's ask
 * waits unanswered, anything else only after its yes.
 */
export async function answerAllows(db: Reader, phone: string, template: WhatsAppTemplate): Promise<boolean> {
  const [row] = await db.select().from(whatsappOptIns).where(eq(whatsappOptIns.phone, phone));
  if (template === 'whatsapp_consent') return row?.source === 'checkout' && !row.optedIn;
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
