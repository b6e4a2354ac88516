// Owns what must hold for shipping after the load: each order booked once (in the shop and at the provider), every
// booking with its AWB, every parcel's state in the shop where the sandbox's is, its order moved with it (delivered,
// COD cash collected, returned to origin), the shopper mailed once per step; and the shipping figures.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Check } from './checks.ts';
import type { ShippingBot } from './shipping-bot.ts';

/** The shop's state for a sandbox shipment-status id (shiprocket-statuses.ts); an id not listed is still booked. */
const SANDBOX_STATE = `case (s.data->>'shipment_status_id')::int
  when 42 then 'picked_up' when 6 then 'picked_up'
  when 18 then 'in_transit' when 22 then 'in_transit' when 38 then 'in_transit'
  when 17 then 'out_for_delivery' when 7 then 'delivered' when 21 then 'undelivered'
  when 9 then 'rto_initiated' when 14 then 'rto_initiated' when 40 then 'rto_initiated' when 41 then 'rto_initiated'
  when 46 then 'rto_initiated' when 10 then 'rto_delivered' when 8 then 'cancelled' when 12 then 'lost'
  else 'booked' end`;

/** Every sandbox parcel of ours with the shop's shipment and order beside it. */
const PARCELS = `
  select s.data->>'awb' as awb, ${SANDBOX_STATE} as sandbox_state, sh.state as shop_state, sh.ndr_attempts,
         o.id as order_id, o.order_status, o.payment_method, o.payment_status
    from sandbox_records s
    join shipments sh on sh.awb = s.data->>'awb'
    join orders o on o.id = sh.order_id
   where s.provider = 'shiprocket' and s.kind = 'order' and not coalesce((s.data->>'is_return')::boolean, false)
     and s.data->>'awb' is not null`;

type ParcelRow = {
  awb: string;
  sandbox_state: string;
  shop_state: string;
  ndr_attempts: number;
  order_id: string;
  order_status: string;
  payment_method: string;
  payment_status: string;
};

/** Forward bookings without an AWB (a create whose answer was lost, not finished yet). */
async function withoutAwb(db: pg.Client) {
  const { rows } = await db.query<{ order_id: string; created_at: string; booking_until: string | null }>(
    `select order_id, created_at, booking_until from shipments
      where kind = 'forward' and state <> 'cancelled' and awb is null`,
  );
  return rows;
}

/**
 * What keeps the parcels from being settled (a booking without its AWB, a parcel short of its end or the shop behind
 * the sandbox), or undefined once every one is.
 */
export async function shippingUnsettled(db: pg.Client, bot: ShippingBot): Promise<string | undefined> {
  const stuck = await withoutAwb(db);
  if (stuck.length) return `${stuck.length} bookings without an AWB (${stuck[0]!.order_id})`;
  const ended = (p: ParcelRow) =>
    p.sandbox_state === 'cancelled' ||
    p.sandbox_state === (bot.parcels.get(p.awb)?.fate === 'rto' ? 'rto_delivered' : 'delivered');
  const open = (await db.query<ParcelRow>(PARCELS)).rows.filter((p) => p.sandbox_state !== p.shop_state || !ended(p));
  if (open.length === 0) return undefined;
  const first = open[0]!;
  return `${open.length} parcels not at their end (${first.awb}: sandbox ${first.sandbox_state}, shop ${first.shop_state}, fate ${bot.parcels.get(first.awb)?.fate})`;
}

export async function shippingChecks(
  db: pg.Client,
  input: { bot: ShippingBot; outboxes: string[] },
): Promise<{ checks: Check[]; figures: string }> {
  const { bot } = input;
  const checks: Check[] = [];
  const list = <T>(rows: T[]) => JSON.stringify(rows.slice(0, 5));

  const twoLive = await db.query<{ order_id: string; rows: number }>(
    `select order_id, count(*)::int as rows from shipments where kind = 'forward' and state <> 'cancelled'
      group by order_id having count(*) > 1`,
  );
  // The sandbox names an order by our order id (with "-2" after a cancellation); none of the load's is cancelled.
  const twoThere = await db.query<{ order_id: string; orders: number }>(
    `select substring(data->>'channel_order_id' from 1 for 36) as order_id, count(*)::int as orders
       from sandbox_records
      where provider = 'shiprocket' and kind = 'order' and not coalesce((data->>'is_return')::boolean, false)
        and data->>'shipment_status_id' <> '8'
      group by 1 having count(*) > 1`,
  );
  const sandboxOrders = await db.query<{ count: number }>(
    `select count(*)::int as count from sandbox_records where provider = 'shiprocket' and kind = 'order'`,
  );
  checks.push({
    name: 'a parcel is booked once: no order has two live forward shipments, nor two orders at the provider',
    ok: twoLive.rows.length === 0 && twoThere.rows.length === 0,
    detail:
      twoLive.rows.length + twoThere.rows.length === 0
        ? `${sandboxOrders.rows[0]!.count} sandbox orders, one per order shipped`
        : `two shipments: ${list(twoLive.rows)}; two provider orders: ${list(twoThere.rows)}`,
  });

  const stuck = await withoutAwb(db);
  const bySweep = await db.query<{ count: number }>(
    `select count(*)::int as count from order_events where field = 'shipment' and to_value = 'booked' and actor = 'system'`,
  );
  checks.push({
    name: 'every booking has its AWB after the sweep (one whose answer was lost is found and finished, not made again)',
    ok: stuck.length === 0,
    detail:
      stuck.length === 0
        ? `none without; ${bySweep.rows[0]!.count} finished by the parcel sweep`
        : `${stuck.length} without an AWB: ${list(stuck)}`,
  });

  const pairs = bot.twice;
  const pairWrong = pairs.filter((p) =>
    p.orderIds.some((id) => p.awbs[0]![id] && p.awbs[1]![id] && p.awbs[0]![id] !== p.awbs[1]![id]),
  );
  checks.push({
    name: 'one batch shipped twice at once on two instances: an order both answer names one AWB',
    ok: pairWrong.length === 0,
    detail:
      `${pairs.length} pairs (${pairs.reduce((n, p) => n + p.orderIds.length, 0)} orders), ${pairs.reduce((n, p) => n + p.busy, 0)} told to wait` +
      (pairWrong.length ? `; wrong: ${list(pairWrong)}` : ''),
  });

  const parcels = (await db.query<ParcelRow>(PARCELS)).rows;
  const delivered = parcels.filter((p) => p.sandbox_state === 'delivered');
  const notDelivered = delivered.filter(
    (p) =>
      p.shop_state !== 'delivered' ||
      p.order_status !== 'delivered' ||
      (p.payment_method === 'COD'
        ? p.payment_status !== 'paid'
        : !['paid', 'partially_refunded', 'refunded'].includes(p.payment_status)),
  );
  const cod = delivered.filter((p) => p.payment_method === 'COD');
  checks.push({
    name: 'every parcel the sandbox delivered: its shipment and order delivered, a COD one paid',
    ok: notDelivered.length === 0 && delivered.length > 0,
    detail:
      `${delivered.length} delivered (${cod.length} COD, ${cod.filter((p) => p.payment_status === 'paid').length} paid)` +
      (notDelivered.length ? `; wrong: ${list(notDelivered)}` : ''),
  });

  const returned = parcels.filter((p) => p.sandbox_state === 'rto_delivered');
  const notReturned = returned.filter(
    (p) =>
      p.shop_state !== 'rto_delivered' ||
      p.order_status !== 'returned' ||
      (p.payment_method === 'COD' && p.payment_status !== 'failed'),
  );
  checks.push({
    name: 'every parcel returned to origin: its shipment back with us, its order returned (its stock: the stock check)',
    ok: notReturned.length === 0,
    detail: `${returned.length} returned to origin` + (notReturned.length ? `; wrong: ${list(notReturned)}` : ''),
  });

  const behind = parcels.filter((p) => p.sandbox_state !== p.shop_state);
  checks.push({
    name: "no parcel's state in the shop differs from the sandbox's (lost webhooks caught up by the sweep)",
    ok: behind.length === 0,
    detail:
      behind.length === 0
        ? `${parcels.length} parcels agree`
        : `${behind.length} differ: ${list(behind.map((p) => ({ awb: p.awb, sandbox: p.sandbox_state, shop: p.shop_state })))}`,
  });

  const mails = await parcelMails(input.outboxes);
  const mailWrong: string[] = [];
  for (const p of parcels) {
    const subjects = mails.get(p.awb) ?? new Map<string, number>();
    for (const [subject, count] of subjects) {
      const allowed = subject.includes('could not deliver') ? Math.max(1, p.ndr_attempts) : 1;
      if (count > allowed) mailWrong.push(`${p.awb}: ${count}× "${subject}"`);
    }
    if (p.shop_state === 'delivered' && ![...subjects.keys()].some((s) => s.includes('delivered')))
      mailWrong.push(`${p.awb}: delivered, no delivery mail`);
  }
  const mailCount = [...mails.values()].reduce((n, m) => n + [...m.values()].reduce((a, b) => a + b, 0), 0);
  checks.push({
    name: 'the shopper is mailed once per step of a parcel (each failed attempt once), a delivered one always',
    ok: mailWrong.length === 0 && mailCount > 0,
    detail:
      mailWrong.length === 0
        ? `${mailCount} parcel mails, none twice`
        : `${mailWrong.length} wrong: ${mailWrong.slice(0, 5).join('; ')}`,
  });

  const ndr = parcels.filter((p) => p.ndr_attempts > 0);
  const figures =
    `shipping: ${parcels.length} parcels booked (${bySweep.rows[0]!.count} by the sweep) in ${bot.shipCalls} ship calls, ` +
    `${delivered.length} delivered (${cod.length} COD), ${ndr.length} with a failed attempt (${bot.ndrAnswers} re-attempts asked), ` +
    `${returned.length} returned to origin; ${bot.refusedWhileDown} attempts refused while the provider was down or lost its answer; ` +
    `${pairs.length} batches shipped twice at once; ${mailCount} parcel mails` +
    (bot.playsRefused.length
      ? `; ${bot.playsRefused.length} plays refused (${bot.playsRefused.slice(0, 3).join('; ')})`
      : '');
  return { checks, figures };
}

/** Parcel mails in the instances' outboxes (MAIL_OUTBOX=1): per AWB named in the mail, how many of each subject. */
async function parcelMails(outboxes: string[]): Promise<Map<string, Map<string, number>>> {
  const byAwb = new Map<string, Map<string, number>>();
  for (const outbox of outboxes) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
    for (const file of files) {
      let mail: { subject?: string; text?: string };
      try {
        mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as typeof mail;
      } catch {
        continue; // half written when its instance was SIGKILLed
      }
      const awb = /^AWB: (\S+)$/m.exec(mail.text ?? '')?.[1];
      if (!awb || !mail.subject) continue;
      const subjects = byAwb.get(awb) ?? new Map<string, number>();
      subjects.set(mail.subject, (subjects.get(mail.subject) ?? 0) + 1);
      byAwb.set(awb, subjects);
    }
  }
  return byAwb;
}
