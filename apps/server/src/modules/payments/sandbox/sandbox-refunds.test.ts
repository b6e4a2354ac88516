import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { payPalApi } from '../paypal/paypal-api.ts';
import { phonePeApi } from '../phonepe/phonepe-api.ts';
import { ProviderRefusal } from '../provider-errors.ts';
import { paymentClients as paymentProviders, type PaymentClients as PaymentProviders } from '../provider-clients.ts';
import { razorpayApi } from '../razorpay/razorpay-api.ts';
import { SANDBOX } from './sandbox-keys.ts';

let app: TestApp;
let providers: PaymentProviders;
// The webhooks and callbacks the sandbox sends still go out to the shop; the test only listens in on them.
const sent = vi.spyOn(globalThis, 'fetch');
beforeAll(async () => {
  app = await createTestApp();
  // Our clients call the sandbox over real HTTP, and its webhooks come back the same way.
  await app.listen({ port: 0, host: '127.0.0.1' });
  providers = paymentProviders(app);
});
afterAll(() => app.close());

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const control = (payload: Record<string, number>) =>
  app.inject({ method: 'POST', url: '/api/sandbox/control', payload });
const razorpayAuth = `Basic ${Buffer.from(`${SANDBOX.razorpay.keyId}:${SANDBOX.razorpay.keySecret}`).toString('base64')}`;
const form = (url: string, body: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

type Entity = { entity: Record<string, unknown> };
type Delivered = {
  event: string;
  type?: string;
  payload: { refund?: Entity; payment?: Entity; order?: Entity } & Record<string, unknown>;
};

/** The JSON bodies sent to one of the shop's webhook URLs so far. */
const delivered = (path: string) =>
  sent.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Delivered);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderRefusal);
  return error as ProviderRefusal;
}

/** A captured ₹500 UPI payment, made in the sandbox's checkout with the shopper's prefill. */
async function razorpayPaid() {
  const order = await providers.razorpay.createOrder(50_000, unique('rcpt'), { purpose: 'refund test' });
  const paid = await app.inject({
    method: 'POST',
    url: '/api/sandbox/razorpay/checkout/complete',
    payload: {
      key: SANDBOX.razorpay.keyId,
      order_id: order.id,
      outcome: 'pay',
      email: 'asha@example.com',
      contact: '9820012345',
      description: 'Order ABC',
    },
  });
  return { orderId: order.id, paymentId: paid.json().razorpay_payment_id as string };
}

/** A ₹500 PhonePe order paid on the hosted page; started with udf fields, as a shop may. */
async function phonePePaid(outcome: 'pay' | 'cancel' = 'pay') {
  const token = await form(
    '/api/sandbox/phonepe/v1/oauth/token',
    new URLSearchParams({
      client_id: SANDBOX.phonepe.clientId,
      client_secret: SANDBOX.phonepe.clientSecret,
      client_version: '1',
      grant_type: 'client_credentials',
    }).toString(),
  );
  const merchantOrderId = unique('mo');
  const started = await app.inject({
    method: 'POST',
    url: '/api/sandbox/phonepe/checkout/v2/pay',
    headers: { authorization: `O-Bearer ${token.json().access_token}` },
    payload: {
      merchantOrderId,
      amount: 50_000,
      metaInfo: { udf1: 'order ABC', udf11: 'shop-web' },
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: `${app.config.publicUrl}/shop/checkout` } },
    },
  });
  await form(`${new URL(started.json().redirectUrl).pathname}/complete`, `outcome=${outcome}`);
  return merchantOrderId;
}

/** A ₹500 PayPal order, approved by the buyer and captured; answers the capture. */
async function payPalCaptured() {
  const { payPalOrderId, approvalUrl } = await providers.paypal.createOrder({
    referenceId: unique('ref'),
    amountPaise: 50_000,
    returnUrl: `${app.config.publicUrl}/shop/paypal-return`,
    cancelUrl: `${app.config.publicUrl}/shop/checkout`,
  });
  await form(`${new URL(approvalUrl).pathname}/complete`, 'outcome=pay');
  const captured = await providers.paypal.capture(payPalOrderId);
  return { payPalOrderId, captureId: captured!.captureId };
}

describe('Razorpay sandbox', () => {
  it('shows the order and the payment with the fields Razorpay documents', async () => {
    const { orderId, paymentId } = await razorpayPaid();
    expect(await providers.razorpay.fetchOrder(orderId)).toMatchObject({
      entity: 'order',
      status: 'paid',
      amount_paid: 50_000,
      amount_due: 0,
      attempts: 1,
      offer_id: null,
    });
    expect(await providers.razorpay.fetchPayment(paymentId)).toMatchObject({
      status: 'captured',
      captured: true,
      method: 'upi',
      vpa: 'success@razorpay',
      email: 'asha@example.com',
      contact: '+919820012345',
      description: 'Order ABC',
      bank: null,
      wallet: null,
      card_id: null,
      fee: 1180,
      tax: 180,
      international: false,
      amount_refunded: 0,
      refund_status: null,
      error_code: null,
      error_reason: null,
      notes: { purpose: 'refund test' },
      acquirer_data: { rrn: expect.stringMatching(/^\d{12}$/), upi_transaction_id: expect.any(String) },
    });
    // order.paid carries the order as paid.
    await expect
      .poll(() =>
        delivered('/api/razorpay/webhook').find(
          (w) => w.event === 'order.paid' && w.payload.order?.entity.id === orderId,
        ),
      )
      .toMatchObject({
        payload: { order: { entity: { status: 'paid', amount_paid: 50_000 } }, payment: { entity: { id: paymentId } } },
      });
  });

  // payments.md (d), Razorpay: an unknown id is a 400, on every endpoint that takes one.
  it('answers an unknown id with the 400 Razorpay documents, which our client reads as a refusal', async () => {
    const rawOrder = await app.inject({
      method: 'GET',
      url: '/api/sandbox/razorpay/v1/orders/order_nosuchorder1',
      headers: { authorization: razorpayAuth },
    });
    expect(rawOrder.statusCode).toBe(400);
    expect(rawOrder.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The id provided does not exist',
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    });
    const refund = { amountPaise: 10_000, receipt: unique('rf'), notes: {} };
    for (const unknown of [
      () => providers.razorpay.fetchOrder('order_nosuchorder1'),
      () => providers.razorpay.fetchPayment('pay_nosuchpayment1'),
      () => providers.razorpay.capture('pay_nosuchpayment1', 10_000),
      () => providers.razorpay.refund('pay_nosuchpayment1', refund),
      () => providers.razorpay.paymentRefunds('pay_nosuchpayment1'),
      () => providers.razorpay.fetchRefund('rfnd_nosuchrefund1'),
    ]) {
      expect(await refusal(unknown())).toMatchObject({
        status: 400,
        code: 'BAD_REQUEST_ERROR',
        message: 'The id provided does not exist',
      });
    }
  });

  // payments.md (d), Razorpay: the refund idempotency answers of "Create a Normal Refund (Idempotent Request)".
  it('refuses another refund under a used idempotency key with a 409, and keys that are too short or odd', async () => {
    const { paymentId } = await razorpayPaid();
    const receipt = unique('rf');
    await providers.razorpay.refund(paymentId, { amountPaise: 10_000, receipt, notes: {} });
    // The same receipt is the same key; another amount makes it another request.
    const other = await refusal(providers.razorpay.refund(paymentId, { amountPaise: 20_000, receipt, notes: {} }));
    expect(other).toMatchObject({
      status: 409,
      code: 'BAD_REQUEST_ERROR',
      message: 'Different request with the same idempotency key has already been processed.',
    });
    const withKey = (key: string) =>
      app.inject({
        method: 'POST',
        url: `/api/sandbox/razorpay/v1/payments/${paymentId}/refund`,
        headers: { authorization: razorpayAuth, 'x-refund-idempotency': key },
        payload: { amount: 10_000 },
      });
    const short = await withKey('short-key');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.description).toBe('The idempotency key must be at least 10 characters long.');
    const odd = await withKey('refund key #1');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.description).toBe(
      'The idempotency key must only contain alphanumeric characters, underscores, and hyphens',
    );
  });

  it('refunds part, the same receipt again, refuses more than is left, then the rest: pending → processed', async () => {
    const { paymentId } = await razorpayPaid();
    const part = { amountPaise: 20_000, receipt: unique('rf'), notes: { refund_id: 'x' } };
    const first = await providers.razorpay.refund(paymentId, part);
    expect(first).toMatchObject({ entity: 'refund', amount: 20_000, status: 'pending', receipt: part.receipt });
    expect((await providers.razorpay.refund(paymentId, part)).id).toBe(first.id);
    const over = await refusal(
      providers.razorpay.refund(paymentId, { ...part, amountPaise: 30_001, receipt: unique('rf') }),
    );
    expect(over.message).toBe('The refund amount provided is greater than amount captured');

    await expect.poll(async () => (await providers.razorpay.fetchRefund(first.id)).status).toBe('processed');
    expect(await providers.razorpay.fetchPayment(paymentId)).toMatchObject({
      status: 'captured',
      amount_refunded: 20_000,
      refund_status: 'partial',
    });
    const rest = await providers.razorpay.refund(paymentId, { ...part, amountPaise: 30_000, receipt: unique('rf') });
    await expect.poll(async () => (await providers.razorpay.fetchRefund(rest.id)).status).toBe('processed');
    expect(await providers.razorpay.fetchPayment(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 50_000,
      refund_status: 'full',
    });
    expect((await providers.razorpay.paymentRefunds(paymentId)).items.map((r) => r.id).sort()).toEqual(
      [first.id, rest.id].sort(),
    );
    await refusal(providers.razorpay.refund(paymentId, { ...part, amountPaise: 100, receipt: unique('rf') }));

    // Signed webhooks followed each step, with the refund and the payment as they were.
    await expect
      .poll(() =>
        delivered('/api/razorpay/webhook')
          .filter((w) => w.payload.refund?.entity.id === first.id)
          .map((w) => [w.event, w.payload.refund!.entity.status, w.payload.payment!.entity.amount_refunded]),
      )
      .toEqual([
        ['refund.created', 'pending', 0],
        ['refund.processed', 'processed', 20_000],
      ]);
  });
});

describe('PhonePe sandbox', () => {
  it('answers status with metaInfo and the documented payment details, and calls back with type and merchantId', async () => {
    const merchantOrderId = await phonePePaid();
    const status = await providers.phonepe.status(merchantOrderId);
    expect(status).toMatchObject({
      state: 'COMPLETED',
      amount: 50_000,
      metaInfo: { udf1: 'order ABC', udf11: 'shop-web' },
    });
    expect(status.paymentDetails![0]).toMatchObject({
      paymentMode: 'UPI_QR',
      transactionId: expect.any(String),
      timestamp: expect.any(Number),
      amount: 50_000,
      state: 'COMPLETED',
      rail: { type: 'UPI', utr: expect.any(String), upiTransactionId: expect.any(String), vpa: expect.any(String) },
      instrument: { type: 'ACCOUNT' },
      splitInstruments: [{ amount: 50_000, rail: { type: 'UPI' }, instrument: { type: 'ACCOUNT' } }],
    });
    await expect
      .poll(() => delivered('/api/phonepe/webhook').find((c) => c.payload.merchantOrderId === merchantOrderId))
      .toMatchObject({
        type: 'CHECKOUT_ORDER_COMPLETED',
        event: 'checkout.order.completed',
        payload: { merchantId: expect.any(String), state: 'COMPLETED', metaInfo: { udf1: 'order ABC' } },
      });
    const failed = await providers.phonepe.status(await phonePePaid('cancel'));
    expect(failed).toMatchObject({
      state: 'FAILED',
      errorCode: 'PAYMENT_ERROR',
      paymentDetails: [{ state: 'FAILED' }],
    });
  });

  it('refunds part, the same merchantRefundId again, refuses more than is left, then the rest: PENDING → COMPLETED', async () => {
    const originalMerchantOrderId = await phonePePaid();
    const part = { merchantRefundId: unique('rf'), originalMerchantOrderId, amountPaise: 20_000 };
    const first = await providers.phonepe.refund(part);
    expect(first).toEqual({ refundId: expect.stringMatching(/^OMR/), amount: 20_000, state: 'PENDING' });
    expect(await providers.phonepe.refund(part)).toEqual(first);
    const duplicated = await refusal(providers.phonepe.refund({ ...part, amountPaise: 10_000 }));
    expect(duplicated.message).toBe('Refund ID Duplicated');
    await refusal(providers.phonepe.refund({ ...part, merchantRefundId: unique('rf'), amountPaise: 30_001 }));

    await expect
      .poll(async () => (await providers.phonepe.refundStatus(part.merchantRefundId)).state)
      .toBe('COMPLETED');
    expect(await providers.phonepe.refundStatus(part.merchantRefundId)).toMatchObject({
      merchantId: expect.any(String),
      merchantRefundId: part.merchantRefundId,
      originalMerchantOrderId,
      amount: 20_000,
      refundId: first.refundId,
      timestamp: expect.any(Number),
      splitInstruments: [{ amount: 20_000, rail: { type: 'UPI' } }],
    });
    const rest = { ...part, merchantRefundId: unique('rf'), amountPaise: 30_000 };
    await providers.phonepe.refund(rest);
    await expect
      .poll(async () => (await providers.phonepe.refundStatus(rest.merchantRefundId)).state)
      .toBe('COMPLETED');
    await refusal(providers.phonepe.refund({ ...part, merchantRefundId: unique('rf'), amountPaise: 100 }));
    await refusal(providers.phonepe.refundStatus('no-such-refund'));
    await refusal(
      providers.phonepe.refund({
        ...part,
        merchantRefundId: unique('rf'),
        originalMerchantOrderId: await phonePePaid('cancel'),
      }),
    );

    await expect
      .poll(() => delivered('/api/phonepe/webhook').find((c) => c.payload.merchantRefundId === part.merchantRefundId))
      .toEqual({
        type: 'PG_REFUND_COMPLETED',
        event: 'pg.refund.completed',
        payload: expect.objectContaining({
          merchantId: expect.any(String),
          merchantRefundId: part.merchantRefundId,
          originalMerchantOrderId,
          amount: 20_000,
          state: 'COMPLETED',
          refundId: first.refundId,
          timestamp: expect.any(Number),
        }),
      });
  });
});

describe('PayPal sandbox', () => {
  it('creates with experience_context, shows the order, captures with no body and with an empty one', async () => {
    const { payPalOrderId, approvalUrl } = await providers.paypal.createOrder({
      referenceId: unique('ref'),
      amountPaise: 50_000,
      returnUrl: `${app.config.publicUrl}/shop/paypal-return`,
      cancelUrl: `${app.config.publicUrl}/shop/checkout`,
    });
    const created = await providers.paypal.getOrder(payPalOrderId);
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    expect(created.links).toEqual([
      {
        rel: 'self',
        href: `${app.config.publicUrl}/api/sandbox/paypal/v2/checkout/orders/${payPalOrderId}`,
        method: 'GET',
      },
      { rel: 'payer-action', href: approvalUrl, method: 'GET' },
    ]);
    await form(`${new URL(approvalUrl).pathname}/complete`, 'outcome=pay');
    expect((await providers.paypal.getOrder(payPalOrderId)).status).toBe('APPROVED');
    expect(await providers.paypal.capture(payPalOrderId)).toEqual({
      captureId: expect.any(String),
      amountPaise: 50_000,
    });

    // Asked again with the same request id and an empty JSON object, the first answer comes back.
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/sandbox/paypal/v1/oauth2/token',
        headers: {
          authorization: `Basic ${Buffer.from(`${SANDBOX.paypal.clientId}:${SANDBOX.paypal.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=client_credentials',
      })
    ).json().access_token;
    const again = await app.inject({
      method: 'POST',
      url: `/api/sandbox/paypal/v2/checkout/orders/${payPalOrderId}/capture`,
      headers: { authorization: `Bearer ${token}`, 'paypal-request-id': `capture-${payPalOrderId}` },
      payload: {},
    });
    expect(again.json()).toMatchObject({
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ status: 'COMPLETED' }] } }],
    });
    const unknown = await refusal(providers.paypal.getOrder('NOSUCHORDER'));
    expect(unknown).toMatchObject({ status: 404, code: 'INVALID_RESOURCE_ID' });
  });

  it('refunds part, the same request id again, refuses more than is left, then the rest', async () => {
    const { payPalOrderId, captureId } = await payPalCaptured();
    const part = { amountPaise: 20_000, requestId: unique('rf'), noteToPayer: 'Returned item' };
    const first = await providers.paypal.refundCapture(captureId, part);
    expect(first).toEqual({ id: expect.any(String), status: 'COMPLETED', amountPaise: 20_000 });
    expect(await providers.paypal.refundCapture(captureId, part)).toEqual(first);
    const over = await refusal(
      providers.paypal.refundCapture(captureId, { ...part, requestId: unique('rf'), amountPaise: 30_001 }),
    );
    expect(over).toMatchObject({ status: 422, code: 'REFUND_AMOUNT_EXCEEDED' });
    expect(await providers.paypal.fetchRefund(first.id)).toEqual(first);
    expect((await providers.paypal.getOrder(payPalOrderId)).purchase_units![0]!.payments).toMatchObject({
      captures: [{ id: captureId, status: 'PARTIALLY_REFUNDED' }],
      refunds: [{ id: first.id, status: 'COMPLETED', amount: { value: '200.00', currency_code: 'INR' } }],
    });
    await providers.paypal.refundCapture(captureId, { ...part, requestId: unique('rf'), amountPaise: 30_000 });
    expect((await providers.paypal.getOrder(payPalOrderId)).purchase_units![0]!.payments!.captures![0]!.status).toBe(
      'REFUNDED',
    );
    const done = await refusal(providers.paypal.refundCapture(captureId, { ...part, requestId: unique('rf') }));
    expect(done.code).toBe('CAPTURE_FULLY_REFUNDED');
  });
});

describe('PayPal sandbox errors', () => {
  const basic = `Basic ${Buffer.from(`${SANDBOX.paypal.clientId}:${SANDBOX.paypal.clientSecret}`).toString('base64')}`;
  const token = (authorization: string) =>
    app.inject({
      method: 'POST',
      url: '/api/sandbox/paypal/v1/oauth2/token',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
  const api = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url: `/api/sandbox/paypal${url}`,
      headers: { authorization: `Bearer ${(await token(basic)).json().access_token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
  const returnUrls = () => ({
    return_url: `${app.config.publicUrl}/shop/paypal-return`,
    cancel_url: `${app.config.publicUrl}/shop/checkout`,
  });
  const order = (amount: object, context: object = returnUrls()) => ({
    intent: 'CAPTURE',
    purchase_units: [{ amount }],
    payment_source: { paypal: { experience_context: context } },
  });

  // payments.md (d), PayPal: the token call's OAuth error, and the REST APIs' 401.
  it('refuses bad client credentials and a bad token as PayPal documents them', async () => {
    const badClient = await token(`Basic ${Buffer.from('nobody:wrong').toString('base64')}`);
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json()).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const badToken = await app.inject({
      method: 'GET',
      url: '/api/sandbox/paypal/v2/checkout/orders/ANYORDER',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toMatchObject({
      name: 'AUTHENTICATION_FAILURE',
      message: 'Authentication failed due to missing authorization header, or invalid authentication credentials.',
    });
  });

  // payments.md (d), PayPal: a request that breaks the schema is a 400 INVALID_REQUEST, not a 422.
  it('refuses an order with a bad amount or without its return URLs with 400 INVALID_REQUEST', async () => {
    const badAmount = await api('POST', '/v2/checkout/orders', order({ currency_code: 'INR', value: '10.005' }));
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json()).toMatchObject({
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: expect.any(String),
      details: [{ issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' }],
      links: [{ rel: 'information_link', method: 'GET' }],
    });
    const noReturn = await api(
      'POST',
      '/v2/checkout/orders',
      order({ currency_code: 'INR', value: '10.00' }, { cancel_url: returnUrls().cancel_url }),
    );
    expect(noReturn.statusCode).toBe(400);
    expect(noReturn.json()).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing' }],
    });
  });

  // payments.md (d), PayPal: orders.capture-422's issues, with their documented descriptions.
  it('refuses to capture an unapproved order, and a captured one again, with 422 and the documented issues', async () => {
    const { payPalOrderId } = await providers.paypal.createOrder({
      referenceId: unique('ref'),
      amountPaise: 10_000,
      returnUrl: returnUrls().return_url,
      cancelUrl: returnUrls().cancel_url,
    });
    const early = await api('POST', `/v2/checkout/orders/${payPalOrderId}/capture`);
    expect(early.statusCode).toBe(422);
    expect(early.json().details).toEqual([
      {
        issue: 'ORDER_NOT_APPROVED',
        description:
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url " +
          'returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in ' +
          'the request.',
      },
    ]);
    const captured = (await payPalCaptured()).payPalOrderId;
    // A new request id: the same one would be answered the first capture again.
    const again = await api('POST', `/v2/checkout/orders/${captured}/capture`, undefined, {
      'paypal-request-id': unique('capture'),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().details).toEqual([
      {
        issue: 'ORDER_ALREADY_CAPTURED',
        description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      },
    ]);
  });
});

describe('refund fault drills', () => {
  it('refundsFailForSeconds: a new refund is accepted, then fails, and says so', async () => {
    const { paymentId } = await razorpayPaid();
    const merchantOrderId = await phonePePaid();
    const { captureId } = await payPalCaptured();
    await control({ refundsFailForSeconds: 30 });
    const receipt = unique('rf');
    const merchantRefundId = unique('rf');
    try {
      const razorpay = await providers.razorpay.refund(paymentId, { amountPaise: 10_000, receipt, notes: {} });
      expect(razorpay.status).toBe('pending');
      expect(
        await providers.phonepe.refund({
          merchantRefundId,
          originalMerchantOrderId: merchantOrderId,
          amountPaise: 10_000,
        }),
      ).toMatchObject({ state: 'PENDING' });
      const paypal = await providers.paypal.refundCapture(captureId, { amountPaise: 10_000, requestId: unique('rf') });
      expect(paypal.status).toBe('PENDING');

      await expect.poll(async () => (await providers.razorpay.fetchRefund(razorpay.id)).status).toBe('failed');
      await expect.poll(async () => (await providers.phonepe.refundStatus(merchantRefundId)).state).toBe('FAILED');
      await expect.poll(async () => (await providers.paypal.fetchRefund(paypal.id)).status).toBe('FAILED');
      expect(await providers.razorpay.fetchPayment(paymentId)).toMatchObject({
        status: 'captured',
        amount_refunded: 0,
      });
      await expect
        .poll(() => [
          delivered('/api/razorpay/webhook').find(
            (w) => w.payload.refund?.entity.id === razorpay.id && w.event === 'refund.failed',
          ),
          delivered('/api/phonepe/webhook').find((c) => c.payload.merchantRefundId === merchantRefundId),
        ])
        .toMatchObject([{ event: 'refund.failed' }, { type: 'PG_REFUND_FAILED', event: 'pg.refund.failed' }]);
    } finally {
      await control({ refundsFailForSeconds: 0 });
    }
  });

  it('stallRefundsForSeconds: the refund is made though its answer never comes; asked again, it is the same one', async () => {
    const { paymentId } = await razorpayPaid();
    const merchantOrderId = await phonePePaid();
    const { captureId } = await payPalCaptured();
    // Clients that give up after half a second, as ours do after ten.
    const impatient = {
      razorpay: razorpayApi(() => ({ ...providers.settings.razorpay(), timeoutMs: 500 })),
      phonepe: phonePeApi(() => ({ ...providers.settings.phonepe(), timeoutMs: 500 })),
      paypal: payPalApi(() => ({ ...providers.settings.paypal(), timeoutMs: 500 })),
    };
    const razorpayAsk = { amountPaise: 10_000, receipt: unique('rf'), notes: {} };
    const phonePeAsk = {
      merchantRefundId: unique('rf'),
      originalMerchantOrderId: merchantOrderId,
      amountPaise: 10_000,
    };
    const payPalAsk = { amountPaise: 10_000, requestId: unique('rf') };
    await control({ stallRefundsForSeconds: 30 });
    try {
      for (const stalled of [
        () => impatient.razorpay.refund(paymentId, razorpayAsk),
        () => impatient.phonepe.refund(phonePeAsk),
        () => impatient.paypal.refundCapture(captureId, payPalAsk),
      ]) {
        const error = await stalled().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(Error);
        expect(error).not.toBeInstanceOf(ProviderRefusal);
      }
    } finally {
      await control({ stallRefundsForSeconds: 0 });
    }
    const [made] = (await providers.razorpay.paymentRefunds(paymentId)).items;
    expect(made).toMatchObject({ receipt: razorpayAsk.receipt, amount: 10_000 });
    expect((await providers.razorpay.refund(paymentId, razorpayAsk)).id).toBe(made!.id);
    const found = await providers.phonepe.refundStatus(phonePeAsk.merchantRefundId);
    expect((await providers.phonepe.refund(phonePeAsk)).refundId).toBe(found.refundId);
    const again = await providers.paypal.refundCapture(captureId, payPalAsk);
    expect(again).toMatchObject({ status: 'COMPLETED', amountPaise: 10_000 });
    expect((await providers.paypal.refundCapture(captureId, payPalAsk)).id).toBe(again.id);
  });
});
