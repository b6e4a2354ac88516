// Owns the PayPal sandbox's Payments v2 refunds: refund a capture (idempotent by PayPal-Request-Id), read a refund;
// the capture and its order show what was refunded.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import {
  type Amount,
  isoNow,
  issue,
  type PayPalLinks,
  refundView,
  type SandboxPayPalOrder,
  type SandboxPayPalRefund,
} from './paypal-sandbox-entities.ts';
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
  bearer: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  faults: SandboxFaults;
  clock: SandboxClock;
  links: PayPalLinks;
};
type RefundBody = { amount?: Partial<Amount>; note_to_payer?: unknown };
type Refused = { refused: [status: number, name: string, issue: string] };

const refused = (status: number, name: string, issueCode: string): Refused => ({ refused: [status, name, issueCode] });
const paiseOf = (amount: Amount) => rupeesToPaise(Number(amount.value));
/** Refunds that give money back, or will: a failed or cancelled one gives nothing. */
const givesBack = (refund: SandboxPayPalRefund) => refund.status === 'COMPLETED' || refund.status === 'PENDING';

export async function payPalRefunds(app: FastifyInstance, { store, bearer, faults, clock, links }: Deps) {
  const serially = oneAtATime();

  /** The order shows its capture's refunds, and the capture is PARTIALLY_REFUNDED or REFUNDED by completed ones. */
  async function showOnOrder(orderId: string, captureId: string) {
    const order = (await store.get<SandboxPayPalOrder>('order', orderId))!;
    const unit = order.purchase_units[0]!;
    const capture = unit.payments!.captures[0]!;
    const refunds = (await store.find<SandboxPayPalRefund>('refund', 'captureId', captureId)).sort((a, b) =>
      a.create_time.localeCompare(b.create_time),
    );
    const refunded = refunds.filter((r) => r.status === 'COMPLETED').reduce((sum, r) => sum + paiseOf(r.amount), 0);
    const status =
      refunded === 0 ? 'COMPLETED' : refunded >= paiseOf(capture.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const payments = {
      captures: [{ ...capture, status, update_time: isoNow() }],
      refunds: refunds.map(({ id, status, amount, create_time, update_time }) => ({
        id,
        status,
        amount,
        create_time,
        update_time,
      })),
    };
    await store.put('order', orderId, { ...order, purchase_units: [{ ...unit, payments }] });
  }

  /** A PENDING refund (only while refundsFail is on) whose time has come: it FAILED. */
  const settle = (refundId: string) =>
    serially(async () => {
      const refund = await store.get<SandboxPayPalRefund>('refund', refundId);
      if (!refund || refund.status !== 'PENDING' || refund.sandbox.settleAt > Date.now()) return refund;
      const failed = await store.put('refund', refund.id, {
        ...refund,
        status: 'FAILED' as const,
        update_time: isoNow(),
      });
      await showOnOrder(refund.orderId, refund.captureId);
      return failed;
    });

  /** Settles on reading too, so a refund whose timer was lost (a restart) still moves on. */
  const current = async (refund: SandboxPayPalRefund) =>
    refund.status === 'PENDING' && refund.sandbox.settleAt <= Date.now()
      ? ((await settle(refund.id)) ?? refund)
      : refund;

  async function makeRefund(captureId: string, body: RefundBody, requestId: string) {
    const earlier =
      requestId && (await store.get<{ refundId: string }>('refund-request', `refund-request:${requestId}`));
    if (earlier) return { refund: (await store.get<SandboxPayPalRefund>('refund', earlier.refundId))!, again: true };
    const pointer = await store.get<{ orderId: string }>('capture', captureId);
    if (!pointer) return refused(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const order = (await store.get<SandboxPayPalOrder>('order', pointer.orderId))!;
    const capture = order.purchase_units[0]!.payments!.captures[0]!;
    const refunds = await store.find<SandboxPayPalRefund>('refund', 'captureId', captureId);
    const left = paiseOf(capture.amount) - refunds.filter(givesBack).reduce((sum, r) => sum + paiseOf(r.amount), 0);
    if (left <= 0) return refused(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
    // No amount: all that is left.
    const asked = body.amount ?? { currency_code: capture.amount.currency_code, value: paiseToRupees(left).toFixed(2) };
    if (typeof asked.value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(asked.value) || Number(asked.value) <= 0)
      return refused(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
    if (asked.currency_code !== capture.amount.currency_code)
      return refused(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH');
    const amount = { currency_code: asked.currency_code, value: asked.value };
    if (paiseOf(amount) > left) return refused(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
    const at = isoNow();
    const fails = faults.refundsFail();
    const refund: SandboxPayPalRefund = {
      id: sandboxId('', 17).toUpperCase(),
      status: fails ? 'PENDING' : 'COMPLETED',
      amount,
      ...(typeof body.note_to_payer === 'string' ? { note_to_payer: body.note_to_payer.slice(0, 255) } : {}),
      create_time: at,
      update_time: at,
      captureId,
      orderId: pointer.orderId,
      sandbox: { settleAt: Date.now() + REFUND_SETTLES_AFTER_MS },
    };
    await store.put('refund', refund.id, refund);
    if (requestId) await store.put('refund-request', `refund-request:${requestId}`, { refundId: refund.id });
    await showOnOrder(pointer.orderId, captureId);
    if (fails) clock.later(() => settle(refund.id), REFUND_SETTLES_AFTER_MS);
    return { refund, again: false };
  }

  app.post<{ Params: { id: string }; Body: RefundBody | undefined }>(
    '/v2/payments/captures/:id/refund',
    { onRequest: bearer },
    async (request, reply) => {
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const made = await serially(() => makeRefund(request.params.id, request.body ?? {}, requestId));
      if ('refused' in made) return issue(reply, ...made.refused);
      if (faults.refundsStall() && !(await clock.stall(reply))) return reply;
      const refund = refundView(links, await current(made.refund));
      // Prefer: return=minimal (PayPal's default) answers the id, status and links only.
      const full = /return=representation/.test(String(request.headers.prefer ?? ''));
      const answer = full ? refund : { id: refund.id, status: refund.status, links: refund.links };
      return reply.status(made.again ? 200 : 201).send(answer);
    },
  );

  app.get<{ Params: { id: string } }>('/v2/payments/refunds/:id', { onRequest: bearer }, async (request, reply) => {
    const refund = await store.get<SandboxPayPalRefund>('refund', request.params.id);
    return refund
      ? refundView(links, await current(refund))
      : issue(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  });
}
