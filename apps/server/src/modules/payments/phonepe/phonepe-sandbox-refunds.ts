// Owns the PhonePe sandbox's refunds (PG v2): a refund of a COMPLETED order, PENDING until it settles a moment later
// as COMPLETED (or FAILED), the refund-status API, and the pg.refund.* callbacks to the payments' callback URL.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PhonePeRefundStatus } from './phonepe-api.ts';
import { fail, MERCHANT_ID, type SandboxPhonePeOrder } from './phonepe-sandbox-entities.ts';
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
  sendCallback: (type: string, event: string, payload: Record<string, unknown>) => void;
};
/** A refund as the status API shows it, plus what only the sandbox knows (never in an answer). */
type SandboxRefund = PhonePeRefundStatus & { refundId: string; sandbox: { settleAt: number; fails: boolean } };
type RefundBody = { merchantRefundId?: unknown; originalMerchantOrderId?: unknown; amount?: unknown };
type Refused = { refused: [status: number, code: string, message: string] };

const refused = (status: number, code: string, message: string): Refused => ({ refused: [status, code, message] });
const view = ({ sandbox: _sandbox, ...refund }: SandboxRefund): PhonePeRefundStatus => refund;
const freshUtr = () => ({
  utr: String(Date.now()).slice(-12),
  upiTransactionId: `YBL${randomBytes(16).toString('hex')}`,
});

export async function phonePeRefunds(app: FastifyInstance, { store, bearer, faults, clock, sendCallback }: Deps) {
  const serially = oneAtATime();
  const byMerchantRefundId = async (id: string) =>
    (await store.find<SandboxRefund>('refund', 'merchantRefundId', id))[0];

  /** A PENDING refund whose time has come: COMPLETED back to the payer's account, or FAILED; the callback follows. */
  const settle = (refundId: string) =>
    serially(async () => {
      const refund = await store.get<SandboxRefund>('refund', refundId);
      if (!refund || refund.state !== 'PENDING' || refund.sandbox.settleAt > Date.now()) return refund;
      const [order] = await store.find<SandboxPhonePeOrder>('order', 'merchantOrderId', refund.originalMerchantOrderId);
      const paid = order?.paymentDetails.findLast((attempt) => attempt.state === 'COMPLETED');
      const settled: SandboxRefund = refund.sandbox.fails
        ? {
            ...refund,
            state: 'FAILED',
            timestamp: Date.now(),
            errorCode: 'INTERNAL_SERVER_ERROR',
            detailedErrorCode: 'REFUND_DECLINED',
          }
        : {
            ...refund,
            state: 'COMPLETED',
            timestamp: Date.now(),
            // Back the way the money came, with the bank's own reference for the credit.
            splitInstruments: (paid?.splitInstruments ?? []).map(({ instrument, rail }) => ({
              amount: refund.amount,
              instrument,
              rail: { ...rail, ...freshUtr() },
            })),
          };
      await store.put('refund', refund.refundId, settled);
      const completed = settled.state === 'COMPLETED';
      const { sandbox: _sandbox, merchantId: _merchantId, ...payload } = settled;
      sendCallback(
        completed ? 'PG_REFUND_COMPLETED' : 'PG_REFUND_FAILED',
        completed ? 'pg.refund.completed' : 'pg.refund.failed',
        payload,
      );
      return settled;
    });

  /** Settles on reading too, so a refund whose timer was lost (a restart) still moves on. */
  const current = async (refund: SandboxRefund) =>
    refund.state === 'PENDING' && refund.sandbox.settleAt <= Date.now()
      ? ((await settle(refund.refundId)) ?? refund)
      : refund;

  async function makeRefund({ merchantRefundId, originalMerchantOrderId, amount }: RefundBody) {
    if (typeof merchantRefundId !== 'string' || !/^[A-Za-z0-9_-]{1,63}$/.test(merchantRefundId))
      return refused(400, 'BAD_REQUEST', 'Invalid merchantRefundId');
    if (typeof originalMerchantOrderId !== 'string')
      return refused(400, 'BAD_REQUEST', 'Invalid originalMerchantOrderId');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return refused(400, 'BAD_REQUEST', 'amount must be at least 100 paise');
    // The same merchantRefundId asked again answers the refund made the first time; for another refund, a 400.
    const earlier = await byMerchantRefundId(merchantRefundId);
    if (earlier) {
      if (earlier.originalMerchantOrderId !== originalMerchantOrderId || earlier.amount !== amount)
        return refused(400, 'BAD_REQUEST', 'Refund ID Duplicated');
      return { refund: earlier };
    }
    const [order] = await store.find<SandboxPhonePeOrder>('order', 'merchantOrderId', originalMerchantOrderId);
    if (!order) return refused(404, 'ORDER_NOT_FOUND', 'No order with that merchantOrderId');
    if (order.state !== 'COMPLETED') return refused(400, 'BAD_REQUEST', 'Only a COMPLETED order can be refunded');
    // PENDING refunds count too: what they give back is no longer there to refund.
    const refunds = await store.find<SandboxRefund>('refund', 'originalMerchantOrderId', originalMerchantOrderId);
    const left = order.amount - refunds.filter((r) => r.state !== 'FAILED').reduce((sum, r) => sum + r.amount, 0);
    if (amount > left)
      return refused(400, 'BAD_REQUEST', `Refund amount exceeds the amount left to refund (${left} paise)`);
    const refund: SandboxRefund = {
      merchantId: MERCHANT_ID,
      merchantRefundId,
      originalMerchantOrderId,
      refundId: sandboxId('OMR', 22),
      amount,
      state: 'PENDING',
      timestamp: Date.now(),
      sandbox: { settleAt: Date.now() + REFUND_SETTLES_AFTER_MS, fails: faults.refundsFail() },
    };
    await store.put('refund', refund.refundId, refund);
    clock.later(() => settle(refund.refundId), REFUND_SETTLES_AFTER_MS);
    return { refund };
  }

  app.post<{ Body: RefundBody | undefined }>('/payments/v2/refund', { onRequest: bearer }, async (request, reply) => {
    const made = await serially(() => makeRefund(request.body ?? {}));
    if ('refused' in made) return fail(reply, ...made.refused);
    if (faults.refundsStall() && !(await clock.stall(reply))) return reply;
    const { refundId, amount, state } = await current(made.refund);
    return { refundId, amount, state };
  });

  app.get<{ Params: { merchantRefundId: string } }>(
    '/payments/v2/refund/:merchantRefundId/status',
    { onRequest: bearer },
    async (request, reply) => {
      const refund = await byMerchantRefundId(request.params.merchantRefundId);
      if (!refund) return fail(reply, 404, 'REFUND_NOT_FOUND', 'No refund with that merchantRefundId');
      return view(await current(refund));
    },
  );
}
