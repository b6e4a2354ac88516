// The scale test's judgement of two refunds asked at once that together pass what is left.
import { describe, expect, it } from 'vitest';
import { answerChecks } from './refund-checks.ts';
import type { RefundAsk } from './staff-bot.ts';

const ask = (orderId: string, kind: RefundAsk['kind'], statuses: number[]): RefundAsk => ({
  orderId,
  kind,
  amounts: statuses.map(() => 10_000),
  leftPaise: 15_000,
  statuses,
  refundIds: statuses.map((s, i) => (s === 200 ? `refund-${orderId}-${i}` : undefined)),
  messages: statuses.map(String),
  at: 0,
});
const overCheck = (asks: RefundAsk[]) =>
  answerChecks([], asks).find((c) => c.name.startsWith('two refunds at once that together pass'))!;

describe('two refunds at once that pass what is left', () => {
  it('takes a 409 for the second when a third refund of the order took the rest meanwhile', () => {
    const asks = [ask('a', 'over', [200, 400]), ask('b', 'over', [200, 409]), ask('b', 'single', [200])];
    expect(overCheck(asks)).toMatchObject({ ok: true });
  });

  it('still fails a 409 nothing else explains, and two refunds both made', () => {
    expect(overCheck([ask('a', 'over', [200, 400]), ask('b', 'over', [200, 409])])).toMatchObject({ ok: false });
    expect(overCheck([ask('a', 'over', [200, 400]), ask('c', 'over', [200, 200])])).toMatchObject({ ok: false });
  });
});
