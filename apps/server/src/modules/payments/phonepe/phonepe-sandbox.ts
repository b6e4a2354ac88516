// Owns the PhonePe sandbox: OAuth tokens, Standard Checkout v2 pay and order status, the hosted page and callbacks.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import type { PhonePePaymentDetail } from './phonepe-api.ts';
import { fail, MERCHANT_ID, type SandboxPhonePeOrder } from './phonepe-sandbox-entities.ts';
import { phonePeRefunds } from './phonepe-sandbox-refunds.ts';
import type { SandboxClock } from '../../../platform/sandbox/sandbox-clock.ts';
import { redirectsIntoShop, type SandboxFaults, visitorLimit } from '../../../platform/sandbox/sandbox-guards.ts';
import { SANDBOX } from '../sandbox/sandbox-keys.ts';
import { hostedPage, sandboxId, sandboxStore } from '../../../platform/sandbox/sandbox-store.ts';

const keys = SANDBOX.phonepe;

/** udf1…udf10 up to 256 characters, udf11…udf15 up to 50 of a narrower set, as PhonePe's SDK checks them. */
function metaInfoOf(value: unknown): Record<string, string> | undefined | false {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) return false;
  for (const [key, text] of Object.entries(value)) {
    const n = /^udf(\d{1,2})$/.exec(key)?.[1];
    if (!n || Number(n) < 1 || Number(n) > 15 || typeof text !== 'string') return false;
    if (Number(n) <= 10 ? text.length > 256 : text.length > 50 || !/^[\w\- @.+]*$/.test(text)) return false;
  }
  return value as Record<string, string>;
}

/** A UPI payment as PhonePe details it: how it moved (rail), from which account (instrument). */
function upiAttempt(amount: number, paid: boolean): PhonePePaymentDetail {
  const instrument = { type: 'ACCOUNT', maskedAccountNumber: 'XXXXXXX20000', accountType: 'SAVINGS' };
  const rail = {
    type: 'UPI',
    utr: String(Date.now()).slice(-12),
    upiTransactionId: `YBL${randomBytes(16).toString('hex')}`,
    vpa: paid ? 'success@ybl' : 'failure@ybl',
  };
  return {
    paymentMode: 'UPI_QR',
    transactionId: sandboxId('OM', 22),
    timestamp: Date.now(),
    amount,
    payableAmount: amount,
    feeAmount: 0,
    state: paid ? 'COMPLETED' : 'FAILED',
    ...(paid ? {} : { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'TXN_CANCELLED' }),
    rail,
    instrument,
    splitInstruments: [{ instrument, rail, amount }],
  };
}

type Options = { faults: SandboxFaults; clock: SandboxClock };

export async function phonePeSandbox(app: FastifyInstance, { faults, clock }: Options): Promise<void> {
  const store = sandboxStore(app.db, 'phonepe');

  const bearer = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers.authorization?.replace(/^O-Bearer /, '') ?? '';
    const known = token && (await store.get<{ expiresAt: number }>('token', token));
    if (!known || known.expiresAt * 1000 < Date.now())
      return fail(reply, 401, 'AUTHORIZATION_FAILED', 'Access token is invalid or expired');
  };

  /** The server-to-server callback, authorised with SHA256(username:password) as PhonePe does, unless lost. */
  function sendCallback(type: string, event: string, payload: Record<string, unknown>) {
    if (faults.webhooksLost()) return;
    const body = JSON.stringify({ type, event, payload: { merchantId: MERCHANT_ID, ...payload } });
    const authorization = createHash('sha256').update(`${keys.webhookUsername}:${keys.webhookPassword}`).digest('hex');
    clock.notify('/api/phonepe/webhook', { authorization }, body);
  }

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
      metaInfo?: unknown;
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
    const metaInfo = metaInfoOf(request.body?.metaInfo);
    if (metaInfo === false) return fail(reply, 400, 'BAD_REQUEST', 'metaInfo takes udf1 to udf15, within their limits');
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
      ...(metaInfo ? { metaInfo } : {}),
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

  app.get<{ Params: { merchantOrderId: string }; Querystring: { details?: string } }>(
    '/checkout/v2/order/:merchantOrderId/status',
    { onRequest: bearer },
    async (request, reply) => {
      const [order] = await store.find<SandboxPhonePeOrder>('order', 'merchantOrderId', request.params.merchantOrderId);
      if (!order) return fail(reply, 404, 'ORDER_NOT_FOUND', 'No order with that merchantOrderId');
      const expired = order.state === 'PENDING' && order.expireAt < Date.now();
      const failed = order.paymentDetails.findLast((attempt) => attempt.state === 'FAILED');
      const { orderId, amount, expireAt, metaInfo = {}, paymentDetails } = order;
      return {
        orderId,
        state: expired ? 'FAILED' : order.state,
        amount,
        expireAt,
        metaInfo,
        // Every attempt with details=true, else only the latest.
        paymentDetails: request.query.details === 'true' ? paymentDetails : paymentDetails.slice(-1),
        ...(expired ? { errorCode: 'TXN_AUTO_FAILED', detailedErrorCode: 'TXN_AUTO_FAILED' } : {}),
        ...(order.state === 'FAILED' && failed
          ? { errorCode: failed.errorCode, detailedErrorCode: failed.detailedErrorCode }
          : {}),
      };
    },
  );

  await app.register(phonePeRefunds, { store, bearer, faults, clock, sendCallback });

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
          paymentDetails: [...order.paymentDetails, upiAttempt(order.amount, paid)],
        };
        await store.put('order', order.orderId, settled);
        const { orderId, merchantOrderId, state, amount, expireAt, metaInfo = {}, paymentDetails } = settled;
        const { errorCode, detailedErrorCode } = paymentDetails.at(-1)!;
        sendCallback(
          paid ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
          paid ? 'checkout.order.completed' : 'checkout.order.failed',
          { orderId, merchantOrderId, state, amount, expireAt, metaInfo, paymentDetails, errorCode, detailedErrorCode },
        );
      }
      return reply.redirect(order.redirectUrl, 303);
    },
  );
}
