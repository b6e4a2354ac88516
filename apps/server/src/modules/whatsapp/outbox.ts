// Owns the WhatsApp outbox: a message is written once under its key, in the transaction of the change it tells about,
// only to a phone that said yes and within the phone's messages for the day; it is sent after that commits, and again until Meta takes it or it is given up.
//
// Meta takes no idempotency key, so a message is sent by one sender at a time: a sender claims it by pushing its next
// attempt past a lease (the claim skips rows another sender has locked), and only then calls Meta. A process that dies
// between Meta's answer and recording it sends that message again after the lease: the one way a shopper gets two.
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WhatsAppTemplate } from '@shop/contract/whatsapp';
import { startBackgroundSweep } from '../../platform/background-sweep.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { whatsappMessages } from '../../platform/db/schema.ts';
import { shopName } from '../settings/index.ts';
import { type CloudApi, WhatsAppRefused } from './cloud-api.ts';
import { answerAllows } from './opt-ins.ts';
import { queuedParamCount } from './templates.ts';
import { whatsappProvider } from './whatsapp-provider.ts';

export type QueuedWhatsApp = {
  /** What the message tells, once: e.g. `order:<id>:shipped`. */
  key: string;
  orderId?: string;
  /** The 10-digit mobile number. */
  phone: string;
  template: WhatsAppTemplate;
  /** The template's parameters, {{1}} first. */
  params: string[];
  /** Its quick replies' payloads, in the template's order (e.g. `cod:confirm:<orderId>`). */
  buttons?: string[];
};

/** The sweep's advisory lock: a number no other job holds (grep 7_204_0 for theirs). */
const WHATSAPP_SENDER_LOCK = 7_204_009;
/** How long a sender holds a message it is sending: well past the client's 10 s timeout. */
const LEASE_MS = 60_000;
/** The wait after each failed try: 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h; the eighth failure gives up. */
const BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000];
const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/** A message not taken within a day is no longer news ("out for delivery" the next day): it is given up. */
const STALE_AFTER_MS = 24 * 3600 * 1000;
/** At most this many messages per call; the sweep comes back for the rest. */
const MAX_PER_CALL = 200;

/**
 * How many messages of one template a phone gets in a day, at most: three codes, five of each update (an order's whole
 * life fits in a day, one template each step). Nobody can have the shop's number write to a phone more than this.
 */
export const DAILY_CAP = { codes: 3, others: 5 } as const;

/** Why a message may not go to the phone now: it has not said yes (or said STOP), or had its day's of this template. */
export type WhatsAppRefusal = 'not_opted_in' | 'daily_cap';

export async function whatsappRefusal(
  db: Db | Tx,
  phone: string,
  template: WhatsAppTemplate,
  now = new Date(),
): Promise<WhatsAppRefusal | null> {
  if (!(await answerAllows(db, phone, template))) return 'not_opted_in';
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.phone, phone),
        eq(whatsappMessages.template, template),
        gt(whatsappMessages.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)),
      ),
    );
  return count >= (template === 'cod_code' ? DAILY_CAP.codes : DAILY_CAP.others) ? 'daily_cap' : null;
}

/**
 * Writes a message to send, once per key (a second queueing of the key changes nothing), only when the phone may get
 * it (`whatsappRefusal`). Answers whether a message was written now. Call it in the transaction of the change it
 * tells about, then `sendQueuedWhatsApp`.
 */
export async function queueWhatsApp(db: Db | Tx, message: QueuedWhatsApp): Promise<boolean> {
  const { key, orderId, phone, template, params, buttons = [] } = message;
  // The count is fixed at each call site, so a test of the caller finds a wrong one; Meta would refuse the message.
  if (params.length !== queuedParamCount(template))
    throw new Error(`The WhatsApp template ${template} takes ${queuedParamCount(template)} parameters`);
  if (!/^[6-9]\d{9}$/.test(phone)) return false;
  if (await whatsappRefusal(db, phone, template)) return false;
  const written = await db
    .insert(whatsappMessages)
    // Due by this process's clock, which the senders read, in its whole milliseconds: the database's own now() has
    // microseconds, so a send asked for within the same millisecond found the message not yet due, and left it to the
    // next sweep, a minute on.
    .values({ key, orderId: orderId ?? null, phone, template, params, buttons, nextAttemptAt: new Date() })
    .onConflictDoNothing({ target: whatsappMessages.key })
    .returning({ id: whatsappMessages.id });
  return written.length > 0;
}

/**
 * Sends the messages that are due now, each by one sender only; never throws (a failure is logged, and the sweep
 * tries again). Flows call it, without waiting, once the transaction that queued a message has committed. `now` lets
 * a test stand later in time.
 */
export async function sendQueuedWhatsApp(app: FastifyInstance, now = new Date()): Promise<void> {
  const offset = now.getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);
  try {
    const { api } = whatsappProvider(app);
    for (let sent = 0; sent < MAX_PER_CALL; sent += 1) {
      const message = await claimNext(app.db, clock());
      if (!message) return;
      const goOn = await sendOne(app, api, message, clock());
      if (!goOn) return;
    }
  } catch (error) {
    app.log.error({ err: error }, 'whatsapp: sending queued messages failed; the sweep tries again');
  }
}

/** Sends the due messages every sweep interval, on one instance at a time; says once if the shop has no WhatsApp. */
export function startWhatsAppSender(app: FastifyInstance): void {
  if (!whatsappProvider(app).api)
    app.log.info('No WHATSAPP_* credentials: order updates go by mail only, nothing is sent on WhatsApp');
  startBackgroundSweep(app, {
    name: 'whatsapp sender',
    lock: WHATSAPP_SENDER_LOCK,
    everyMs: app.config.sweepIntervalMs,
    work: () => sendQueuedWhatsApp(app),
  });
}

type MessageRow = typeof whatsappMessages.$inferSelect;

/** Takes the next due message for this sender: counts the attempt and holds it for the lease. */
async function claimNext(db: Db, at: Date): Promise<MessageRow | undefined> {
  const due = db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.state, 'queued'), lte(whatsappMessages.nextAttemptAt, at)))
    .orderBy(asc(whatsappMessages.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(whatsappMessages)
    .set({
      attempts: sql`${whatsappMessages.attempts} + 1`,
      nextAttemptAt: new Date(at.getTime() + LEASE_MS),
      updatedAt: at,
    })
    .where(inArray(whatsappMessages.id, due))
    .returning();
  return row;
}

/** Sends one claimed message; answers whether to go on with the next (not while Meta is not answering). */
async function sendOne(app: FastifyInstance, api: CloudApi | null, message: MessageRow, at: Date): Promise<boolean> {
  const fail = (error: string) =>
    app.db
      .update(whatsappMessages)
      .set({ state: 'failed', error, updatedAt: at })
      .where(and(eq(whatsappMessages.id, message.id), eq(whatsappMessages.state, 'queued')));
  if (!api) {
    await fail('Not sent: the shop has no WhatsApp credentials (WHATSAPP_*)');
    return true;
  }
  if (at.getTime() - message.createdAt.getTime() > STALE_AFTER_MS) {
    await fail(`Not sent within a day: ${message.error ?? 'WhatsApp did not take it'}`);
    return true;
  }
  try {
    const providerMessageId = await api.sendTemplate({ ...message, shop: await shopName(app.db) });
    // Recorded even if a STOP ended it meanwhile: it was sent, and its status webhooks name it.
    await app.db
      .update(whatsappMessages)
      .set({ state: 'sent', providerMessageId, error: null, updatedAt: new Date() })
      .where(and(eq(whatsappMessages.id, message.id), isNull(whatsappMessages.providerMessageId)));
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof WhatsAppRefused) {
      app.log.warn({ key: message.key, reason }, 'whatsapp: a message was refused, given up');
      await fail(reason);
      return true;
    }
    if (message.attempts >= MAX_ATTEMPTS) {
      await fail(`Given up after ${message.attempts} tries: ${reason}`);
    } else {
      await app.db
        .update(whatsappMessages)
        .set({
          nextAttemptAt: new Date(at.getTime() + BACKOFF_MS[message.attempts - 1]!),
          error: reason,
          updatedAt: at,
        })
        .where(and(eq(whatsappMessages.id, message.id), eq(whatsappMessages.state, 'queued')));
    }
    app.log.warn({ key: message.key, attempts: message.attempts, reason }, 'whatsapp: not sent, tried again later');
    return false;
  }
}
