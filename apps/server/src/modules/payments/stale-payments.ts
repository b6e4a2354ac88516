// Owns the sweep's questions about money nobody told us of (a lost webhook, a closed tab, a provider that stalled):
// orders whose hold is about to end, and orders let go while their payment was under way.
import type { PaymentRecord } from './payment-records.ts';
import type { ProviderName } from './provider.ts';
import { askAndSettle, type PaymentDeps, settleAttempt } from './settle-attempt.ts';

/** How long the sweep keeps asking about an open attempt whose order was let go: past PhonePe's own expiry. */
const LET_GO_WATCH_MS = 20 * 60_000;

/** For orders whose hold ends before `before`: ask their provider whether money arrived that nobody told us about. */
export async function settleStale(deps: PaymentDeps, before: Date): Promise<void> {
  for (const order of await deps.desk.pendingDue(before)) {
    const attempt = await deps.records.latestFor(order.id);
    if (attempt) await ask(deps, order.id, () => settleWaiting(deps, attempt));
  }
  // An order let go while its payment was under way (a new checkout replaced it, a cancel crossed the payment) is no
  // longer pending, yet its money may still come: its open attempts are asked about too, for a while. An approval
  // with the redirect provider takes no money until captured, and none is captured for an order let go; one captured
  // before the order was let go (its confirmation lost to a failing database) is found by reading the order.
  for (const attempt of await deps.records.openSince(new Date(Date.now() - LET_GO_WATCH_MS))) {
    const order = await deps.desk.find(attempt.orderId);
    if (!order || order.paymentStatus === 'pending') continue;
    await ask(deps, order.id, () => askAndSettle(deps, attempt, sweepActor(attempt.provider)));
  }
}

/** An order still waiting takes what its shopper approved but nobody captured (a closed tab, a capture timed out). */
async function settleWaiting(deps: PaymentDeps, attempt: PaymentRecord) {
  const provider = deps.providers.of(attempt.provider);
  const heard = await provider.status(attempt);
  const taken = heard.state === 'approved' && provider.capture ? await provider.capture(attempt) : heard;
  await settleAttempt(deps, attempt, taken, sweepActor(attempt.provider));
}

async function ask(deps: PaymentDeps, orderId: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'payment sweep: provider did not answer; will ask again');
  }
}

/** The sweep in an order's timeline: "razorpay:sweep". PhonePe's status API is named alone, however it was asked. */
const sweepActor = (provider: ProviderName) => (provider === 'phonepe' ? provider : `${provider}:sweep`);
