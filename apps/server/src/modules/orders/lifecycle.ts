// Owns what can happen to an order: the commands that move its statuses, each with the states it is allowed from and
// what it writes, the one `transition` that locks, checks and writes a change with its timeline row and its outbox
// event (what happened, for the dispatcher to follow after commit), and what each viewer may do with an order now.
// Nothing else in the server writes an order's status or a row of its timeline.
import { eq } from 'drizzle-orm';
import type { OrderAction } from '@shop/contract/orders';
import { KEPT_PURCHASE, LIMITS, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/contract/shop';
import { orderEvents, orderItems, orders } from '../../platform/db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { recountReviews } from '../catalog/index.ts';
import { cancelRefusal, returnRefusal, shipRefusal, wasPaid } from './order-policy.ts';
import { recordHappened } from './order-outbox.ts';
import type { Db, Tx } from '../../platform/db/database.ts';

export type OrderRow = typeof orders.$inferSelect;
/** One row of an order's timeline, as a command or a money movement writes it (who and which order come apart). */
export type TimelineEntry = Omit<typeof orderEvents.$inferInsert, 'id' | 'orderId' | 'actor' | 'createdAt'>;
type Patch = Partial<
  Pick<
    OrderRow,
    | 'orderStatus'
    | 'paymentStatus'
    | 'paymentId'
    | 'paymentMethod'
    | 'reservedUntil'
    | 'needsRefund'
    | 'deliveredAt'
    | 'refundedPaise'
    | 'codConfirmation'
  >
>;
type Change = { patch: Patch; timeline: TimelineEntry[] };

export const LIFECYCLE_MESSAGES = {
  notPending: 'This order is no longer waiting for payment.',
  alreadyPaid: 'This order is already paid.',
  staysReturned: 'A returned order stays returned: its items are back in stock.',
  staysCancelled: 'A cancelled order stays cancelled: its items are back in stock.',
  onlyCodReturns: 'Only an unpaid Cash on Delivery order can be returned to origin.',
  onlyCodCollected: 'Only a Cash on Delivery order is marked paid by staff.',
  notCollectable: 'A returned, rejected or cancelled order cannot be marked paid.',
  exchangeNotCancelled: 'A replacement sent for an exchange cannot be cancelled here. Please contact us.',
  codNotAwaiting: 'This order is not waiting for a confirmation.',
  codWasCancelled: 'This order was cancelled, so it can no longer be confirmed.',
  codTimeUp:
    'The time to confirm this order has run out, so it can no longer be confirmed. You are welcome to order again.',
  codStillOpen: 'This Cash on Delivery order may still be confirmed.',
  codAwaiting: 'The shopper has not confirmed this Cash on Delivery order yet: confirm it first (after a call).',
} as const;

/**
 * A command: why it may not happen to the order as it stands (undefined when it may), how such a refusal answers (a
 * 400 or a 409), and what it writes.
 */
type Command<Args> = {
  refuse(order: OrderRow, args: Args, now: Date): string | undefined;
  refusedAs: typeof Invalid | typeof Conflict;
  apply(order: OrderRow, args: Args, now: Date): Change;
};

const status = (from: OrderStatus, to: OrderStatus, note?: string): TimelineEntry => ({
  field: 'orderStatus',
  fromValue: from,
  toValue: to,
  note: note ?? null,
});
const payment = (from: PaymentStatus | null, to: PaymentStatus, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  field: 'paymentStatus',
  fromValue: from,
  toValue: to,
  ...extra,
});

const isCod = (order: OrderRow) => order.paymentMethod === 'COD';
/** A Cash on Delivery order placed and not yet confirmed by its shopper (or by staff after a call). */
export const awaitsCodConfirmation = (order: Pick<OrderRow, 'codConfirmation'>) => order.codConfirmation === 'awaiting';
/** Whether a Cash on Delivery order's time to confirm has run out. */
const codTimeUp = (order: Pick<OrderRow, 'codConfirmUntil'>, now: Date) =>
  order.codConfirmUntil !== null && order.codConfirmUntil <= now;
const awaitsOnlinePayment = (order: OrderRow) => order.paymentStatus === 'pending' && !isCod(order);
const ended = (s: OrderStatus) => s === 'returned' || s === 'cancelled';
/** The order statuses a parcel's journey moves through, in order. */
const COURIER_STEPS = ['confirmed', 'inProcess', 'inShipping', 'delivered'] as const;

/** Whether an order is partly or fully refunded once `refundedPaise` of its total has gone back. */
export const paymentAfterRefunds = (totalPaise: number, refundedPaise: number): PaymentStatus =>
  refundedPaise >= totalPaise ? 'refunded' : 'partially_refunded';

/** What can still be refunded: what was paid less every refund that has not failed (pending ones included). */
export function refundablePaise(
  order: Pick<OrderRow, 'paymentStatus' | 'totalPaise'>,
  refunds: { amountPaise: number; status: string; kind: string }[],
): number {
  if (!wasPaid(order.paymentStatus)) return 0;
  const taken = refunds
    .filter((refund) => refund.status !== 'failed' && refund.kind !== 'duplicate')
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
  return Math.max(0, order.totalPaise - taken);
}

/** A Cash on Delivery parcel back unpaid: the order is returned, and the cash it was to bring never came. */
const codReturned = (order: OrderRow): Change => ({
  patch: { orderStatus: 'returned', paymentStatus: 'failed' },
  timeline: [
    status(order.orderStatus, 'returned'),
    payment('pending', 'failed', { note: 'Returned to origin: cash not collected; stock back on sale' }),
  ],
});

/** Every command, what it may move from and what it writes: the one answer to "what can happen to an order?". */
export const COMMANDS = {
  /** Money arrived for the order: paid, and confirmed when its stock is held (else flagged for a refund). */
  pay: {
    refuse: (order) => (wasPaid(order.paymentStatus) ? LIFECYCLE_MESSAGES.alreadyPaid : undefined),
    refusedAs: Conflict,
    apply: (
      order,
      args: { method: PaymentMethod; paymentId: string; amountPaise: number; confirm: boolean; why?: string },
    ) => ({
      patch: {
        paymentStatus: 'paid',
        orderStatus: args.confirm ? 'confirmed' : order.orderStatus,
        paymentId: args.paymentId,
        paymentMethod: args.method,
        reservedUntil: null,
        needsRefund: !args.confirm,
      },
      timeline: [
        payment(order.paymentStatus, 'paid', {
          note: `Paid by ${args.method}`,
          amountPaise: args.amountPaise,
          reference: args.paymentId,
        }),
        args.confirm
          ? status(order.orderStatus, 'confirmed')
          : { field: 'note', note: args.why ?? 'Paid after the stock was sold: refund the shopper' },
      ],
    }),
  } satisfies Command<{
    method: PaymentMethod;
    paymentId: string;
    amountPaise: number;
    confirm: boolean;
    why?: string;
  }>,

  /** An unpaid online order is let go: its payment failed or its hold ran out. */
  release: {
    refuse: (order) => (awaitsOnlinePayment(order) ? undefined : LIFECYCLE_MESSAGES.notPending),
    refusedAs: Conflict,
    apply: (order, args: { to: 'failed' | 'expired'; note: string }) => ({
      patch: { paymentStatus: args.to, reservedUntil: null },
      timeline: [payment(order.paymentStatus, args.to, { note: args.note })],
    }),
  } satisfies Command<{ to: 'failed' | 'expired'; note: string }>,

  /** Staff set one of SPEC §4's statuses, in any order; an order that ended (returned, cancelled) stays ended. */
  setStatus: {
    refuse(order, args: { to: OrderStatus }) {
      if (order.orderStatus === 'returned' && args.to !== 'returned') return LIFECYCLE_MESSAGES.staysReturned;
      if (order.orderStatus === 'cancelled' && args.to !== 'cancelled') return LIFECYCLE_MESSAGES.staysCancelled;
      // Only confirming moves an unconfirmed COD order on; staff may still reject it.
      if (awaitsCodConfirmation(order) && args.to !== 'pending' && args.to !== 'rejected') {
        return LIFECYCLE_MESSAGES.codAwaiting;
      }
      return undefined;
    },
    refusedAs: Invalid,
    apply: (order, args: { to: OrderStatus }, now) =>
      args.to === order.orderStatus
        ? { patch: {}, timeline: [] }
        : {
            // The return window counts from the day staff mark it delivered; a rejected COD order is confirmed no more.
            patch: {
              orderStatus: args.to,
              ...(args.to === 'delivered' ? { deliveredAt: now } : {}),
              ...(awaitsCodConfirmation(order) ? { codConfirmation: 'cancelled' as const } : {}),
            },
            timeline: [status(order.orderStatus, args.to)],
          },
  } satisfies Command<{ to: OrderStatus }>,

  /** The shopper cancels within a day of ordering, before it ships. */
  cancel: {
    refuse: (order, _args: object, now) =>
      order.kind === 'exchange' ? LIFECYCLE_MESSAGES.exchangeNotCancelled : cancelRefusal(order, now),
    refusedAs: Conflict,
    apply: (order, _args: object) => ({
      patch: { orderStatus: 'cancelled', ...(awaitsCodConfirmation(order) ? { codConfirmation: 'cancelled' } : {}) },
      timeline: [status(order.orderStatus, 'cancelled', 'Cancelled by the shopper; stock back on sale')],
    }),
  } satisfies Command<object>,

  /**
   * A Cash on Delivery order is confirmed: by its shopper (a WhatsApp button, the mail's link, a code, the order page)
   * or by staff after a call. Only then is it packed and shipped.
   */
  confirmCod: {
    refuse(order, _args: { note: string }, now) {
      // Past its time the hold has lapsed (the sweep is about to give the stock back), whether or not it has yet.
      if (awaitsCodConfirmation(order)) return codTimeUp(order, now) ? LIFECYCLE_MESSAGES.codTimeUp : undefined;
      return order.codConfirmation === 'cancelled' || order.orderStatus === 'cancelled'
        ? LIFECYCLE_MESSAGES.codWasCancelled
        : LIFECYCLE_MESSAGES.codNotAwaiting;
    },
    refusedAs: Conflict,
    apply: (order, args: { note: string }) => ({
      patch: { orderStatus: 'confirmed', codConfirmation: 'confirmed' },
      timeline: [status(order.orderStatus, 'confirmed', args.note)],
    }),
  } satisfies Command<{ note: string }>,

  /** Nobody confirmed a Cash on Delivery order in time: it is cancelled, and the flow puts its stock back on sale. */
  codNotConfirmed: {
    refuse: (order, _args: object, now) =>
      !awaitsCodConfirmation(order)
        ? LIFECYCLE_MESSAGES.codNotAwaiting
        : order.codConfirmUntil && order.codConfirmUntil > now
          ? LIFECYCLE_MESSAGES.codStillOpen
          : undefined,
    refusedAs: Conflict,
    apply: (order, _args: object) => ({
      patch: { orderStatus: 'cancelled', codConfirmation: 'cancelled' },
      timeline: [status(order.orderStatus, 'cancelled', 'Not confirmed in time: cancelled; stock back on sale')],
    }),
  } satisfies Command<object>,

  /** A Cash on Delivery parcel came back unpaid. */
  returnToOrigin: {
    refuse: (order) =>
      awaitsCodConfirmation(order)
        ? LIFECYCLE_MESSAGES.codAwaiting
        : isCod(order) && order.paymentStatus === 'pending' && order.kind === 'sale'
          ? undefined
          : LIFECYCLE_MESSAGES.onlyCodReturns,
    refusedAs: Invalid,
    apply: (order, _args: object) => codReturned(order),
  } satisfies Command<object>,

  /**
   * The courier's word moves the order on, never back: booked (in process), picked up (in shipping), delivered (which
   * opens the return window). A scan that arrives late or twice, or for an order that ended, changes nothing.
   */
  courierScan: {
    refuse: () => undefined,
    refusedAs: Conflict,
    apply(order, args: { to: 'inProcess' | 'inShipping' | 'delivered'; note: string }, now) {
      const step = (s: OrderStatus) => COURIER_STEPS.indexOf(s as (typeof COURIER_STEPS)[number]);
      if (step(order.orderStatus) < 0 || step(order.orderStatus) >= step(args.to)) return { patch: {}, timeline: [] };
      return {
        patch: { orderStatus: args.to, ...(args.to === 'delivered' ? { deliveredAt: now } : {}) },
        timeline: [status(order.orderStatus, args.to, args.note)],
      };
    },
  } satisfies Command<{ to: 'inProcess' | 'inShipping' | 'delivered'; note: string }>,

  /**
   * The courier brought the parcel back to the shop (returned to origin). Cash on Delivery: nothing was collected. Paid
   * online: the order ends returned, and what is refundable is the shopper's (the flow refunds it). Once only.
   */
  parcelReturned: {
    refuse: () => undefined,
    refusedAs: Conflict,
    apply(order, _args: object) {
      if (ended(order.orderStatus) || order.kind !== 'sale') return { patch: {}, timeline: [] };
      if (isCod(order) && order.paymentStatus === 'pending') return codReturned(order);
      return {
        patch: { orderStatus: 'returned' },
        timeline: [status(order.orderStatus, 'returned', 'Returned to origin by the courier; stock back on sale')],
      };
    },
  } satisfies Command<object>,

  /** Staff collected the cash at the door (a second report changes nothing). */
  collectCash: {
    refuse(order) {
      if (!isCod(order) || order.kind !== 'sale') return LIFECYCLE_MESSAGES.onlyCodCollected;
      if (order.paymentStatus !== 'pending') return undefined;
      if (awaitsCodConfirmation(order)) return LIFECYCLE_MESSAGES.codAwaiting;
      if (['returned', 'rejected', 'cancelled'].includes(order.orderStatus)) return LIFECYCLE_MESSAGES.notCollectable;
      return undefined;
    },
    refusedAs: Invalid,
    apply: (order, _args: object) =>
      order.paymentStatus !== 'pending'
        ? { patch: {}, timeline: [] }
        : {
            patch: { paymentStatus: 'paid', paymentId: `cod-${order.id.slice(0, 8)}` },
            timeline: [
              payment('pending', 'paid', { note: 'Cash collected on delivery', amountPaise: order.totalPaise }),
            ],
          },
  } satisfies Command<object>,

  /** A refund of the order's own money ended processed: its books move, and its payment is partly or fully refunded. */
  refundSettled: {
    refuse: (order) => (wasPaid(order.paymentStatus) ? undefined : 'This order has not been paid.'),
    refusedAs: Conflict,
    apply(order, args: { amountPaise: number; entry: (paymentNow: PaymentStatus) => TimelineEntry }) {
      const refundedPaise = order.refundedPaise + args.amountPaise;
      const paymentStatus = paymentAfterRefunds(order.totalPaise, refundedPaise);
      return {
        // Money that came after the stock was sold is owed no more once it is all back.
        patch: { refundedPaise, paymentStatus, needsRefund: order.needsRefund && refundedPaise < order.totalPaise },
        timeline: [args.entry(paymentStatus)],
      };
    },
  } satisfies Command<{ amountPaise: number; entry: (paymentNow: PaymentStatus) => TimelineEntry }>,
} as const;

type Commands = typeof COMMANDS;

/**
 * What a transition did, for what follows it (the shopper's mail, an invoice, a refund): which command, and how the
 * order's and its payment's statuses moved. Returned only when something changed.
 */
export type OrderHappened = {
  command: CommandName;
  orderId: string;
  order?: { from: OrderStatus; to: OrderStatus };
  payment?: { from: PaymentStatus; to: PaymentStatus };
};
export type CommandName = keyof Commands;
type ArgsOf<N extends CommandName> = Parameters<Commands[N]['apply']>[1];

/** Whether the order is a verified buyer's purchase (SPEC's reviews by buyers only). */
const keptPurchase = (order: OrderRow) =>
  (KEPT_PURCHASE.paymentStatuses as readonly PaymentStatus[]).includes(order.paymentStatus) &&
  !(KEPT_PURCHASE.notOrderStatuses as readonly OrderStatus[]).includes(order.orderStatus);

const productsOf = async (tx: Tx, orderId: string) =>
  (await tx.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId)))
    .map((line) => line.id)
    .filter((id) => id !== null);

/** Locks the order's row for the rest of the transaction; every change to an order starts here. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFound('Order not found');
  return order;
}

/** Why `command` may not happen to the order now, or undefined when it may. */
export function refusal<N extends CommandName>(order: OrderRow, name: N, args: ArgsOf<N>, now = new Date()) {
  return (COMMANDS[name].refuse as (o: OrderRow, a: ArgsOf<N>, n: Date) => string | undefined)(order, args, now);
}

/**
 * The one way an order moves: locks its row, checks the command may happen from its state (a refusal throws the
 * command's error and changes nothing), writes the change and its timeline rows, and answers the order before and
 * after and what happened (the domain event the flows follow). A command that changes nothing (the same status
 * again) writes nothing.
 */
export async function transition<N extends CommandName>(
  tx: Tx,
  /** The order's id, or its row the caller already locked in this transaction. */
  order: string | OrderRow,
  name: N,
  args: ArgsOf<N>,
  actor: string,
  now = new Date(),
): Promise<{ before: OrderRow; after: OrderRow; changed: boolean; happened?: OrderHappened }> {
  const before = typeof order === 'string' ? await lockOrder(tx, order) : order;
  const orderId = before.id;
  const command = COMMANDS[name] as unknown as Command<ArgsOf<N>>;
  const why = command.refuse(before, args, now);
  if (why) throw new command.refusedAs(why);
  const { patch, timeline } = command.apply(before, args, now);
  if (Object.keys(patch).length === 0 && timeline.length === 0) return { before, after: before, changed: false };
  const [after] = await tx
    .update(orders)
    .set({ ...patch, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  await recordTimeline(tx, orderId, actor, timeline);
  // A review stands on a kept purchase: one cancelled, returned or fully refunded takes it down, with the average.
  if (keptPurchase(before) !== keptPurchase(after!)) await recountReviews(tx, await productsOf(tx, orderId));
  const happened: OrderHappened = { command: name, orderId };
  if (after!.orderStatus !== before.orderStatus) happened.order = { from: before.orderStatus, to: after!.orderStatus };
  if (after!.paymentStatus !== before.paymentStatus) {
    happened.payment = { from: before.paymentStatus, to: after!.paymentStatus };
  }
  // What happened goes to the order's outbox with the change: the dispatcher runs what follows it after commit.
  await recordHappened(tx, orderId, name, { order: happened.order, payment: happened.payment }, now);
  return { before, after: after!, changed: true, happened };
}

/** Like `transition`, but a refusal answers false instead of throwing (a release that finds the order paid). */
export async function tryTransition<N extends CommandName>(
  tx: Tx,
  orderId: string,
  name: N,
  args: ArgsOf<N>,
  actor: string,
  now = new Date(),
): Promise<boolean> {
  const order = await lockOrder(tx, orderId).catch(() => undefined);
  if (!order || refusal(order, name, args, now)) return false;
  await transition(tx, order, name, args, actor, now);
  return true;
}

/** How an order comes to be: a sale paid online, a sale for cash at the door, or an exchange's replacement. */
type Opening = 'online' | 'cod' | 'replacement';
type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'kind' | 'orderStatus' | 'paymentStatus' | 'reservedUntil' | 'codConfirmation' | 'createdAt' | 'updatedAt'
>;

const OPENINGS: Record<
  Opening,
  { kind: OrderRow['kind']; order: OrderStatus; payment: PaymentStatus; holdMinutes: number | null; note: string }
> = {
  online: {
    kind: 'sale',
    order: 'pending',
    payment: 'pending',
    holdMinutes: LIMITS.reservationMinutes,
    note: 'Order placed',
  },
  // Cash on Delivery waits for its shopper to confirm it, its stock held until then (by `cod_confirm_until`, not this).
  cod: {
    kind: 'sale',
    order: 'pending',
    payment: 'pending',
    holdMinutes: null,
    note: 'Order placed: Cash on Delivery, waiting for the shopper to confirm it',
  },
  replacement: { kind: 'exchange', order: 'confirmed', payment: 'paid', holdMinutes: null, note: 'Replacement' },
};

/** Writes a new order in its first state, with the timeline's first rows. */
export async function openOrder(
  tx: Tx,
  values: NewOrder,
  how: Opening,
  actor: string,
  note?: string,
  now = new Date(),
): Promise<OrderRow> {
  const opening = OPENINGS[how];
  const [order] = await tx
    .insert(orders)
    .values({
      ...values,
      kind: opening.kind,
      orderStatus: opening.order,
      paymentStatus: opening.payment,
      reservedUntil: opening.holdMinutes === null ? null : new Date(now.getTime() + opening.holdMinutes * 60_000),
      codConfirmation: how === 'cod' ? 'awaiting' : null,
    })
    .returning();
  await recordTimeline(tx, order!.id, actor, [
    payment(null, opening.payment, { note: note ?? opening.note }),
    { field: 'orderStatus', toValue: opening.order },
  ]);
  return order!;
}

/**
 * Writes an order as it already stands, statuses and all, with one timeline note saying so: the demo shop's history
 * and test fixtures, never a live change (those are commands).
 */
export async function recordPastOrder(
  tx: Tx | Db,
  values: typeof orders.$inferInsert,
  actor: string,
  note: string,
): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  await tx.insert(orderEvents).values({ orderId: order!.id, actor, field: 'note', note });
  return order!;
}

/** Writes one note on the order's timeline, in a transaction of its own (something staff should know). */
export async function noteOnOrder(db: Db, orderId: string, actor: string, note: string): Promise<void> {
  await db.transaction((tx) => recordTimeline(tx, orderId, actor, [{ field: 'note', note }]));
}

/** Writes rows of the order's timeline: a command's, or a note, a refund's or a return's step. */
export async function recordTimeline(tx: Tx, orderId: string, actor: string, entries: TimelineEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(orderEvents).values(entries.map((entry) => ({ ...entry, orderId, actor })));
}

/**
 * What this viewer may do with the order now, drawn from the same rules the commands check: the screens show these
 * buttons and no others.
 */
export function allowedActions(
  order: OrderRow,
  viewer: 'shopper' | 'staff',
  refundable: number,
  now = new Date(),
  /** Whether a courier already has the order's parcel (booked and not cancelled): it is then not shipped again. */
  parcelBooked = false,
): OrderAction[] {
  const actions: OrderAction[] = [];
  if (viewer === 'shopper') {
    if (awaitsOnlinePayment(order) || !refusal(order, 'cancel', {}, now)) actions.push('cancel');
    if (!refusal(order, 'confirmCod', { note: '' }, now)) actions.push('confirm_cod');
    if (!returnRefusal(order, now)) actions.push('return');
    return actions;
  }
  if (!refusal(order, 'confirmCod', { note: '' }, now)) actions.push('confirm_cod');
  if (!ended(order.orderStatus)) actions.push('set_status');
  if (order.orderStatus === 'confirmed' || order.orderStatus === 'inProcess') actions.push('mark_shipped');
  if (!shipRefusal(order) && !parcelBooked) actions.push('ship');
  if (order.orderStatus === 'inShipping') actions.push('mark_delivered');
  if (!ended(order.orderStatus) && order.orderStatus !== 'rejected') actions.push('reject');
  if (refundable > 0) actions.push('refund');
  if (!refusal(order, 'collectCash', {}, now) && order.paymentStatus === 'pending') actions.push('collect_cash');
  if (!refusal(order, 'returnToOrigin', {}, now) && !ended(order.orderStatus)) actions.push('return_to_origin');
  return actions;
}
