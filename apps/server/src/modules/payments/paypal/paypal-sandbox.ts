// Owns the redirect provider's sandbox, in PayPal's Orders v2 shape: token, create, read, the hosted approval page,
// capture; its Payments v2 refunds are in paypal-sandbox-refunds.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatRupees } from '@shop/contract/money';
import {
  type Amount,
  isoNow,
  issue,
  orderView,
  paypalLinks,
  type SandboxCapture,
  type SandboxPayPalOrder,
} from './paypal-sandbox-entities.ts';
import { payPalRefunds } from './paypal-sandbox-refunds.ts';
import type { SandboxClock } from '../../../platform/sandbox/sandbox-clock.ts';
import { redirectsIntoShop, type SandboxFaults, visitorLimit } from '../../../platform/sandbox/sandbox-guards.ts';
import { SANDBOX } from '../sandbox/sandbox-keys.ts';
import { hostedPage, sandboxId, sandboxStore } from '../../../platform/sandbox/sandbox-store.ts';

type ReturnUrls = { return_url?: string; cancel_url?: string };
type CreateBody = {
  intent?: string;
  purchase_units?: { reference_id?: string; amount?: Amount }[];
  payment_source?: { paypal?: { experience_context?: ReturnUrls } };
  application_context?: ReturnUrls;
};

const keys = SANDBOX.paypal;

/** Adds a query to a URL that may already carry one. */
const withQuery = (url: string, query: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;

type Options = { faults: SandboxFaults; clock: SandboxClock };

export async function payPalSandbox(app: FastifyInstance, { faults, clock }: Options): Promise<void> {
  const store = sandboxStore(app.db, 'paypal');
  const links = paypalLinks(app.config.publicUrl);
  const view = (order: SandboxPayPalOrder) => orderView(links, order);

  // A capture (or a full refund) may come with no body at all, as PayPal's SDK sends it: an empty JSON body is none.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400 }), undefined);
    }
  });

  const bearer = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!token || !(await store.get('token', token)))
      return issue(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
  };

  app.post('/v1/oauth2/token', { onRequest: visitorLimit(app, 'paypal-token', 20, 15) }, async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${keys.clientId}:${keys.clientSecret}`).toString('base64')}`;
    // An OAuth error, not PayPal's REST shape (payments.md (d), PayPal).
    if (request.headers.authorization !== expected)
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const accessToken = randomBytes(24).toString('base64url');
    await store.put('token', accessToken, { issuedAt: Date.now() });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: 32400 };
  });

  app.post<{ Body: CreateBody | undefined }>(
    '/v2/checkout/orders',
    { onRequest: [visitorLimit(app, 'paypal-orders', 30, 15), bearer] },
    async (request, reply) => {
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const repeated = requestId && (await store.get<SandboxPayPalOrder>('order-request', requestId));
      if (repeated) return reply.status(200).send(view(repeated));
      const unit = request.body?.purchase_units?.[0];
      // The current way (payment_source.paypal.experience_context) or the deprecated one (application_context).
      const experience = request.body?.payment_source?.paypal?.experience_context;
      const context = experience ?? request.body?.application_context;
      // A request that breaks the schema is a 400 INVALID_REQUEST (payments.md (d), PayPal).
      if (!unit?.amount || !context?.return_url || !context.cancel_url)
        return issue(reply, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      if (request.body?.intent !== 'CAPTURE' || !/^\d+(\.\d{1,2})?$/.test(unit.amount.value))
        return issue(reply, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
      // The approval page sends the buyer back there: only into this shop, never to a page someone else chose.
      if (
        !redirectsIntoShop(app.config.publicUrl, context.return_url) ||
        !redirectsIntoShop(app.config.publicUrl, context.cancel_url)
      )
        return issue(reply, 400, 'INVALID_REQUEST', 'RETURN_URL_NOT_ON_THIS_SHOP');
      const order: SandboxPayPalOrder = {
        id: sandboxId('', 17).toUpperCase(),
        intent: 'CAPTURE',
        status: experience ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        purchase_units: [{ reference_id: unit.reference_id, amount: unit.amount }],
        ...(experience ? { payment_source: { paypal: {} } } : {}),
        create_time: isoNow(),
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
      };
      await store.put('order', order.id, order);
      if (requestId) await store.put('order-request', requestId, order);
      return reply.status(201).send(view(order));
    },
  );

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', { onRequest: bearer }, async (request, reply) => {
    const order = await store.get<SandboxPayPalOrder>('order', request.params.id);
    return order ? view(order) : issue(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  });

  // The SDK sends no body; an empty JSON object is the same.
  app.post<{ Params: { id: string } }>(
    '/v2/checkout/orders/:id/capture',
    { onRequest: bearer },
    async (request, reply) => {
      const order = await store.get<SandboxPayPalOrder>('order', request.params.id);
      if (!order) return issue(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      if (order.status === 'COMPLETED') {
        // The same PayPal-Request-Id gets the first answer again; a new one learns it was captured already.
        return requestId && requestId === order.captureRequestId
          ? (order.captureAnswer ?? view(order))
          : issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      }
      if (order.status !== 'APPROVED') return issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      const unit = order.purchase_units[0]!;
      const at = isoNow();
      const capture: SandboxCapture = {
        id: sandboxId('', 17).toUpperCase(),
        status: 'COMPLETED',
        amount: unit.amount,
        final_capture: true,
        seller_protection: { status: 'ELIGIBLE' },
        create_time: at,
        update_time: at,
      };
      const captured: SandboxPayPalOrder = {
        ...order,
        status: 'COMPLETED',
        update_time: at,
        captureRequestId: requestId,
        purchase_units: [{ ...unit, payments: { captures: [capture] } }],
      };
      const answer = view(captured);
      await store.put('capture', capture.id, { id: capture.id, orderId: order.id });
      await store.put('order', order.id, { ...captured, captureAnswer: answer });
      return reply.status(201).send(answer);
    },
  );

  await app.register(payPalRefunds, { store, bearer, faults, clock, links });

  // ── The hosted approval page ──

  app.get<{ Params: { id: string } }>('/approve/:id', async (request, reply) => {
    const order = await store.get<SandboxPayPalOrder>('order', request.params.id);
    if (!order) return reply.status(404).type('text/plain').send('No such order');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        hostedPage({
          provider: 'PayPal',
          colour: '#003087',
          amountText: formatRupees(Number(order.purchase_units[0]!.amount.value)),
          action: `/api/sandbox/paypal/approve/${order.id}/complete`,
          note: 'Approve this test payment to return to the shop, or cancel it.',
        }),
      );
  });

  app.post<{ Params: { id: string }; Body: { outcome?: string } }>('/approve/:id/complete', async (request, reply) => {
    const order = await store.get<SandboxPayPalOrder>('order', request.params.id);
    if (!order) return reply.status(404).type('text/plain').send('No such order');
    const awaiting = order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
    if (request.body?.outcome !== 'pay') {
      if (awaiting) await store.put('order', order.id, { ...order, status: 'VOIDED' });
      return reply.redirect(withQuery(order.cancelUrl, { token: order.id }), 303);
    }
    const payerId = order.payerId ?? sandboxId('', 13).toUpperCase();
    if (awaiting) {
      const buyer = { email_address: 'sb-buyer@personal.example.com', payer_id: payerId };
      await store.put('order', order.id, {
        ...order,
        status: 'APPROVED',
        payerId,
        payment_source: { paypal: { ...buyer, account_id: payerId, account_status: 'VERIFIED' } },
        payer: buyer,
      });
    }
    // Both the Orders v2 return (token) and the older v1 shape the spec's page reads (paymentId).
    return reply.redirect(withQuery(order.returnUrl, { paymentId: order.id, token: order.id, PayerID: payerId }), 303);
  });
}
