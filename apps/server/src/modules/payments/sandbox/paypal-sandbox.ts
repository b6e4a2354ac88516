// Owns the redirect provider's sandbox, in PayPal's Orders v2 shape: token, create, hosted approval page, capture.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatRupees } from '@shop/contract/money';
import { redirectsIntoShop, visitorLimit } from './sandbox-guards.ts';
import { SANDBOX } from './sandbox-keys.ts';
import { hostedPage, sandboxId, sandboxStore } from './sandbox-store.ts';

type Amount = { currency_code: string; value: string };
type SandboxPayPalOrder = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: {
    reference_id?: string;
    amount: Amount;
    payments?: { captures: { id: string; status: string; amount: Amount }[] };
  }[];
  returnUrl: string;
  cancelUrl: string;
  payerId?: string;
  captureRequestId?: string;
};

const keys = SANDBOX.paypal;
const issue = (reply: FastifyReply, status: number, name: string, issueCode: string) =>
  reply.status(status).send({ name, details: [{ issue: issueCode }], message: issueCode });

/** Adds a query to a URL that may already carry one. */
const withQuery = (url: string, query: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;

export async function payPalSandbox(app: FastifyInstance): Promise<void> {
  const store = sandboxStore(app.db, 'paypal');
  const view = ({ returnUrl: _r, cancelUrl: _c, payerId: _p, captureRequestId: _q, ...order }: SandboxPayPalOrder) =>
    order;

  const bearer = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!token || !(await store.get('token', token)))
      return issue(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
  };

  app.post('/v1/oauth2/token', { onRequest: visitorLimit(app, 'paypal-token', 20, 15) }, async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${keys.clientId}:${keys.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return reply.status(401).send({ error: 'invalid_client' });
    const accessToken = randomBytes(24).toString('base64url');
    await store.put('token', accessToken, { issuedAt: Date.now() });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: 32400 };
  });

  app.post<{
    Body: {
      intent?: string;
      purchase_units?: { reference_id?: string; amount?: Amount }[];
      application_context?: { return_url?: string; cancel_url?: string };
    };
  }>(
    '/v2/checkout/orders',
    { onRequest: [visitorLimit(app, 'paypal-orders', 30, 15), bearer] },
    async (request, reply) => {
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const repeated = requestId && (await store.get<SandboxPayPalOrder>('order-request', requestId));
      if (repeated) return reply.status(200).send(links(app, repeated));
      const unit = request.body?.purchase_units?.[0];
      const context = request.body?.application_context;
      if (
        request.body?.intent !== 'CAPTURE' ||
        !unit?.amount ||
        !/^\d+(\.\d{1,2})?$/.test(unit.amount.value) ||
        !context?.return_url ||
        !context.cancel_url
      ) {
        return issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
      }
      // The approval page sends the buyer back there: only into this shop, never to a page someone else chose.
      if (
        !redirectsIntoShop(app.config.publicUrl, context.return_url) ||
        !redirectsIntoShop(app.config.publicUrl, context.cancel_url)
      )
        return issue(reply, 400, 'INVALID_REQUEST', 'RETURN_URL_NOT_ON_THIS_SHOP');
      const order: SandboxPayPalOrder = {
        id: sandboxId('', 17).toUpperCase(),
        status: 'CREATED',
        purchase_units: [{ reference_id: unit.reference_id, amount: unit.amount }],
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
      };
      await store.put('order', order.id, order);
      if (requestId) await store.put('order-request', requestId, order);
      return reply.status(201).send(links(app, order));
    },
  );

  function links(app: FastifyInstance, order: SandboxPayPalOrder) {
    return {
      ...view(order),
      links: [
        { rel: 'self', href: `/v2/checkout/orders/${order.id}`, method: 'GET' },
        { rel: 'approve', href: `${app.config.publicUrl}/api/sandbox/paypal/approve/${order.id}`, method: 'GET' },
        { rel: 'capture', href: `/v2/checkout/orders/${order.id}/capture`, method: 'POST' },
      ],
    };
  }

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
          ? view(order)
          : issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      }
      if (order.status !== 'APPROVED') return issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      const unit = order.purchase_units[0]!;
      const captured: SandboxPayPalOrder = {
        ...order,
        status: 'COMPLETED',
        captureRequestId: requestId,
        purchase_units: [
          {
            ...unit,
            payments: { captures: [{ id: sandboxId('', 17).toUpperCase(), status: 'COMPLETED', amount: unit.amount }] },
          },
        ],
      };
      await store.put('order', order.id, captured);
      return reply.status(201).send(view(captured));
    },
  );

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
    if (request.body?.outcome !== 'pay') {
      if (order.status === 'CREATED') await store.put('order', order.id, { ...order, status: 'VOIDED' });
      return reply.redirect(withQuery(order.cancelUrl, { token: order.id }), 303);
    }
    const payerId = order.payerId ?? sandboxId('', 13).toUpperCase();
    if (order.status === 'CREATED') await store.put('order', order.id, { ...order, status: 'APPROVED', payerId });
    // Both the Orders v2 return (token) and the older v1 shape the spec's page reads (paymentId).
    return reply.redirect(withQuery(order.returnUrl, { paymentId: order.id, token: order.id, PayerID: payerId }), 303);
  });
}
