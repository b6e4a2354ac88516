import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { OrderDesk } from './order-desk.ts';
import type { PaymentProviders } from './provider-clients.ts';
import { refundService } from './refund-service.ts';

const REFUND_ID = '3f0c2a4e-7d1b-4c55-9a8e-1b2c3d4e5f60';

/** The orders side with a database that has gone away: every call it makes fails. */
function deskWithoutDatabase(): OrderDesk {
  const gone = () => Promise.reject(new Error('Connection terminated unexpectedly'));
  return {
    create: gone,
    find: gone,
    confirmPaid: gone,
    fail: gone,
    pendingDue: gone,
    refunds: { claim: gone, asked: gone, settle: gone, pending: gone },
  };
}

/** A logger whose lines the test reads. */
function listeningLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('sending a refund while the database fails', () => {
  it('fails that one send, logged, and never rejects (app.ts starts it with `void`)', async () => {
    const { log, lines } = listeningLog();
    const refunds = refundService({ desk: deskWithoutDatabase(), providers: {} as PaymentProviders, log });

    await expect(refunds.send(REFUND_ID)).resolves.toBeUndefined();
    expect(lines).toContainEqual(
      expect.objectContaining({
        refundId: REFUND_ID,
        err: expect.objectContaining({ message: 'Connection terminated unexpectedly' }),
      }),
    );
  });
});
