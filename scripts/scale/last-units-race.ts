// Owns the race for the last units: many shoppers with one size in their carts check out at the same instant, across
// the three instances, when only a few of that size are left. Exactly that few may be sold.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Check } from './checks.ts';

const RACERS = Number(process.env.SCALE_RACERS ?? 200);
const LAST_UNITS = 3;

/**
 * Sets one variant (a size M) to its last 3 units, gives each racer a session, an address and that variant in the cart
 * (straight in the database: the race is the checkout, not the sign-in), then sends every checkout at once through
 * nginx. Answers the check and the racers' ids, whose pending orders the stock checks then count. The initial stock of
 * the variant and its product move by what was set, so the arithmetic over the whole run still holds.
 */
export async function raceForLastUnits(
  db: pg.Client,
  baseUrl: string,
  runId: string,
  passwordHash: string,
  initialStock: Map<string, number>,
): Promise<{ check: Check; userIds: string[] }> {
  const { rows: picked } = await db.query<{ id: string; product_id: string; stock: number; title: string }>(
    `select v.id, v.product_id, v.stock, p.title from product_variants v join products p on p.id = v.product_id
      where v.size = 'M' order by v.sku limit 1`,
  );
  const variant = picked[0];
  if (!variant) return { check: { name: 'racing for the last units', ok: false, detail: 'no size M' }, userIds: [] };
  const delta = LAST_UNITS - variant.stock;
  await db.query('begin');
  await db.query('update products set total_stock = total_stock + $2 where id = $1', [variant.product_id, delta]);
  await db.query('update product_variants set stock = $2 where id = $1', [variant.id, LAST_UNITS]);
  await db.query('commit');
  const variantKey = `${variant.product_id}/${variant.id}`;
  initialStock.set(variantKey, initialStock.get(variantKey)! + delta);
  initialStock.set(variant.product_id, initialStock.get(variant.product_id)! + delta);

  const tokens = Array.from({ length: RACERS }, () => randomBytes(32).toString('base64url'));
  const { rows: racers } = await db.query<{ id: string; n: number }>(
    `insert into users (user_name, email, password_hash, role, verified)
     select 'Racer ' || n, 'race-${runId}-' || n || '@example.in', $1, 'user', true
       from generate_series(1, $2::int) as n
     returning id, substring(email from '-([0-9]+)@')::int as n`,
    [passwordHash, RACERS],
  );
  racers.sort((a, b) => a.n - b.n);
  const userIds = racers.map((r) => r.id);
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select u, h, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as t(u, h)`,
    [userIds, tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
  );
  const { rows: addresses } = await db.query<{ id: string; user_id: string }>(
    `insert into addresses (user_id, address_line1, address_line2, city, state, zip_code, country, landmark, phone, notes)
     select u, '7 Residency Road', 'Shanthala Nagar', 'Bengaluru', 'Karnataka', '560025', 'India', 'Opposite the park',
            '9845012345', '' from unnest($1::uuid[]) as u
     returning id, user_id`,
    [userIds],
  );
  const addressOf = new Map(addresses.map((a) => [a.user_id, a.id]));
  await db.query(
    `with made as (insert into carts (user_id) select u from unnest($1::uuid[]) as u returning id)
     insert into cart_items (cart_id, product_id, variant_id, quantity) select id, $2, $3, 1 from made`,
    [userIds, variant.product_id, variant.id],
  );

  const origin = new URL(baseUrl).origin;
  const answers = await Promise.all(
    userIds.map((userId, i) =>
      fetch(`${baseUrl}/api/shop/order/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `sid=${tokens[i]}`,
          origin,
          'x-forwarded-for': `10.251.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({ addressInfo: { address_id: addressOf.get(userId) }, paymentMethod: 'PhonePe' }),
      }).then(
        async (answer) => ({ status: answer.status, body: await answer.text() }),
        (error: unknown) => ({ status: 0, body: String(error) }),
      ),
    ),
  );
  const placed = answers.filter((a) => a.status === 201).length;
  const soldOut = answers.filter((a) => a.status === 409).length;
  const other = answers.filter((a) => a.status !== 201 && a.status !== 409);
  const { rows: after } = await db.query<{ stock: number; held: number }>(
    `select v.stock, coalesce((select sum(quantity)::int from stock_reservations r
                                 where r.variant_id = v.id and r.state = 'held'
                                   and r.order_id in (select id from orders where user_id = any($2::uuid[]))), 0) as held
       from product_variants v where v.id = $1`,
    [variant.id, userIds],
  );
  const { stock, held } = after[0]!;
  return {
    check: {
      name: `${RACERS} shoppers racing for the last ${LAST_UNITS} of one size get exactly ${LAST_UNITS}`,
      ok: placed === LAST_UNITS && held === LAST_UNITS && stock === 0 && other.length === 0,
      detail:
        `${variant.title} (M): ${placed} orders placed, ${soldOut} told it sold out, ${held} units held, ${stock} left` +
        (other.length ? `; ${other.length} other answers: ${JSON.stringify(other.slice(0, 3))}` : ''),
    },
    userIds,
  };
}
