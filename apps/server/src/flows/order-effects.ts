// Owns what follows an order's events (decision 037): the one table of which effects follow which event, each effect,
// and the dispatcher that runs them after the change committed: kicked by the request that made the change and caught up
// by a sweep, each effect once (its outbox row is done when it succeeds), tried again with back-off when it fails, and
// written on the order's timeline for staff when it keeps failing. The routes and sweeps call the lifecycle and kick
// the dispatcher; none of them chooses an effect.
import type { FastifyInstance } from 'fastify';
import { startBackgroundSweep } from '../platform/background-sweep.ts';
import type { Mailer } from '../platform/mailer.ts';
import { issueInvoice } from '../modules/invoices/index.ts';
import {
  cancellationRefundOf,
  claimOutbox,
  EVENT_ROW,
  expandEvent,
  noteOnOrder,
  type OrderEventName,
  type OrderEventPayload,
  outboxDone,
  outboxFailed,
  type OutboxRow,
  refundById,
} from '../modules/orders/index.ts';
import { returnRequest } from '../modules/returns/index.ts';
import {
  cancellationNotice,
  orderConfirmationMail,
  orderPageUrl,
  orderStepNotice,
  refundNotice,
  returnNotice,
  tellOnWhatsApp,
  unconfirmedNotice,
} from '../modules/notifications/index.ts';
import { getSettings } from '../modules/settings/index.ts';
import { forwardShipment } from '../modules/shipping/index.ts';
import type { RefundService } from './send-refund.ts';
import { cancelShipment, type ShippingSetup } from './ship-orders.ts';

export type EffectName =
  | 'sendRefund'
  | 'cancelParcel'
  | 'stepMail'
  | 'cancellationMail'
  | 'confirmationMail'
  | 'unconfirmedMail'
  | 'confirmedWhatsApp'
  | 'refundMail'
  | 'returnMail'
  | 'invoice';

/**
 * What follows each event, in the order it runs. Stock is not here: it goes back on sale in the transaction that ends
 * the order (`backOnSale`), so it can never be lost between the two. A parcel's own steps (courierScan, parcelReturned)
 * are told by its notices in track-parcels.ts, once each by the parcel's record.
 */
export const ORDER_EFFECTS: Record<OrderEventName, readonly EffectName[]> = {
  pay: ['confirmedWhatsApp'],
  release: [],
  // Staff's move is mailed; a reject (or a cancel) before pickup cancels the booked parcel, as the shopper's cancel does.
  setStatus: ['stepMail', 'cancelParcel'],
  cancel: ['cancelParcel', 'cancellationMail'],
  confirmCod: ['confirmationMail'],
  codNotConfirmed: ['unconfirmedMail'],
  returnToOrigin: ['stepMail'],
  courierScan: [],
  parcelReturned: [],
  collectCash: ['invoice'],
  refundSettled: [],
  refundOpened: ['sendRefund'],
  refundEnded: ['refundMail'],
  trackingSaved: ['stepMail'],
  returnStep: ['returnMail'],
};

/** How long after each failed try the next one comes (the last repeats). */
export const BACK_OFF_MINUTES = [1, 5, 30, 120, 360] as const;
/** After this many failed tries staff read it on the order's timeline. */
export const TELL_STAFF_AFTER = 3;
/**
 * The effects a request does not wait for: asking a payment provider takes up to its timeout, and the shopper's answer
 * never did wait for it (the row is claimed all the same, so nothing else runs it meanwhile).
 */
const BACKGROUND: ReadonlySet<string> = new Set<EffectName>(['sendRefund']);
/** How long one runner holds a row while it runs it: past any provider's timeout. */
const LEASE_MS = 2 * 60_000;

type Deps = { app: FastifyInstance; refunds: RefundService; shipping: ShippingSetup };
type Effect = (deps: Deps, row: OutboxRow & { payload: OrderEventPayload }) => Promise<void>;

/** Words for staff: what did not happen. */
const EFFECT_WORDS: Record<EffectName, string> = {
  sendRefund: 'Asking the payment provider for the refund',
  cancelParcel: 'Cancelling the booked parcel at the courier',
  stepMail: "Mailing the shopper of the order's new status",
  cancellationMail: 'Mailing the shopper that the order is cancelled',
  confirmationMail: 'Mailing the shopper the confirmation',
  unconfirmedMail: 'Mailing the shopper that the unconfirmed order is cancelled',
  confirmedWhatsApp: 'Telling the shopper on WhatsApp that the order is confirmed',
  refundMail: 'Mailing the shopper that the refund is processed',
  returnMail: "Mailing the shopper of the return's step",
  invoice: 'Issuing the tax invoice',
};

/** What an effect does, as staff read it ("Asking the payment provider for the refund"). */
export const describeEffect = (effect: string): string => EFFECT_WORDS[effect as EffectName] ?? effect;

const EFFECTS: Record<EffectName, Effect> = {
  /** The provider is asked (its refund id is the idempotency key); done once it answered or the refund ended. */
  async sendRefund({ app, refunds }, row) {
    const refundId = row.payload.refundId!;
    await refunds.send(refundId);
    const refund = await refundById(app.db, refundId);
    if (!refund || refund.provider === 'transfer' || refund.status !== 'pending' || refund.providerRefundId) return;
    throw new Error('the provider did not answer');
  },

  /** A parcel booked and not yet picked up is cancelled at the courier; one on its way comes back as a return. */
  async cancelParcel({ app, shipping }, row) {
    if (row.event === 'setStatus' && !['rejected', 'cancelled'].includes(row.payload.order?.to ?? '')) return;
    const parcel = await forwardShipment(app.db, row.orderId);
    if (!shipping.provider || !parcel?.awb || parcel.state !== 'booked') return;
    await cancelShipment(app, shipping, row.orderId, 'system');
  },

  async stepMail({ app }, row) {
    const to = row.event === 'trackingSaved' ? 'inShipping' : row.payload.order?.to;
    if (to) await mailed(app, (watched) => orderStepNotice(watched, row.orderId, to));
  },

  async cancellationMail({ app }, row) {
    const refund = await cancellationRefundOf(app.db, row.orderId);
    await mailed(app, (watched) => cancellationNotice(watched, row.orderId, refund));
  },

  /** A Cash on Delivery order is confirmed: the shopper gets the order's confirmation, by mail and on WhatsApp. */
  async confirmationMail({ app }, row) {
    const mail = await orderConfirmationMail(app.db, row.orderId, orderPageUrl(app.config.publicUrl, row.orderId));
    if (mail) await app.mailer.send(mail);
    await tellOnWhatsApp(app, row.orderId, { step: 'order_confirmed' });
  },

  async unconfirmedMail({ app }, row) {
    await mailed(app, (watched) => unconfirmedNotice(watched, row.orderId));
  },

  /** Paid online and confirmed (the confirmation mail with its invoice goes with the payment, flows/confirm-payment.ts). */
  async confirmedWhatsApp({ app }, row) {
    if (row.payload.order?.to === 'confirmed') await tellOnWhatsApp(app, row.orderId, { step: 'order_confirmed' });
  },

  async refundMail({ app }, row) {
    const refund = await refundById(app.db, row.payload.refundId!);
    if (refund) await mailed(app, (watched) => refundNotice(watched, refund));
  },

  async returnMail({ app }, row) {
    const request = await returnRequest(app.db, row.payload.returnId!);
    await mailed(app, (watched) => returnNotice(watched, request));
  },

  /** The cash is in: the order's tax invoice is numbered now (without the shop's details it waits for staff). */
  async invoice({ app }, row) {
    await app.db.transaction(async (tx) => issueInvoice(tx, row.orderId, await getSettings(tx)));
  },
};

/**
 * Runs a notice with a mailer that remembers a failed send: the notices log a mail that failed and go on, and an effect
 * must fail instead, to be tried again. (What they queue on WhatsApp is keyed, so a second try does not send it twice.)
 */
async function mailed(app: FastifyInstance, tell: (watched: FastifyInstance) => Promise<void>): Promise<void> {
  let failed: unknown;
  const mailer: Mailer = {
    outbox: app.mailer.outbox,
    send: (mail) =>
      app.mailer.send(mail).catch((error: unknown) => {
        failed = error ?? new Error('mail not sent');
        throw error;
      }),
  };
  await tell(Object.create(app, { mailer: { value: mailer } }) as FastifyInstance);
  if (failed) throw failed;
}

export type OrderEffects = ReturnType<typeof orderEffects>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The dispatcher of what follows an order's events (flows/order-effects.ts). */
    orderEffects: OrderEffects;
  }
}

/** The dispatcher, on the app's clock (tests move it instead of waiting). */
export function orderEffects(
  app: FastifyInstance,
  deps: { refunds: RefundService; shipping: ShippingSetup; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  const context: Deps = { app, refunds: deps.refunds, shipping: deps.shipping };

  async function run(row: OutboxRow, at: Date): Promise<void> {
    try {
      if (row.effect === EVENT_ROW) {
        await expandEvent(app.db, row, ORDER_EFFECTS[row.event as OrderEventName] ?? [], at);
        return;
      }
      const effect = EFFECTS[row.effect as EffectName];
      if (!effect) throw new Error(`no effect is named ${row.effect}`);
      await effect(context, row as OutboxRow & { payload: OrderEventPayload });
      await outboxDone(app.db, row.id, now());
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      const minutes = BACK_OFF_MINUTES[Math.min(row.attempts, BACK_OFF_MINUTES.length) - 1]!;
      const retryAt = new Date(at.getTime() + minutes * 60_000);
      await outboxFailed(app.db, row.id, why, retryAt);
      app.log.warn(
        { err: error, orderId: row.orderId, effect: row.effect, attempts: row.attempts },
        'order effect failed',
      );
      if (row.attempts === TELL_STAFF_AFTER) {
        const what = describeEffect(row.effect);
        await noteOnOrder(
          app.db,
          row.orderId,
          'system',
          `${what} failed ${row.attempts} times (${why}); it is tried again at ${retryAt.toISOString()}`,
        );
      }
    }
  }

  /** Runs still under way that nobody awaits (a provider asked while the shopper's answer went out). */
  const running = new Set<Promise<void>>();

  /**
   * Claims and runs rows until none are left in scope (an event's expansion adds its effects, run in the same call).
   * With `inBackground`, the effects that wait on a provider's answer are left running when this returns.
   */
  async function drain(
    scope: (at: Date) => Parameters<typeof claimOutbox>[1],
    at?: Date,
    inBackground = false,
  ): Promise<number> {
    let ran = 0;
    // Bounded: a row that keeps failing is held by its back-off, so a round ends.
    for (let round = 0; round < 20; round += 1) {
      const when = at ?? now();
      const rows = await claimOutbox(app.db, scope(when), when, LEASE_MS);
      if (rows.length === 0) break;
      for (const row of rows) {
        if (inBackground && BACKGROUND.has(row.effect)) {
          const started = run(row, when).catch((error: unknown) =>
            app.log.error({ err: error, orderId: row.orderId }, 'order effect not recorded; the sweep runs it'),
          );
          running.add(started);
          void started.finally(() => running.delete(started));
        } else await run(row, when);
      }
      ran += rows.length;
    }
    return ran;
  }

  return {
    /**
     * Right after the change committed: runs the order's rows that were never tried. Never throws (what fails here is
     * tried again by the sweep).
     */
    async kick(orderId: string): Promise<void> {
      await drain(() => ({ orderId }), undefined, true).catch((error: unknown) =>
        app.log.error({ err: error, orderId }, 'order effects not run now; the sweep runs them'),
      );
    },
    /** The catch-up: every row due by `at` (a lost kick, a crash, a failed try whose back-off is over). */
    runDue: (at?: Date) => drain((when) => ({ dueBy: when }), at),
    /** Waits for the effects left running in the background (the app's close, a test). */
    settled: async () => {
      await Promise.allSettled([...running]);
    },
  };
}

/** Registers the dispatcher on the app (`app.orderEffects`) and starts its catch-up sweep. */
export function registerOrderEffects(
  app: FastifyInstance,
  deps: { refunds: RefundService; shipping: ShippingSetup; now?: () => Date },
  everyMs = 60_000,
): void {
  const dispatcher = orderEffects(app, deps);
  app.decorate('orderEffects', dispatcher);
  app.addHook('onClose', () => dispatcher.settled());
  startBackgroundSweep(app, {
    name: 'order effects sweep',
    lock: 7_204_011,
    everyMs,
    work: () => dispatcher.runDue(),
  });
}
