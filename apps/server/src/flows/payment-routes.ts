// Owns the endpoints where paying meets the order: placing an order (whichever way it is paid), Razorpay's order,
// verify and webhook, PhonePe's order, return and callback, the redirect provider's capture, and the payment config
// the checkout reads. Each hands its work to pay-order.ts.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { paiseToRupees } from '@shop/contract/money';
import { orderEndpoints } from '@shop/contract/orders';
import { paymentEndpoints } from '@shop/contract/payments';
import type { NextStep as NextStepAnswer } from '@shop/contract/payments-next';
import { requireUser, signedInUser } from '../platform/auth-guard.ts';
import { route } from '../platform/endpoint-routes.ts';
import { limit } from '../platform/rate-limits.ts';
import { PAYMENT_MESSAGES, type PaymentProviders, type PaymentRecords } from '../modules/payments/index.ts';
import { getSettings } from '../modules/settings/index.ts';
import type { PaymentService, PlacedNext } from './pay-order.ts';

type Options = { payments: PaymentService; providers: PaymentProviders; records: PaymentRecords };

const byUser = (request: FastifyRequest) => request.user!.id;

const ORDER_CREATED = 'Order created. Complete the payment to confirm it.';

/** The business a shopper buys for (a B2B invoice), when they gave its GSTIN; the contract checked both. */
const businessBuyer = (body: { buyer_gstin?: string | undefined; buyer_business_name?: string | undefined }) =>
  body.buyer_gstin ? { gstin: body.buyer_gstin, businessName: body.buyer_business_name ?? '' } : undefined;

export const paymentRoutes: FastifyPluginAsync<Options> = async (app, { payments, providers, records }) => {
  route(app, paymentEndpoints.config, {}, async () => {
    const { online_discount } = await getSettings(app.db);
    return {
      success: true as const,
      data: {
        testMode: providers.testMode,
        providers: { razorpay: true, phonepe: true, paypal: true },
        razorpayTheme: '#0f766e',
        online_discount: online_discount.enabled ? online_discount : null,
      },
    };
  });

  // ── Placing an order, whichever way it is paid ──
  route(
    app,
    orderEndpoints.create,
    {
      // Far above a shopper's few tries (each replaces their last), and above the load test's bots (one checkout every
      // 3 s for 100 s); it stops a script cycling holds on the stock.
      onRequest: [requireUser, limit(app, 'order-create', 300, 15), limit(app, 'order-create-user', 60, 15, byUser)],
    },
    async (request) => {
      const user = signedInUser(request, request.body.user_id);
      const { orderId, totalPaise, next } = await payments.place(user, {
        addressId: request.body.addressInfo.address_id,
        paymentMethod: request.body.paymentMethod,
        couponCode: request.body.couponCode,
        whatsappOptIn: request.body.whatsapp_opt_in,
        buyer: businessBuyer(request.body),
      });
      return {
        success: true as const,
        message: ORDER_CREATED,
        order_id: orderId,
        total_amount: paiseToRupees(totalPaise),
        // The spec's field for the redirect provider's page; every method's next step is `next`.
        approvalURL: request.body.paymentMethod === 'PayPal' && next?.kind === 'redirect' ? next.url : undefined,
        next: next && nextAnswer(next),
      };
    },
  );

  // ── Razorpay ──
  route(
    app,
    paymentEndpoints.razorpayOrder,
    {
      // Far above what a shopper needs (each click reuses the one Razorpay order); a script gets a 429.
      onRequest: [
        requireUser,
        limit(app, 'razorpay-start', 300, 15),
        limit(app, 'razorpay-start-user', 60, 15, byUser),
      ],
    },
    async (request) => ({
      success: true as const,
      data: await payments.startRazorpay(signedInUser(request), request.body.order_id, request.body.amount),
    }),
  );

  route(app, paymentEndpoints.razorpayVerify, { onRequest: requireUser }, async (request) => ({
    success: true as const,
    message: PAYMENT_MESSAGES.paid,
    order_id: await payments.verifyRazorpay(signedInUser(request), request.body),
  }));

  await app.register(async (webhook) => razorpayWebhook(webhook, payments, providers, records));

  // ── PhonePe ──
  route(
    app,
    paymentEndpoints.phonePeOrder,
    {
      // It places an order too: limited like order creation.
      onRequest: [requireUser, limit(app, 'phonepe-start', 300, 15), limit(app, 'phonepe-start-user', 60, 15, byUser)],
    },
    async (request) => {
      const user = signedInUser(request, request.body.user_id ?? request.body.orderData.user_id);
      const { orderId, next } = await payments.place(user, {
        addressId: request.body.orderData.addressInfo.address_id,
        paymentMethod: 'PhonePe',
        couponCode: request.body.orderData.couponCode,
        whatsappOptIn: request.body.orderData.whatsapp_opt_in,
        buyer: businessBuyer(request.body.orderData),
        amountRupees: request.body.amount,
        startPhonePe: true,
      });
      if (next?.kind !== 'redirect') throw new Error('PhonePe answered no page to go to');
      return { success: true as const, redirectURL: next.url, order_id: orderId };
    },
  );

  // The address carries only the order id; what the order page then shows comes from the server, for its owner.
  route(
    app,
    paymentEndpoints.phonePeReturn,
    { onRequest: limit(app, 'phonepe-return', 60, 15) },
    async (request, reply) => {
      const { orderId } = request.query;
      const outcome = await payments.returnFromPhonePe(request.user, orderId);
      if (outcome === 'not-yours') return reply.redirect('/shop/account', 303);
      if (outcome === 'paid') return reply.redirect(`/shop/payment-success?${new URLSearchParams({ orderId })}`, 303);
      return reply.redirect(`/shop/checkout?${new URLSearchParams({ payment: outcome, orderId })}`, 303);
    },
  );

  route(app, paymentEndpoints.phonePeWebhook, {}, async (request, reply) => {
    const event = providers.phonepe.parseWebhook?.({ headers: request.headers, body: request.body });
    if (!event) return reply.status(401).send({ success: false, message: 'Unauthorised callback' });
    // The callback's state is not trusted: the status APIs decide. A refund's callback names our refund.
    await payments.webhook('phonepe', event);
    return { success: true as const };
  });

  // ── The redirect provider ──
  route(app, paymentEndpoints.capture, { onRequest: requireUser }, async (request) => ({
    success: true as const,
    message: PAYMENT_MESSAGES.paid,
    order_id: await payments.capturePayPal(signedInUser(request), request.body),
  }));
};

/** The browser's next step as the order call answers it (the contract's `next`). */
function nextAnswer(next: PlacedNext): NextStepAnswer {
  if (next.kind !== 'modal') return next;
  const { provider, key, providerOrderId, amountPaise, script } = next;
  return { kind: 'modal', provider, key, order_id: providerOrderId, amount: amountPaise, script };
}

/**
 * Razorpay's webhook: the signature is checked over the raw body, answered fast. An event id is recorded once its work
 * is done, so a redelivery of a handled event is dropped and one of an event whose work failed is worked on again.
 */
async function razorpayWebhook(
  app: FastifyInstance,
  payments: PaymentService,
  providers: PaymentProviders,
  records: PaymentRecords,
) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as unknown as { rawBody: string }).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400 }), undefined);
    }
  });
  route(app, paymentEndpoints.razorpayWebhook, {}, async (request, reply) => {
    const rawBody = (request as unknown as { rawBody?: string }).rawBody ?? '';
    const event = providers.razorpay.parseWebhook({ headers: request.headers, rawBody, body: request.body });
    if (!event) return reply.status(400).send({ success: false, message: 'Invalid signature' });
    const { eventId } = event;
    if (eventId && (await records.handled('razorpay', eventId))) return { success: true as const };
    // Answer at once; the work happens after. Two deliveries at once both do it, which confirming allows (once per
    // payment id); a failure is left to the sweep and to a replay from Razorpay's dashboard.
    setImmediate(() => {
      payments
        .webhook('razorpay', event)
        .then(() => (eventId ? records.markHandled('razorpay', eventId) : undefined))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'razorpay webhook: processing failed; the sweep will ask Razorpay again');
        });
    });
    return { success: true as const };
  });
}
