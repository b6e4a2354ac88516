// Owns the one line of figures the refund load prints: what staff asked and were answered, what shoppers cancelled,
// how the refunds ended, and what the stall-and-crash drill caught in flight.
import type pg from 'pg';
import type { RefundDrill } from './refund-drill.ts';
import type { Cancellation } from './shopper.ts';
import type { RefundAsk } from './staff-bot.ts';

export type RefundFigures = {
  refunds: number;
  processed: number;
  failed: number;
  pending: number;
  cancellations: number;
  askedAgain: number;
  maxAttempts: number;
};

export async function refundFigures(db: pg.Client): Promise<RefundFigures> {
  const { rows } = await db.query<RefundFigures>(
    `select count(*)::int as refunds, count(*) filter (where status = 'processed')::int as processed,
            count(*) filter (where status = 'failed')::int as failed, count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where kind = 'cancellation')::int as cancellations,
            count(*) filter (where attempts > 1)::int as "askedAgain", coalesce(max(attempts), 0)::int as "maxAttempts"
       from refunds`,
  );
  return rows[0]!;
}

export function refundLine(input: {
  asks: RefundAsk[];
  cancellations: Cancellation[];
  figures: RefundFigures;
  drill: RefundDrill;
}): string {
  const { asks, cancellations, figures: f, drill } = input;
  const requests = asks.flatMap((a) => a.statuses);
  const kinds = (kind: RefundAsk['kind']) => asks.filter((a) => a.kind === kind).length;
  const refused = (status: number) => requests.filter((s) => s === status).length;
  const cancelled = cancellations.filter((c) => c.statuses.includes(200)).length;
  return (
    `refunds: ${requests.length} asked by staff (${kinds('single')} single, ${kinds('same-key')} same-key pairs, ` +
    `${kinds('over')} over-asking pairs), ${refused(400) + refused(409)} refused (${refused(400)}× 400, ${refused(409)}× 409); ` +
    `${cancelled} paid orders cancelled by their shoppers (${cancellations.filter((c) => c.twice).length} pressed twice at once); ` +
    `${f.refunds} refunds in the books: ${f.processed} processed, ${f.failed} failed, ${f.pending} pending ` +
    `(${f.cancellations} for cancellations; ${f.askedAgain} asked of the provider more than once, at most ${f.maxAttempts}×); ` +
    `instance 3 killed with ${drill.inFlight} of ${drill.asked} refunds in flight`
  );
}
