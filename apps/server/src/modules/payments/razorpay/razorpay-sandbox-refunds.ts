// Owns the Razorpay sandbox's Refunds API: normal refunds of a captured payment (idempotent by X-Refund-Idempotency),
// pending → processed (or failed) a moment later, with refund.created / refund.processed / refund.failed webhooks.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiError,
  notFound,
  now,
  paymentView,
  refundView,
  type SandboxPayment,
  type SandboxRefund,
} from './razorpay-sandbox-entities.ts';
import type { SandboxClock } from '../../../platform/sandbox/sandbox-clock.ts';
import type { SandboxFaults } from '../../../platform/sandbox/sandbox-guards.ts';
import {
  oneAtATime,
  REFUND_SETTLES_AFTER_MS,
  sandboxId,
  type sandboxStore,
} from '../../../platform/sandbox/sandbox-store.ts';

type Deps = {
  store: ReturnType<typeof sandboxStore>;
  basicAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  faults: SandboxFaults;
  clock: SandboxClock;
  sendWebhook: (event: string, payload: Record<string, unknown>) => void;
};
type RefundBody = { amount?: unknown; speed?: unknown; receipt?: unknown; notes?: unknown };
type Refused = { refused: { status: number; description: string; field?: string; na?: boolean } };
type Idempotency = { refundId: string; request: string };

const refused = (status: number, description: string, field?: string): Refused => ({
  refused: { status, description, field },
});
/** Razorpay's idempotency refusals carry "NA" for source, step and reason (payments.md (d), Razorpay). */
const refusedNA = (status: number, description: string): Refused => ({ refused: { status, description, na: true } });
const NA = { source: 'NA', step: 'NA', reason: 'NA' };

/** The body's fields checked as Razorpay checks them, or what is wrong with them. */
function refundRequest(body: RefundBody) {
  const { amount, speed = 'normal', receipt = null, notes = {} } = body;
  if (amount !== undefined && (typeof amount !== 'number' || !Number.isInteger(amount)))
    return refused(400, 'The amount must be an integer.', 'amount');
  if (typeof amount === 'number' && amount < 100) return refused(400, 'The amount must be at least INR 1.00', 'amount');
  if (speed !== 'normal' && speed !== 'optimum') return refused(400, 'The selected speed is invalid.', 'speed');
  if (receipt !== null && (typeof receipt !== 'string' || receipt.length > 40))
    return refused(400, 'receipt: the length must be no more than 40.', 'receipt');
  if (typeof notes !== 'object' || notes === null || Object.values(notes).some((v) => typeof v !== 'string'))
    return refused(400, 'notes should be a key-value object of strings', 'notes');
  return { amount, speed, receipt, notes: notes as Record<string, string> };
}

export async function razorpayRefunds(app: FastifyInstance, { store, basicAuth, faults, clock, sendWebhook }: Deps) {
  const serially = oneAtATime();
  const entities = (refund: SandboxRefund, payment: SandboxPayment) => ({
    refund: { entity: refundView(refund) },
    payment: { entity: paymentView(payment) },
  });

  /** A pending refund whose time has come: processed (the payment shows it) or failed; its webhook follows. */
  const settle = (refundId: string) =>
    serially(async () => {
      const refund = await store.get<SandboxRefund>('refund', refundId);
      if (!refund || refund.status !== 'pending' || refund.sandbox.settleAt > Date.now()) return refund;
      const payment = paymentView((await store.get<SandboxPayment>('payment', refund.payment_id))!);
      if (refund.sandbox.fails) {
        const failed = await store.put('refund', refund.id, { ...refund, status: 'failed' as const });
        sendWebhook('refund.failed', entities(failed, payment));
        return failed;
      }
      const refunded = payment.amount_refunded + refund.amount;
      const full = refunded >= payment.amount;
      const paymentNow = await store.put('payment', payment.id, {
        ...payment,
        amount_refunded: refunded,
        refund_status: full ? ('full' as const) : ('partial' as const),
        status: full ? ('refunded' as const) : payment.status,
      });
      const processed = await store.put('refund', refund.id, { ...refund, status: 'processed' as const });
      sendWebhook('refund.processed', entities(processed, paymentNow));
      return processed;
    });

  /** Settles on reading too, so a refund whose timer was lost (a restart) still moves on. */
  const current = async (refund: SandboxRefund) =>
    refund.status === 'pending' && refund.sandbox.settleAt <= Date.now()
      ? ((await settle(refund.id)) ?? refund)
      : refund;

  async function makeRefund(paymentId: string, body: RefundBody, key: string | undefined) {
    const asked = refundRequest(body);
    if ('refused' in asked) return asked;
    // The same key with the same request answers the refund made the first time; with another request, a 400.
    const request = JSON.stringify([paymentId, asked]);
    const earlier = key ? await store.get<Idempotency>('refund-idempotency', `idempotency:${key}`) : undefined;
    if (earlier) {
      // A 409 that asking again never changes: "use a unique idempotency key for the new request".
      if (earlier.request !== request)
        return refusedNA(409, 'Different request with the same idempotency key has already been processed.');
      return { refund: (await store.get<SandboxRefund>('refund', earlier.refundId))! };
    }
    const stored = await store.get<SandboxPayment>('payment', paymentId);
    if (!stored) return refused(400, 'The id provided does not exist');
    const payment = paymentView(stored);
    if (payment.status === 'refunded') return refused(400, 'The payment has been fully refunded already');
    if (payment.status !== 'captured') return refused(400, 'Only a captured payment can be refunded');
    // Pending refunds count too: what they give back is no longer there to refund.
    const refunds = await store.find<SandboxRefund>('refund', 'payment_id', paymentId);
    const left = payment.amount - refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    if (left <= 0) return refused(400, 'The payment has been fully refunded already');
    const amount = asked.amount ?? left;
    if (amount > left) return refused(400, 'The refund amount provided is greater than amount captured', 'amount');
    const refund: SandboxRefund = {
      id: sandboxId('rfnd_'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: asked.notes,
      receipt: asked.receipt,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: asked.speed,
      sandbox: { settleAt: Date.now() + REFUND_SETTLES_AFTER_MS, fails: faults.refundsFail() },
    };
    await store.put('refund', refund.id, refund);
    if (key) await store.put('refund-idempotency', `idempotency:${key}`, { refundId: refund.id, request });
    sendWebhook('refund.created', entities(refund, payment));
    clock.later(() => settle(refund.id), REFUND_SETTLES_AFTER_MS);
    return { refund };
  }

  app.post<{ Params: { id: string }; Body: RefundBody | undefined }>(
    '/v1/payments/:id/refund',
    { onRequest: basicAuth },
    async (request, reply) => {
      const key = request.headers['x-refund-idempotency'];
      // The key's two documented refusals (payments.md (d), Razorpay).
      if (key !== undefined && (typeof key !== 'string' || key.length < 10))
        return apiError(reply, 400, 'The idempotency key must be at least 10 characters long.');
      if (key !== undefined && !/^[A-Za-z0-9_-]+$/.test(key))
        return apiError(
          reply,
          400,
          'The idempotency key must only contain alphanumeric characters, underscores, and hyphens',
        );
      const made = await serially(() => makeRefund(request.params.id, request.body ?? {}, key));
      if ('refused' in made) {
        const { status, description, field, na } = made.refused;
        return apiError(reply, status, description, na ? NA : { field });
      }
      if (faults.refundsStall() && !(await clock.stall(reply))) return reply;
      return refundView(await current(made.refund));
    },
  );

  app.get<{ Params: { id: string } }>('/v1/payments/:id/refunds', { onRequest: basicAuth }, async (request, reply) => {
    if (!(await store.get('payment', request.params.id))) return notFound(reply);
    const refunds = await store.find<SandboxRefund>('refund', 'payment_id', request.params.id);
    const items = (await Promise.all(refunds.map(current))).sort((a, b) => b.created_at - a.created_at);
    return { entity: 'collection', count: items.length, items: items.map(refundView) };
  });

  app.get<{ Params: { id: string } }>('/v1/refunds/:id', { onRequest: basicAuth }, async (request, reply) => {
    const refund = await store.get<SandboxRefund>('refund', request.params.id);
    return refund ? refundView(await current(refund)) : notFound(reply);
  });
}
