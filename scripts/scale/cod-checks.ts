// Owns the scale test's checks on confirming Cash on Delivery orders: each one a shopper confirmed stands confirmed
// (however often its answer was lost), each one nobody confirmed still waits, and none of those was shipped.
import type pg from 'pg';
import type { Check } from './checks.ts';

export async function codChecks(
  db: pg.Client,
  input: { codOrders: string[]; codConfirmed: string[] },
): Promise<Check[]> {
  const rows = await db.query<{ id: string; cod_confirmation: string | null; order_status: string; parcels: number }>(
    `select o.id, o.cod_confirmation, o.order_status,
            (select count(*)::int from shipments s where s.order_id = o.id and s.kind = 'forward' and s.state <> 'cancelled') as parcels
       from orders o where o.id = any($1::uuid[])`,
    [input.codOrders],
  );
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  const notConfirmed = input.codConfirmed.filter((id) => byId.get(id)?.cod_confirmation !== 'confirmed');
  const waiting = rows.rows.filter((row) => row.cod_confirmation === 'awaiting');
  const waitingMoved = waiting.filter((row) => row.order_status !== 'pending' || row.parcels > 0);
  const list = (ids: string[]) => JSON.stringify(ids.slice(0, 5));
  return [
    {
      name: 'every Cash on Delivery order a shopper confirmed is confirmed, once, whatever answers were lost',
      ok: input.codConfirmed.length > 0 && notConfirmed.length === 0,
      detail: `${input.codConfirmed.length} confirmed by their shoppers of ${input.codOrders.length}; not confirmed: ${list(notConfirmed)}`,
    },
    {
      name: 'every Cash on Delivery order nobody confirmed still waits, unpacked and unshipped',
      ok: waiting.length > 0 && waitingMoved.length === 0,
      detail: `${waiting.length} waiting; moved on or shipped anyway: ${list(waitingMoved.map((row) => row.id))}`,
    },
  ];
}
