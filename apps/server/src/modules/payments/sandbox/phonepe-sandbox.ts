// Owns the PhonePe sandbox: OAuth tokens, Standard Checkout v2 pay and order status, the hosted page and callbacks.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { selfUrl } from '../providers.ts';
import { redirectsIntoShop, type SandboxFaults, visitorLimit } from './sandbox-guards.ts';
import { SANDBOX } from './sandbox-keys.ts';
import { hostedPage, sandboxId, sandboxStore } from './sandbox-store.ts';

type SandboxPhonePeOrder = {
  orderId: string;
  merchantOrderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  expireAt: number;
  redirectUrl: string;
  paymentDetails: { transactionId: string; state: string; amount: number; paymentMode: string; timestamp: number }[];
};

const keys = SANDBOX.phonepe;
const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ code, message });

export async function phonePeSandbox(app: FastifyInstance, { faults }: { faults: SandboxFaults }): Promise<void> {
  const store = sandboxStore(app.db, 'phonepe');

  const bearer = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers.authorization?.replace(/^O-Bearer /, '') ?? '';
    const known = token && (await store.get<{ expiresAt: number }>('token', token));
    if (!known || known.expiresAt * 1000 < Date.now())
      return fail(reply, 401, 'AUTHORIZATION_FAILED', 'Access token is invalid or expired');
  };

  app.post<{ Body: Record<string, string> }>(
    '/v1/oauth/token',
    { onRequest: visitorLimit(app, 'phonepe-token', 20, 15) },
    async (request, reply) => {
      const form = request.body ?? {};
      if (
        form.client_id !== keys.clientId ||
        form.client_secret !== keys.clientSecret ||
        form.grant_type !== 'client_credentials'
      ) {
        return fail(reply, 400, 'BAD_REQUEST', 'Invalid client credentials');
      }
      const accessToken = randomBytes(24).toString('hex');
      const expiresAt = Math.floor(Date.now() / 1000) + 3600;
      await store.put('token', accessToken, { expiresAt });
      return {
        access_token: accessToken,
        encrypted_access_token: accessToken,
        expires_in: 3600,
        issued_at: expiresAt - 3600,
        expires_at: expiresAt,
        token_type: 'O-Bearer',
      };
    },
  );

  app.post<{
    Body: {
      merchantOrderId?: unknown;
      amount?: unknown;
      expireAfter?: unknown;
      paymentFlow?: { type?: string; merchantUrls?: { redirectUrl?: string } };
    };
  }>('/checkout/v2/pay', { onRequest: [visitorLimit(app, 'phonepe-pay', 30, 15), bearer] }, async (request, reply) => {
    const { merchantOrderId, amount, expireAfter = 1200, paymentFlow } = request.body ?? {};
    if (typeof merchantOrderId !== 'string' || !/^[A-Za-z0-9_-]{1,63}$/.test(merchantOrderId))
      return fail(reply, 400, 'BAD_REQUEST', 'Invalid merchantOrderId');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return fail(reply, 400, 'BAD_REQUEST', 'amount must be at least 100 paise');
    if (typeof expireAfter !== 'number' || expireAfter < 300 || expireAfter > 3600)
      return fail(reply, 400, 'BAD_REQUEST', 'expireAfter must be 300 to 3600');
    const redirectUrl = paymentFlow?.merchantUrls?.redirectUrl;
    if (paymentFlow?.type !== 'PG_CHECKOUT' || !redirectUrl)
      return fail(reply, 400, 'BAD_REQUEST', 'paymentFlow.merchantUrls.redirectUrl is required');
    // The hosted page sends the shopper there: only back into this shop, never to a page someone else chose.
    if (!redirectsIntoShop(app.config.publicUrl, redirectUrl))
      return fail(reply, 400, 'BAD_REQUEST', 'redirectUrl must be on this shop');
    if ((await store.find('order', 'merchantOrderId', merchantOrderId)).length > 0)
      return fail(reply, 409, 'DUPLICATE_ORDER', 'merchantOrderId already used');
    const order: SandboxPhonePeOrder = {
      orderId: sandboxId('OMO', 20),
      merchantOrderId,
      amount,
      state: 'PENDING',
      expireAt: Date.now() + expireAfter * 1000,
      redirectUrl,
      paymentDetails: [],
    };
    await store.put('order', order.orderId, order);
    return {
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt,
      redirectUrl: `${app.config.publicUrl}/api/sandbox/phonepe/pay/${order.orderId}`,
    };
  });

  app.get<{ Params: { merchantOrderId: string } }>(
    '/checkout/v2/order/:merchantOrderId/status',
    { onRequest: bearer },
    async (request, reply) => {
      const [order] = await store.find<SandboxPhonePeOrder>('order', 'merchantOrderId', request.params.merchantOrderId);
      if (!order) return fail(reply, 404, 'ORDER_NOT_FOUND', 'No order with that merchantOrderId');
      const expired = order.state === 'PENDING' && order.expireAt < Date.now();
      const { orderId, amount, expireAt, paymentDetails } = order;
      return {
        orderId,
        state: expired ? 'FAILED' : order.state,
        amount,
        expireAt,
        paymentDetails,
        ...(expired ? { errorCode: 'TXN_AUTO_FAILED' } : {}),
      };
    },
  );

  // ── The hosted page the shopper is sent to ──

  app.get<{ Params: { orderId: string } }>('/pay/:orderId', async (request, reply) => {
    const order = await store.get<SandboxPhonePeOrder>('order', request.params.orderId);
    if (!order) return reply.status(404).type('text/plain').send('No such payment');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        hostedPage({
          provider: 'PhonePe',
          colour: '#5f259f',
          amountText: formatRupees(paiseToRupees(order.amount)),
          action: `/api/sandbox/phonepe/pay/${order.orderId}/complete`,
          note:
            order.state === 'PENDING'
              ? 'Approve this test payment, or cancel it.'
              : `This payment is already ${order.state.toLowerCase()}.`,
        }),
      );
  });

  app.post<{ Params: { orderId: string }; Body: { outcome?: string } }>(
    '/pay/:orderId/complete',
    async (request, reply) => {
      const order = await store.get<SandboxPhonePeOrder>('order', request.params.orderId);
      if (!order) return reply.status(404).type('text/plain').send('No such payment');
      if (order.state === 'PENDING') {
        const paid = request.body?.outcome === 'pay';
        const settled: SandboxPhonePeOrder = {
          ...order,
          state: paid ? 'COMPLETED' : 'FAILED',
          paymentDetails: [
            {
              transactionId: sandboxId('T', 20),
              state: paid ? 'COMPLETED' : 'FAILED',
              amount: order.amount,
              paymentMode: 'UPI_QR',
              timestamp: Date.now(),
            },
          ],
        };
        await store.put('order', order.orderId, settled);
        if (!faults.webhooksLost()) sendCallback(app, settled);
      }
      return reply.redirect(order.redirectUrl, 303);
    },
  );
}

/** The server-to-server callback, authorised with SHA256(username:password) as PhonePe does. */
function sendCallback(app: FastifyInstance, order: SandboxPhonePeOrder) {
  const body = JSON.stringify({
    event: order.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
    payload: {
      orderId: order.orderId,
      merchantOrderId: order.merchantOrderId,
      state: order.state,
      amount: order.amount,
      expireAt: order.expireAt,
      paymentDetails: order.paymentDetails,
    },
  });
  const authorization = createHash('sha256').update(`${keys.webhookUsername}:${keys.webhookPassword}`).digest('hex');
  setTimeout(() => {
    fetch(`${selfUrl(app)}/api/phonepe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body,
      signal: AbortSignal.timeout(5000),
    }).catch((error: unknown) => app.log.warn({ err: error }, 'phonepe sandbox: callback not delivered'));
  }, 400).unref();
}
