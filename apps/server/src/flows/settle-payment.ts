// Owns the one step that turns a provider's word on a payment attempt into the order's: money taken confirms the order
// through the desk, and only then is the attempt marked paid, since an attempt marked paid is never asked about again
// (a database that fails in between leaves it open for the sweep).
import type { FastifyBaseLogger } from 'fastify';
import { PAID_STATUSES } from '@shop/contract/shop';
import type { OrderDesk } from './order-desk.ts';
import type { Settled } from './payment-outcomes.ts';
import type { PaymentRecord, PaymentRecords } from './payment-records.ts';
import type { PaymentHeard } from './provider.ts';
import type { PaymentProviders } from './provider-registry.ts';

/** What paying needs: the orders side's port, the attempts, the providers. */
export type PaymentDeps = {
  desk: OrderDesk;
  records: PaymentRecords;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
};

type MoneyHeard = Extract<PaymentHeard, { state: 'held' | 'paid' }>;

/** An order whose money arrived (some may have gone back since). */
const wasPaid = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/**
 * Settles what the provider said about the attempt; `via` is how the order's timeline names who told us. Only money
 * for the amount the attempt asked is confirmed: any other leaves the attempt open, as its order never heard.
 */
export async function settleAttempt(
  deps: PaymentDeps,
  attempt: PaymentRecord,
  heard: PaymentHeard,
  via: string,
): Promise<Settled> {
  if (heard.state === 'pending' || heard.state === 'approved') return 'pending';
  if (heard.state === 'failed') {
    await deps.records.settle(attempt.id, 'failed');
    await deps.desk.fail(attempt.orderId, via);
    return 'failed';
  }
  if (heard.amountPaise !== attempt.amountPaise) return 'amount-mismatch';
  const taken = heard.state === 'held' ? await takeHeld(deps, attempt, heard, via) : heard;
  if (typeof taken === 'string') return taken;
  // The order first, then the attempt (the header says why).
  const outcome = await deps.desk.confirmPaid({
    orderId: attempt.orderId,
    provider: via,
    paymentId: taken.paymentId,
    amountPaise: taken.amountPaise,
    method: deps.providers.of(attempt.provider).method,
  });
  await deps.records.settle(attempt.id, 'paid', taken.paymentId);
  deps.log.info({ orderId: attempt.orderId, outcome, via }, `${attempt.provider} payment`);
  return outcome;
}

/** Asks the attempt's provider how its payment stands, and settles that. */
export async function askAndSettle(deps: PaymentDeps, attempt: PaymentRecord, via: string): Promise<Settled> {
  return settleAttempt(deps, attempt, await deps.providers.of(attempt.provider).status(attempt), via);
}

/**
 * MoneyHeard held but not yet taken (Razorpay's authorised payment) is captured, unless its order is already paid: left
 * uncaptured, the provider gives it back by itself, so nothing is kept that staff would have to refund.
 */
async function takeHeld(
  deps: PaymentDeps,
  attempt: PaymentRecord,
  held: MoneyHeard,
  via: string,
): Promise<MoneyHeard | Settled> {
  const order = await deps.desk.find(attempt.orderId);
  if (order && wasPaid(order.paymentStatus)) {
    if (order.paymentId === held.paymentId) return 'already-paid';
    deps.log.warn(
      { orderId: order.id, paymentId: held.paymentId, via },
      `${attempt.provider}: a second payment for a paid order, not captured`,
    );
    return 'not-taken';
  }
  const provider = deps.providers.of(attempt.provider);
  const captured = await provider.capture?.({ ...attempt, paymentId: held.paymentId });
  return captured?.state === 'paid' ? captured : 'pending';
}
