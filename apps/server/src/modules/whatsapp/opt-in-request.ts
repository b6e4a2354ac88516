// Owns asking a phone for its yes to order updates: the one message a phone gets before it says yes, sent when a
// checkout ticks "Send order updates on WhatsApp" for a phone that never answered, and never again (its key is the
// phone's). The phone answers with the message's button or START (the webhook), or not at all.
import type { Db, Tx } from '../../platform/db/database.ts';
import { recordAsked } from './opt-ins.ts';
import { queueWhatsApp } from './outbox.ts';

/** What the asking message's button sends back: the webhook reads it as START. */
export const OPT_IN_PAYLOAD = 'whatsapp:start';

/**
 * A checkout's tick for the phone: a phone that never answered is asked, once; one that did (yes or STOP) is left as
 * it is. Answers whether a message was queued: call it in the order's transaction, then `sendQueuedWhatsApp`.
 */
export async function askForUpdates(db: Db | Tx, phone: string, userId: string): Promise<boolean> {
  if (!(await recordAsked(db, phone, userId))) return false;
  return queueWhatsApp(db, {
    key: `phone:${phone}:asked`,
    phone,
    template: 'whatsapp_consent',
    params: [],
    buttons: [OPT_IN_PAYLOAD],
  });
}
