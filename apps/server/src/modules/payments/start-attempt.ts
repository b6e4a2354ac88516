// Owns opening a payment attempt with a provider for an order, or going on with the one already open, and what the
// shopper's browser does next.
import { Conflict } from '../../platform/errors.ts';
import { PAYMENT_MESSAGES, settleOutcome } from './payment-outcomes.ts';
import type { PaymentRecord } from './payment-records.ts';
import type { NextStep, PaymentProvider } from './provider.ts';
import { type PaymentDeps, settleAttempt } from './settle-attempt.ts';

/** The order as a provider is asked to take its money. */
type PayableTotal = { id: string; totalPaise: number };

/**
 * The attempt the order is paid through. A provider that lets an open attempt be paid again (Razorpay's one order per
 * shop order) goes on with it, so a second click, tab or retry pays the same one rather than a second that could be
 * paid as well. `shopUrl` is where the provider sends the shopper back.
 */
export async function startAttempt(
  deps: PaymentDeps,
  provider: PaymentProvider,
  order: PayableTotal,
  shopUrl: string,
): Promise<{ attempt: PaymentRecord; next: NextStep }> {
  if (provider.resume) {
    const open = await deps.records.openAttempt(order.id, provider.name);
    if (open) return { attempt: open, next: await goOn(deps, provider, open, provider.resume) };
  }
  const started = await provider.start(order, shopUrl);
  // Two clicks at the same moment each open one at the provider; the database keeps the first, and both answer it.
  const opened =
    (await deps.records.open(order.id, provider.name, started.providerOrderId, started.amountPaise)) ??
    (await deps.records.openAttempt(order.id, provider.name));
  if (!opened) throw new Conflict(PAYMENT_MESSAGES.notPayable);
  return { attempt: opened, next: provider.resume ? provider.resume(opened) : started.next };
}

/** The open attempt's next step, unless it was paid without our hearing of it (a lost verify and webhook). */
async function goOn(
  deps: PaymentDeps,
  provider: PaymentProvider,
  open: PaymentRecord,
  resume: NonNullable<PaymentProvider['resume']>,
): Promise<NextStep> {
  // The shopper's click waits on it: asked once.
  const heard = await provider.status({ providerOrderId: open.providerOrderId, whileWaiting: true });
  if (heard.state !== 'paid' && heard.state !== 'held') return resume(open);
  // Settled instead of asked again: the shopper learns it is paid (or why their money is not kept).
  settleOutcome(await settleAttempt(deps, open, heard, `${provider.name}:start`));
  throw new Conflict(PAYMENT_MESSAGES.alreadyPaid);
}
