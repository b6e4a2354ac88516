// Owns what must hold for money going back after the load: every refund ended, each order's books (refunded amount,
// payment status, cancellations) agree with its refunds, and the provider's ledger agrees with ours, refund by refund.
import type pg from 'pg';
import type { Check } from './checks.ts';
import { sleep, withDb } from './cluster.ts';
import type { Cancellation } from './shopper.ts';
import type { RefundAsk } from './staff-bot.ts';

const WAS_PAID = `('paid', 'partially_refunded', 'refunded')`;

/**
 * Every refund the sandbox made, named by our refund id as each provider carries it (Razorpay's receipt, PhonePe's
 * merchantRefundId, PayPal's request id, kept beside the refund it made), with its state in our words.
 */
export const PROVIDER_REFUNDS = `
  select s.data->>'receipt' as our_id, 'razorpay' as provider, s.id as provider_refund_id,
         (s.data->>'amount')::int as amount_paise, s.data->>'status' as state, s.data->>'payment_id' as payment_ref
    from sandbox_records s where s.provider = 'razorpay' and s.kind = 'refund'
  union all
  select s.data->>'merchantRefundId', 'phonepe', s.id, (s.data->>'amount')::int,
         case s.data->>'state' when 'COMPLETED' then 'processed' when 'FAILED' then 'failed' else 'pending' end,
         s.data->>'originalMerchantOrderId'
    from sandbox_records s where s.provider = 'phonepe' and s.kind = 'refund'
  union all
  select substring(q.id from length('refund-request:') + 1), 'paypal', s.id,
         round((s.data->'amount'->>'value')::numeric * 100)::int,
         case s.data->>'status' when 'COMPLETED' then 'processed' when 'PENDING' then 'pending' else 'failed' end,
         s.data->>'captureId'
    from sandbox_records s
    left join sandbox_records q on q.provider = 'paypal' and q.kind = 'refund-request' and q.data->>'refundId' = s.id
   where s.provider = 'paypal' and s.kind = 'refund'`;

/** What each provider took for an order (a fully refunded Razorpay payment reads `refunded`, still taken once). */
const CAPTURED = `
  select p.order_id, (s.data->>'amount')::int as amount_paise
    from sandbox_records s
    join (select distinct order_id, provider_order_id from payments where provider = 'razorpay') p
      on p.provider_order_id = s.data->>'order_id'
   where s.provider = 'razorpay' and s.kind = 'payment' and s.data->>'status' in ('captured', 'refunded')
  union all
  select (s.data->>'merchantOrderId')::uuid, (s.data->>'amount')::int
    from sandbox_records s where s.provider = 'phonepe' and s.kind = 'order' and s.data->>'state' = 'COMPLETED'
  union all
  select p.order_id, round((s.data->'purchase_units'->0->'payments'->'captures'->0->'amount'->>'value')::numeric * 100)::int
    from sandbox_records s
    join (select distinct order_id, provider_order_id from payments where provider = 'paypal') p
      on p.provider_order_id = s.id
   where s.provider = 'paypal' and s.kind = 'order' and s.data->>'status' = 'COMPLETED'`;

/** Our refunds among `ids` that the provider has made but whose answer we have not recorded: in flight. */
export async function inFlightRefunds(db: pg.Client, ids: string[]): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from refunds r join (${PROVIDER_REFUNDS}) p on p.our_id = r.id::text
      where r.id = any($1::uuid[]) and r.status = 'pending' and r.provider_refund_id is null`,
    [ids],
  );
  return rows[0]!.count;
}

/** Polls until no refund is pending (the sweeps finish what crashes and stalls left), or says which stayed. */
export async function waitForRefundsToEnd(dbUrl: string, timeoutMs: number): Promise<Check> {
  const started = Date.now();
  let pending: { id: string; provider: string; attempts: number; provider_refund_id: string | null }[] = [];
  while (Date.now() - started < timeoutMs) {
    pending = await withDb(dbUrl, async (db) => {
      const { rows } = await db.query<(typeof pending)[number]>(
        `select id, provider, attempts, provider_refund_id from refunds where status = 'pending' order by created_at`,
      );
      return rows;
    }).catch(() => pending);
    if (pending.length === 0) break;
    await sleep(1000);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return {
    name: `every refund ends (processed or failed) within ${timeoutMs / 1000} s of the load`,
    ok: pending.length === 0,
    detail:
      pending.length === 0
        ? `none pending after ${seconds} s`
        : `${pending.length} still pending after ${seconds} s: ${JSON.stringify(pending.slice(0, 5))}`,
  };
}

export async function refundChecks(db: pg.Client, userIds: string[]): Promise<Check[]> {
  const checks: Check[] = [];
  const list = <T>(rows: T[]) => JSON.stringify(rows.slice(0, 5));

  const books = await db.query<{
    id: string;
    total_paise: number;
    refunded_paise: number;
    processed: number;
    open: number;
  }>(
    `select o.id, o.total_paise, o.refunded_paise, coalesce(sum(r.amount_paise) filter (where r.status = 'processed'), 0)::int as processed,
            coalesce(sum(r.amount_paise) filter (where r.status <> 'failed'), 0)::int as open
       from orders o left join refunds r on r.order_id = o.id
      group by o.id
     having o.refunded_paise <> coalesce(sum(r.amount_paise) filter (where r.status = 'processed'), 0)
         or o.refunded_paise > o.total_paise
         or coalesce(sum(r.amount_paise) filter (where r.status <> 'failed'), 0) > o.total_paise`,
  );
  const counted = await db.query<{ orders: number; refunds: number; processed: number; failed: number; paise: number }>(
    `select count(distinct order_id)::int as orders, count(*)::int as refunds,
            count(*) filter (where status = 'processed')::int as processed, count(*) filter (where status = 'failed')::int as failed,
            coalesce(sum(amount_paise) filter (where status = 'processed'), 0)::int as paise from refunds`,
  );
  const c = counted.rows[0]!;
  checks.push({
    name: "every order's refunded amount is the sum of its processed refunds, within its total; refunds not failed never pass the total",
    ok: books.rows.length === 0,
    detail:
      books.rows.length === 0
        ? `${c.refunds} refunds on ${c.orders} orders (${c.processed} processed, ₹${(c.paise / 100).toFixed(2)}; ${c.failed} failed) add up`
        : `${books.rows.length} orders wrong: ${list(books.rows)}`,
  });

  const status = await db.query<{ id: string; payment_status: string; total_paise: number; refunded_paise: number }>(
    `select id, payment_status, total_paise, refunded_paise from orders
      where (payment_status in ${WAS_PAID} and payment_status <> case
               when refunded_paise = 0 then 'paid'
               when refunded_paise = total_paise then 'refunded'
               else 'partially_refunded' end)
         or (payment_status not in ${WAS_PAID} and refunded_paise <> 0)`,
  );
  checks.push({
    name: "payment status follows the money back: 'refunded' ⇔ all of it, 'partially_refunded' ⇔ some, 'paid' ⇔ none",
    ok: status.rows.length === 0,
    detail: status.rows.length === 0 ? 'every paid order agrees' : `${status.rows.length} wrong: ${list(status.rows)}`,
  });

  const cancelled = await db.query<{
    id: string;
    total_paise: number;
    refunded_paise: number;
    cancellation_refunds: number;
  }>(
    `select o.id, o.total_paise, o.refunded_paise,
            (select count(*)::int from refunds r where r.order_id = o.id and r.kind = 'cancellation') as cancellation_refunds
       from orders o where o.order_status = 'cancelled' and o.payment_status in ${WAS_PAID}`,
  );
  const notBack = cancelled.rows.filter((o) => o.refunded_paise !== o.total_paise || o.cancellation_refunds > 1);
  checks.push({
    name: 'a paid order cancelled by its shopper is refunded in full, by one cancellation refund',
    ok: notBack.length === 0,
    detail:
      notBack.length === 0
        ? `${cancelled.rows.length} cancelled paid orders, each refunded in full`
        : `${notBack.length} of ${cancelled.rows.length} not: ${list(notBack)}`,
  });

  // Refund by refund: ours against the provider's ledger.
  const ours = await db.query<{
    id: string;
    provider: string;
    status: string;
    amount_paise: number;
    provider_payment_id: string;
    at_provider: number;
    provider_amounts: number[] | null;
    provider_states: string[] | null;
    provider_payments: string[] | null;
  }>(
    `select r.id, r.provider, r.status, r.amount_paise, r.provider_payment_id, count(p.our_id)::int as at_provider,
            array_agg(p.amount_paise) filter (where p.our_id is not null) as provider_amounts,
            array_agg(p.state) filter (where p.our_id is not null) as provider_states,
            array_agg(p.payment_ref) filter (where p.our_id is not null) as provider_payments
       from refunds r left join (${PROVIDER_REFUNDS}) p on p.our_id = r.id::text and p.provider = r.provider
      where r.provider <> 'transfer'
      group by r.id`,
  );
  const wrongAtProvider = ours.rows.filter((r) => {
    if (r.at_provider > 1) return true;
    if (r.at_provider === 0) return r.status === 'processed';
    const same = r.provider_amounts![0] === r.amount_paise && r.provider_payments![0] === r.provider_payment_id;
    const state = r.provider_states![0];
    return !same || (r.status === 'processed' ? state !== 'processed' : state === 'processed');
  });
  const strangers = await db.query<{
    provider: string;
    provider_refund_id: string;
    our_id: string | null;
    amount_paise: number;
  }>(
    `select p.provider, p.provider_refund_id, p.our_id, p.amount_paise from (${PROVIDER_REFUNDS}) p
      where p.our_id is null or not exists (select 1 from refunds r where r.id::text = p.our_id)`,
  );
  const providerCount = await db.query<{ count: number }>(`select count(*)::int as count from (${PROVIDER_REFUNDS}) p`);
  checks.push({
    name: 'no refund twice: each of ours is at most one refund at the provider, of our amount on our payment, processed there ⇔ here; none there we do not know',
    ok: wrongAtProvider.length === 0 && strangers.rows.length === 0,
    detail:
      wrongAtProvider.length + strangers.rows.length === 0
        ? `${ours.rows.length} provider refunds of ours, ${providerCount.rows[0]!.count} in the sandbox's ledger, one each`
        : `${wrongAtProvider.length} disagree: ${list(wrongAtProvider)}; ${strangers.rows.length} unknown to us: ${list(strangers.rows)}`,
  });

  // Order by order: what the provider took, gave back and keeps, against our total and refunded amount.
  const kept = await db.query<{
    id: string;
    total_paise: number;
    refunded_paise: number;
    captured: number;
    payments: number;
    provider_refunded: number;
  }>(
    `with taken as (select order_id, sum(amount_paise)::int as captured, count(*)::int as payments
                      from (${CAPTURED}) c group by order_id),
          back as (select r.order_id, coalesce(sum(p.amount_paise) filter (where p.state = 'processed'), 0)::int as refunded
                     from refunds r join (${PROVIDER_REFUNDS}) p on p.our_id = r.id::text group by r.order_id)
     select o.id, o.total_paise, o.refunded_paise, coalesce(t.captured, 0) as captured, coalesce(t.payments, 0) as payments,
            coalesce(b.refunded, 0) as provider_refunded
       from orders o left join taken t on t.order_id = o.id left join back b on b.order_id = o.id
      where o.user_id = any($1::uuid[]) and o.payment_status in ${WAS_PAID} and o.payment_method <> 'COD'`,
    [userIds],
  );
  const offBooks = kept.rows.filter(
    (o) =>
      o.provider_refunded !== o.refunded_paise || o.captured - o.provider_refunded !== o.total_paise - o.refunded_paise,
  );
  const sum = (pick: (o: (typeof kept.rows)[number]) => number) => kept.rows.reduce((s, o) => s + pick(o), 0);
  const keptOurs = sum((o) => o.total_paise - o.refunded_paise);
  const keptThere = sum((o) => o.captured - o.provider_refunded);
  checks.push({
    name: "per paid order, the provider's refunded total is ours, and paid − refunded is what it keeps (and so in sum)",
    ok: offBooks.length === 0 && keptOurs === keptThere,
    detail:
      `${kept.rows.length} paid orders: ₹${(sum((o) => o.total_paise) / 100).toFixed(2)} paid − ₹${(sum((o) => o.refunded_paise) / 100).toFixed(2)} refunded = ` +
      `₹${(keptOurs / 100).toFixed(2)} kept; at the providers ₹${(keptThere / 100).toFixed(2)}` +
      (offBooks.length ? `; ${offBooks.length} orders disagree: ${list(offBooks)}` : ''),
  });

  const invoiced = await db.query<{ count: number }>(
    `select count(*)::int as count from refunds r join invoices i on i.order_id = r.order_id where r.status = 'processed'`,
  );
  if (invoiced.rows[0]!.count === 0) {
    checks.push({
      name: 'each processed refund of an invoiced order has one credit note',
      ok: true,
      detail: 'skipped: no refunded order has a tax invoice (the scale shop has no shop details, so no invoices)',
    });
  } else {
    const notes = await db.query<{ id: string; status: string; notes: number }>(
      `select r.id, r.status, (select count(*)::int from credit_notes n where n.refund_id = r.id) as notes
         from refunds r
        where (r.status = 'processed' and exists (select 1 from invoices i where i.order_id = r.order_id)
               and (select count(*) from credit_notes n where n.refund_id = r.id) <> 1)
           or (r.status <> 'processed' and exists (select 1 from credit_notes n where n.refund_id = r.id))`,
    );
    checks.push({
      name: 'each processed refund of an invoiced order has one credit note, and no other refund has any',
      ok: notes.rows.length === 0,
      detail:
        notes.rows.length === 0
          ? `${invoiced.rows[0]!.count} processed refunds of invoiced orders, one credit note each`
          : `${notes.rows.length} wrong: ${list(notes.rows)}`,
    });
  }
  return checks;
}

/** What the shoppers' cancellations and the staff's refunds were answered, against what each must be. */
export function answerChecks(cancellations: Cancellation[], asks: RefundAsk[]): Check[] {
  const list = <T>(rows: T[]) => JSON.stringify(rows.slice(0, 3));
  const sorted = (statuses: number[]) => [...statuses].sort((a, b) => a - b).join(',');
  // A press whose answer the proxy lost (an instance killed under it: 502, 503, 504, or none) says nothing either way;
  // what it did is in the books, which the money checks add up.
  const lost = (status: number) => status === 0 || status >= 502;
  const answered = cancellations.filter((c) => !c.statuses.some(lost));
  const once = answered.filter((c) => !c.twice);
  const onceWrong = once.filter((c) => c.statuses[0] !== 200 && c.statuses[0] !== 409);
  const twice = answered.filter((c) => c.twice);
  const twiceWrong = twice.filter((c) => sorted(c.statuses) !== '200,409');
  const refusedOnce = once.filter((c) => c.statuses[0] === 409);
  const checks: Check[] = [
    {
      name: 'a paid order cancelled twice at once: one press cancels it (200), the other is told it already is (409)',
      ok: twiceWrong.length === 0 && onceWrong.length === 0,
      detail:
        `${cancellations.length - answered.length} answers lost to a fault; ` +
        `${twice.length} double presses, ${twice.length - twiceWrong.length} answered 200 + 409; ` +
        `${once.length} single presses, ${once.length - refusedOnce.length - onceWrong.length} cancelled` +
        (refusedOnce.length ? `, ${refusedOnce.length} refused: ${list(refusedOnce.map((c) => c.messages[0]))}` : '') +
        (twiceWrong.length + onceWrong.length ? `; wrong: ${list([...twiceWrong, ...onceWrong])}` : ''),
    },
  ];

  // A pair one of whose answers was lost to a fault (an instance killed under it) says nothing of the key; that no
  // refund is made twice is checked at the provider whatever the answers were.
  const same = asks.filter((a) => a.kind === 'same-key' && !a.statuses.some(lost));
  const sameLost = asks.filter((a) => a.kind === 'same-key').length - same.length;
  const sameWrong = same.filter((a) =>
    a.statuses.every((s) => s === 200)
      ? a.refundIds[0] !== a.refundIds[1] || !a.refundIds[0]
      : a.statuses[0] !== a.statuses[1],
  );
  checks.push({
    name: 'one refund sent twice at once with one Idempotency-Key is made once: both answers name the same refund',
    ok: sameWrong.length === 0 && same.some((a) => a.statuses[0] === 200),
    detail:
      `${same.length} pairs, ${same.filter((a) => a.statuses[0] === 200 && a.refundIds[0] === a.refundIds[1]).length} answered one refund twice` +
      (sameLost ? ` (${sameLost} more with an answer lost to a fault)` : '') +
      (sameWrong.length ? `; wrong: ${list(sameWrong)}` : ''),
  });

  const over = asks.filter((a) => a.kind === 'over' && !a.statuses.some(lost));
  const both = over.filter((a) => a.statuses.every((s) => s === 200));
  const clean = over.filter((a) => sorted(a.statuses) === '200,400');
  // A third refund of the order (another staff ask, or its shopper's cancellation) may take the rest between the
  // pair's two: the second is then told nothing is left (409), which is right.
  const refundedMeanwhile = (a: RefundAsk) =>
    sorted(a.statuses) === '200,409' &&
    (asks.some((b) => b !== a && b.orderId === a.orderId && b.statuses.includes(200)) ||
      cancellations.some((c) => c.orderId === a.orderId && c.statuses.includes(200)));
  const odd = over.filter(
    (a) => !both.includes(a) && !clean.includes(a) && a.statuses.includes(200) && !refundedMeanwhile(a),
  );
  const overtaken = over.length - both.length - clean.length - odd.length;
  checks.push({
    name: 'two refunds at once that together pass what is left: one is made, the other refused (400)',
    ok: both.length === 0 && odd.length === 0 && clean.length > 0,
    detail:
      `${over.length} pairs, ${clean.length} answered 200 + 400` +
      (overtaken ? `, ${overtaken} found the order refunded meanwhile` : '') +
      (both.length + odd.length ? `; wrong: ${list([...both, ...odd])}` : ''),
  });
  return checks;
}
