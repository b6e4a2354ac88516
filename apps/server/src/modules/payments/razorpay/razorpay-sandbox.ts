// Owns the Razorpay sandbox: its Orders/Payments API with Basic auth, the checkout script's modal, signed webhooks.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutSignature, type RazorpaySettings, webhookSignature } from './razorpay-api.ts';
import {
  apiError,
  feeOf,
  notFound,
  now,
  orderView,
  paymentView,
  type SandboxOrder,
  type SandboxPayment,
} from './razorpay-sandbox-entities.ts';
import { razorpayRefunds } from './razorpay-sandbox-refunds.ts';
import type { SandboxClock } from '../../../platform/sandbox/sandbox-clock.ts';
import { type SandboxFaults, visitorLimit } from '../../../platform/sandbox/sandbox-guards.ts';
import { SANDBOX } from '../sandbox/sandbox-keys.ts';
import { sandboxId, sandboxStore } from '../../../platform/sandbox/sandbox-store.ts';
import { CHECKOUT_JS } from './razorpay-sandbox-checkout-js.ts';

const keys: Omit<RazorpaySettings, 'apiUrl' | 'checkoutScript'> = SANDBOX.razorpay;
const digits = (count: number) =>
  String(BigInt(`0x${randomBytes(8).toString('hex')}`))
    .padStart(count, '0')
    .slice(-count);

/** What the checkout says about the shopper (its prefill), as Razorpay keeps it: a 10-digit number gets +91. */
function shopperOf(body: { email?: unknown; contact?: unknown }) {
  const email = typeof body.email === 'string' && body.email.includes('@') ? body.email : 'void@razorpay.com';
  const phone = typeof body.contact === 'string' ? body.contact.replace(/[\s-]/g, '') : '';
  const contact = /^\d{10}$/.test(phone) ? `+91${phone}` : /^\+\d{8,15}$/.test(phone) ? phone : '+919000090000';
  return { email, contact };
}

type Options = { faults: SandboxFaults; clock: SandboxClock };

export async function razorpaySandbox(app: FastifyInstance, { faults, clock }: Options): Promise<void> {
  const store = sandboxStore(app.db, 'razorpay');

  const basicAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return apiError(reply, 401, 'The api key provided is invalid', { reason: 'NA', step: 'NA', source: 'NA' });
  };

  /**
   * Signed webhooks to our /api/razorpay/webhook, a moment later like the real ones (so the browser's verify usually
   * wins the race), unless the webhooksLost fault is on.
   */
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
    clock.notify(
      '/api/razorpay/webhook',
      {
        'x-razorpay-signature': webhookSignature({ ...keys, apiUrl: '', checkoutScript: '' }, body),
        'x-razorpay-event-id': `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      },
      body,
    );
  }

  app.post<{ Body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: Record<string, string> } }>(
    '/v1/orders',
    { onRequest: [visitorLimit(app, 'razorpay-orders', 30, 15), basicAuth] },
    async (request, reply) => {
      const { amount, currency = 'INR', receipt = '', notes = {} } = request.body ?? {};
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return apiError(reply, 400, 'The amount must be at least INR 1.00', { field: 'amount' });
      if (currency !== 'INR') return apiError(reply, 400, 'Currency is not supported', { field: 'currency' });
      if (typeof receipt !== 'string' || receipt.length > 40)
        return apiError(reply, 400, 'receipt: the length must be no more than 40.', { field: 'receipt' });
      const order: SandboxOrder = {
        id: sandboxId('order_'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes,
        created_at: now(),
      };
      return store.put('order', order.id, order);
    },
  );

  app.get<{ Params: { id: string } }>('/v1/orders/:id', { onRequest: basicAuth }, async (request, reply) => {
    const order = await store.get<SandboxOrder>('order', request.params.id);
    return order ? orderView(order) : notFound(reply);
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', { onRequest: basicAuth }, async (request, reply) => {
    const payment = await store.get<SandboxPayment>('payment', request.params.id);
    return payment ? paymentView(payment) : notFound(reply);
  });

  app.get<{ Params: { id: string } }>('/v1/orders/:id/payments', { onRequest: basicAuth }, async (request) => {
    const items = (await store.find<SandboxPayment>('payment', 'order_id', request.params.id)).map(paymentView);
    return { entity: 'collection', count: items.length, items };
  });

  app.post<{ Params: { id: string }; Body: { amount?: number } }>(
    '/v1/payments/:id/capture',
    { onRequest: basicAuth },
    async (request, reply) => {
      const payment = await store.get<SandboxPayment>('payment', request.params.id);
      if (!payment) return notFound(reply);
      if (payment.status !== 'authorized') return apiError(reply, 400, 'This payment has already been captured');
      if (request.body?.amount !== payment.amount)
        return apiError(reply, 400, 'Capture amount must be equal to the amount authorized', { field: 'amount' });
      const order = await store.get<SandboxOrder>('order', payment.order_id);
      // A captured payment pays its order: Razorpay takes no further payment for it.
      if (order)
        await store.put('order', order.id, { ...order, status: 'paid', amount_paid: order.amount, amount_due: 0 });
      const captured = {
        ...paymentView(payment),
        status: 'captured' as const,
        captured: true,
        ...feeOf(payment.amount),
      };
      return store.put('payment', payment.id, captured);
    },
  );

  await app.register(razorpayRefunds, { store, basicAuth, faults, clock, sendWebhook });

  // ── What the shopper's browser talks to: the checkout script and its modal's buttons ──

  app.get('/checkout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_JS),
  );

  // Pay, fail, or (as with manual capture or a late authorisation) only authorise, leaving the capture to the shop.
  app.post<{
    Body: {
      key?: string;
      order_id?: string;
      outcome?: string;
      email?: unknown;
      contact?: unknown;
      description?: unknown;
    };
  }>('/checkout/complete', { onRequest: visitorLimit(app, 'razorpay-checkout', 60, 15) }, async (request, reply) => {
    const { key, order_id: orderId = '', outcome, description } = request.body ?? {};
    const order = await store.get<SandboxOrder>('order', orderId);
    if (key !== keys.keyId || !order) return apiError(reply, 400, 'Invalid key or order');
    if (order.status === 'paid') return apiError(reply, 400, 'Order has already been paid');
    const paid = outcome === 'pay';
    const authorised = outcome === 'authorize';
    const failed = !paid && !authorised;
    const payment: SandboxPayment = {
      id: sandboxId('pay_'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: paid ? 'captured' : authorised ? 'authorized' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: paid,
      description: typeof description === 'string' ? description.slice(0, 255) : null,
      card_id: null,
      bank: null,
      wallet: null,
      // Razorpay's test UPI ids.
      vpa: failed ? 'failure@razorpay' : 'success@razorpay',
      ...shopperOf(request.body ?? {}),
      notes: order.notes,
      ...(paid ? feeOf(order.amount) : { fee: null, tax: null }),
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed because the test bank declined it' : null,
      error_source: failed ? 'bank' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      acquirer_data: {
        rrn: failed ? null : digits(12),
        upi_transaction_id: failed ? null : randomBytes(16).toString('hex').toUpperCase(),
      },
      created_at: now(),
    };
    await store.put('payment', payment.id, payment);
    const attempted = await store.put('order', order.id, {
      ...order,
      attempts: order.attempts + 1,
      status: paid ? 'paid' : 'attempted',
      amount_paid: paid ? order.amount : 0,
      amount_due: paid ? 0 : order.amount,
    } satisfies SandboxOrder);
    const signed = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature({ ...keys, apiUrl: '', checkoutScript: '' }, order.id, payment.id),
    };
    if (authorised) {
      sendWebhook('payment.authorized', { payment: { entity: payment } });
      return signed;
    }
    if (failed) {
      sendWebhook('payment.failed', { payment: { entity: payment } });
      return reply.status(400).send({
        error: {
          code: payment.error_code,
          description: payment.error_description,
          source: payment.error_source,
          step: payment.error_step,
          reason: payment.error_reason,
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      });
    }
    sendWebhook('payment.captured', { payment: { entity: payment } });
    sendWebhook('order.paid', { payment: { entity: payment }, order: { entity: orderView(attempted) } });
    return signed;
  });
}
