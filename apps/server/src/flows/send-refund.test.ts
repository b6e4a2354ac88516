import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type PaymentProvider, ProviderRefusal, type RefundToSend } from '../modules/payments/index.ts';
import { refundService } from './send-refund.ts';

const REFUND_ID = '3f0c2a4e-7d1b-4c55-9a8e-1b2c3d4e5f60';
const DATABASE_GONE = 'Connection terminated unexpectedly';

const REFUND: RefundToSend = {
  id: REFUND_ID,
  orderId: '9b1d7c3a-2e4f-4a6b-8c9d-0e1f2a3b4c5d',
  provider: 'razorpay',
  providerPaymentId: 'pay_SandboxPayment1',
  providerRefundId: null,
  amountPaise: 50_000,
  reason: 'Goodwill',
  attempts: 1,
};

/**
 * A shop whose database has gone away: every query fails, but for the claim (an update of the refund) when `claimed`
 * is given, which answers that refund.
 */
function shopWithoutDatabase(log: pino.Logger, claimed?: RefundToSend): FastifyInstance {
  const gone = () => Promise.reject(new Error(DATABASE_GONE));
  /** A query being built: each step builds on, and awaiting it fails (or answers `rows`). */
  const query = (rows?: unknown[]): unknown =>
    new Proxy(() => undefined, {
      get: (_, key) =>
        key === 'then'
          ? (ok: (value: unknown) => unknown, fail: (error: unknown) => unknown) =>
              (rows ? Promise.resolve(rows) : gone()).then(ok, fail)
          : query(rows),
      apply: () => query(rows),
    });
  const db = { select: () => query(), update: () => query(claimed && [claimed]), transaction: gone };
  return { db, log } as unknown as FastifyInstance;
}

/** A provider that refuses every refund, as its 4xx business answer does. */
const refusing: PaymentProvider = {
  name: 'razorpay',
  method: 'Razorpay',
  start: () => Promise.reject(new Error('not asked here')),
  status: () => Promise.reject(new Error('not asked here')),
  refund: () =>
    Promise.reject(new ProviderRefusal('razorpay', 400, 'BAD_REQUEST_ERROR', 'The amount is more than is refundable')),
  refundStatus: () => Promise.reject(new Error('not asked here')),
  refundRef: () => undefined,
};

/** A logger whose lines the test reads. */
function listeningLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

const loggedFailure = expect.objectContaining({
  refundId: REFUND_ID,
  err: expect.objectContaining({ message: DATABASE_GONE }),
});

describe('sending a refund while the database fails', () => {
  it('fails that one send, logged, and never rejects (app.ts starts it with `void`)', async () => {
    const { log, lines } = listeningLog();
    const refunds = refundService({ app: shopWithoutDatabase(log), providers: { of: () => refusing } });

    await expect(refunds.send(REFUND_ID)).resolves.toBeUndefined();
    expect(lines).toContainEqual(loggedFailure);
  });

  it('a refusal the database cannot record fails that one send too', async () => {
    const { log, lines } = listeningLog();
    const refunds = refundService({ app: shopWithoutDatabase(log, REFUND), providers: { of: () => refusing } });

    await expect(refunds.send(REFUND_ID)).resolves.toBeUndefined();
    expect(lines).toContainEqual(loggedFailure);
  });
});
