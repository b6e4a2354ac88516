// Owns asking the provider that took the money to give it back, and following each refund to its end: the refund is
// claimed and recorded in the orders module, asked of its provider through the payments module, and ended by
// money-back.ts (with the shopper's notice). The orders side has already written the refund (pending) when it reaches
// here; its id is the idempotency key every provider sees
// (Razorpay's receipt, PhonePe's merchantRefundId, PayPal's request id), so asking again after a timeout, a crash or a
// second instance finds the same refund instead of making another. Webhooks, callbacks and the sweep's polling end it.
import type { FastifyInstance } from 'fastify';
import { claimRefund, pendingRefunds, refundAsked, type RefundOutcome } from '../modules/orders/index.ts';
import {
  type PaymentProvider,
  type PaymentProviders,
  ProviderRefusal,
  type RefundHeard,
} from '../modules/payments/index.ts';
import { settleRefund } from './money-back.ts';

type Deps = { app: FastifyInstance; providers: Pick<PaymentProviders, 'of'> };

export function refundService(deps: Deps) {
  return {
    send: (refundId: string) => send(deps, refundId),

    /** The sweep: every pending provider refund is asked about again (each at most once a half-minute). */
    async sweep(): Promise<void> {
      for (const id of await pendingRefunds(deps.app.db)) await send(deps, id);
    },

    /** A refund's webhook or callback: a trigger only; the provider's refund-status API says how it stands. */
    async heard(provider: PaymentProvider, event: { refundId: string; providerRefundId?: string; via: string }) {
      const heard = await provider.refundStatus({
        id: event.refundId,
        providerRefundId: event.providerRefundId ?? null,
      });
      if (heard) await record(deps, { id: event.refundId }, heard, event.via);
    },
  };
}
export type RefundService = ReturnType<typeof refundService>;

/**
 * Asks the provider (or, once asked, asks how it stands) and records what it says. Never throws: a provider that does
 * not answer leaves the refund pending for the sweep; one that refuses it ends it failed, with its words. Started
 * without being awaited (`void`), so a database that fails here fails this one send, logged, never the process (an
 * unhandled rejection is fatal to it); the sweep asks again.
 */
async function send(deps: Deps, refundId: string): Promise<void> {
  try {
    await claimAndAsk(deps, refundId);
  } catch (error) {
    deps.app.log.error({ refundId, err: error }, 'refund: could not be sent; the sweep will ask again');
  }
}

async function claimAndAsk(deps: Deps, refundId: string): Promise<void> {
  const refund = await claimRefund(deps.app.db, refundId);
  if (!refund || refund.provider === 'transfer') return;
  const toSend = { ...refund, provider: refund.provider };
  const via = `${refund.provider}:refund`;
  const provider = deps.providers.of(refund.provider);
  let heard: RefundHeard | undefined;
  try {
    heard = refund.providerRefundId ? await provider.refundStatus(refund) : await provider.refund(toSend);
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) {
      deps.app.log.warn(
        { refundId, orderId: refund.orderId, err: error },
        'refund: provider did not answer; will ask again',
      );
      return;
    }
    await settle(deps, refund.id, { status: 'failed', failure: error.message }, via);
    deps.app.log.warn({ refundId, orderId: refund.orderId, err: error }, 'refund refused by the provider');
    return;
  }
  if (heard) await record(deps, refund, heard, via);
}

async function record(deps: Deps, refund: { id: string }, heard: RefundHeard, via: string) {
  if (heard.providerRefundId) await refundAsked(deps.app.db, refund.id, heard.providerRefundId);
  if (heard.state === 'pending') return;
  await settle(
    deps,
    refund.id,
    heard.state === 'processed'
      ? { status: 'processed', reference: heard.providerRefundId }
      : {
          status: 'failed',
          failure: heard.failure ?? 'The provider refused the refund',
          reference: heard.providerRefundId,
        },
    via,
  );
}

/** Ends the refund once (the order's books, timeline, credit note); later reports change nothing. */
async function settle(deps: Deps, refundId: string, outcome: RefundOutcome, actor: string) {
  const { refund, ended } = await settleRefund(deps.app.db, refundId, outcome, actor, deps.app.log);
  // The shopper's mail of a refund that ended: the dispatcher's table.
  if (ended && refund) await deps.app.orderEffects.kick(refund.orderId);
}
