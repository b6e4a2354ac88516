// Owns the Razorpay sandbox: its Orders/Payments API with Basic auth, the checkout script's modal, signed webhooks.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutSignature, type RazorpaySettings, webhookSignature } from '../razorpay.ts';
import { selfUrl } from '../providers.ts';
import { type SandboxFaults, visitorLimit } from './sandbox-guards.ts';
import { SANDBOX } from './sandbox-keys.ts';
import { sandboxId, sandboxStore } from './sandbox-store.ts';
import { CHECKOUT_JS } from './razorpay-checkout-js.ts';

type SandboxOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: string;
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
type SandboxPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: string;
  order_id: string;
  method: string;
  captured: boolean;
  created_at: number;
  error_description?: string;
};

const keys: Omit<RazorpaySettings, 'apiUrl' | 'checkoutScript'> = SANDBOX.razorpay;
const now = () => Math.floor(Date.now() / 1000);
const apiError = (reply: FastifyReply, status: number, description: string, field?: string) =>
  reply.status(status).send({
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      field,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
    },
  });

export async function razorpaySandbox(app: FastifyInstance, { faults }: { faults: SandboxFaults }): Promise<void> {
  const store = sandboxStore(app.db, 'razorpay');

  const basicAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return apiError(reply.status(401), 401, 'The api key provided is invalid');
  };

  /** Webhooks arrive a moment later, like the real ones, so the browser's verify usually wins the race. */
  function sendWebhook(event: string, payload: Record<string, unknown>) {
    if (faults.webhooksLost()) return;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    setTimeout(() => {
      fetch(`${selfUrl(app)}/api/razorpay/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature({ ...keys, apiUrl: '', checkoutScript: '' }, body),
          'x-razorpay-event-id': `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
        },
        body,
        signal: AbortSignal.timeout(5000),
      }).catch((error: unknown) => app.log.warn({ err: error }, 'razorpay sandbox: webhook not delivered'));
    }, 400).unref();
  }

  app.post<{ Body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: Record<string, string> } }>(
    '/v1/orders',
    { onRequest: [visitorLimit(app, 'razorpay-orders', 30, 15), basicAuth] },
    async (request, reply) => {
      const { amount, currency = 'INR', receipt = '', notes = {} } = request.body ?? {};
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return apiError(reply, 400, 'The amount must be at least INR 1.00', 'amount');
      if (currency !== 'INR') return apiError(reply, 400, 'Currency is not supported', 'currency');
      if (typeof receipt !== 'string' || receipt.length > 40)
        return apiError(reply, 400, 'receipt: the length must be no more than 40.', 'receipt');
      const order: SandboxOrder = {
        id: sandboxId('order_'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt,
        status: 'created',
        attempts: 0,
        notes,
        created_at: now(),
      };
      return store.put('order', order.id, order);
    },
  );

  app.get<{ Params: { id: string } }>('/v1/payments/:id', { onRequest: basicAuth }, async (request, reply) => {
    const payment = await store.get<SandboxPayment>('payment', request.params.id);
    return payment ?? apiError(reply, 400, 'The id provided does not exist');
  });

  app.get<{ Params: { id: string } }>('/v1/orders/:id/payments', { onRequest: basicAuth }, async (request) => {
    const items = await store.find<SandboxPayment>('payment', 'order_id', request.params.id);
    return { entity: 'collection', count: items.length, items };
  });

  app.post<{ Params: { id: string }; Body: { amount?: number } }>(
    '/v1/payments/:id/capture',
    { onRequest: basicAuth },
    async (request, reply) => {
      const payment = await store.get<SandboxPayment>('payment', request.params.id);
      if (!payment) return apiError(reply, 400, 'The id provided does not exist');
      if (payment.status !== 'authorized') return apiError(reply, 400, 'This payment has already been captured');
      if (request.body?.amount !== payment.amount)
        return apiError(reply, 400, 'Capture amount must be equal to the amount authorized', 'amount');
      const order = await store.get<SandboxOrder>('order', payment.order_id);
      // A captured payment pays its order: Razorpay takes no further payment for it.
      if (order)
        await store.put('order', order.id, { ...order, status: 'paid', amount_paid: order.amount, amount_due: 0 });
      return store.put('payment', payment.id, { ...payment, status: 'captured', captured: true });
    },
  );

  // ── What the shopper's browser talks to: the checkout script and its modal's buttons ──

  app.get('/checkout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_JS),
  );

  // Pay, fail, or (as with manual capture or a late authorisation) only authorise, leaving the capture to the shop.
  app.post<{ Body: { key?: string; order_id?: string; outcome?: string } }>(
    '/checkout/complete',
    { onRequest: visitorLimit(app, 'razorpay-checkout', 60, 15) },
    async (request, reply) => {
      const { key, order_id: orderId = '', outcome } = request.body ?? {};
      const order = await store.get<SandboxOrder>('order', orderId);
      if (key !== keys.keyId || !order) return apiError(reply, 400, 'Invalid key or order');
      if (order.status === 'paid') return apiError(reply, 400, 'Order has already been paid');
      const paid = outcome === 'pay';
      const authorised = outcome === 'authorize';
      const payment: SandboxPayment = {
        id: sandboxId('pay_'),
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status: paid ? 'captured' : authorised ? 'authorized' : 'failed',
        order_id: order.id,
        method: 'upi',
        captured: paid,
        created_at: now(),
        ...(paid || authorised ? {} : { error_description: 'Payment failed because the test bank declined it' }),
      };
      await store.put('payment', payment.id, payment);
      await store.put('order', order.id, {
        ...order,
        attempts: order.attempts + 1,
        status: paid ? 'paid' : 'attempted',
        amount_paid: paid ? order.amount : 0,
        amount_due: paid ? 0 : order.amount,
      });
      const signed = {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: checkoutSignature({ ...keys, apiUrl: '', checkoutScript: '' }, order.id, payment.id),
      };
      if (authorised) {
        sendWebhook('payment.authorized', { payment: { entity: payment } });
        return signed;
      }
      if (!paid) {
        sendWebhook('payment.failed', { payment: { entity: payment } });
        return reply.status(400).send({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: payment.error_description,
            source: 'bank',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: order.id, payment_id: payment.id },
          },
        });
      }
      sendWebhook('payment.captured', { payment: { entity: payment } });
      sendWebhook('order.paid', { payment: { entity: payment }, order: { entity: { ...order, status: 'paid' } } });
      return signed;
    },
  );
}
