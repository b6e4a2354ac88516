// Owns opening a payment attempt with a provider for an order, or going on with the one already open, and what the
// shopper's browser does next; an open attempt found paid meanwhile is answered as the provider's word, for the flows
// to settle.
import { Conflict } from '../../platform/errors.ts';
import { PAYMENT_MESSAGES } from './payment-outcomes.ts';
import type { PaymentRecord, PaymentRecords } from './payment-records.ts';
import type { NextStep, PaymentHeard, PaymentProvider } from './provider.ts';

/** The order as a provider is asked to take its money. */
type PayableTotal = { id: string; totalPaise: number; shopName?: string };

/** Money the provider holds or took for an open attempt. */
export type MoneyHeard = Extract<PaymentHeard, { state: 'held' | 'paid' }>;

/**
 * The attempt the order is paid through, and the browser's next step; or, when the open attempt was paid without our
 * hearing of it (a lost verify and webhook), what the provider says of that money. A provider that lets an open attempt
 * be paid again (Razorpay's one order per shop order) goes on with it, so a second click, tab or retry pays the same one
 * rather than a second that could be paid as well. `shopUrl` is where the provider sends the shopper back.
 */
export async function startAttempt(
  records: PaymentRecords,
  provider: PaymentProvider,
  order: PayableTotal,
  shopUrl: string,
): Promise<{ attempt: PaymentRecord; next: NextStep } | { attempt: PaymentRecord; paidMeanwhile: MoneyHeard }> {
  if (provider.resume) {
    const open = await records.openAttempt(order.id, provider.name);
    if (open) {
      // The shopper's click waits on it: asked once.
      const heard = await provider.status({ providerOrderId: open.providerOrderId, whileWaiting: true });
      if (heard.state === 'paid' || heard.state === 'held') return { attempt: open, paidMeanwhile: heard };
      return { attempt: open, next: provider.resume(open) };
    }
  }
  const started = await provider.start(order, shopUrl);
  // Two clicks at the same moment each open one at the provider; the database keeps the first, and both answer it.
  const opened =
    (await records.open(order.id, provider.name, started.providerOrderId, started.amountPaise)) ??
    (await records.openAttempt(order.id, provider.name));
  if (!opened) throw new Conflict(PAYMENT_MESSAGES.notPayable);
  return { attempt: opened, next: provider.resume ? provider.resume(opened) : started.next };
}
