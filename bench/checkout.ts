// Owns measure 5: 200 shoppers (made in SQL, each signed in with a cart holding the product and a saved address) place
// orders at the same moment for 50 units of stock; exactly 50 must be reserved, none oversold, the rest a clear 409.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashToken, SESSION_COOKIE } from '../apps/server/src/platform/sessions.ts';
import { int, ms, percentile, type MeasureResult } from './results.ts';

export const SHOPPERS = 200;
export const STOCK = 50;

type Answer = { status: number; message: string; ms: number };

export async function measureCheckout(shopUrl: string, client: pg.Pool): Promise<MeasureResult> {
  const { productId, shoppers } = await prepare(client);

  const started = performance.now();
  const answers = await Promise.all(
    shoppers.map(async ({ userId, token, addressId }): Promise<Answer> => {
      const sent = performance.now();
      const response = await fetch(`${shopUrl}/api/shop/order/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${token}` },
        body: JSON.stringify({ user_id: userId, addressInfo: { address_id: addressId }, paymentMethod: 'Razorpay' }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: unknown };
      return {
        status: response.status,
        message: typeof body.message === 'string' ? body.message : '',
        ms: performance.now() - sent,
      };
    }),
  );
  const elapsed = performance.now() - started;

  const created = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter((a) => a.status !== 201);
  const clear = refused.filter((a) => a.status === 409 && a.message.length >= 10);
  const { rows } = await client.query<{ stock: number; held: number; orders: number }>(
    `select (select total_stock from products where id = $1) as stock,
            (select coalesce(sum(quantity), 0)::int from stock_reservations where product_id = $1 and state = 'held') as held,
            (select count(*)::int from orders where user_id = any($2::uuid[])) as orders`,
    [productId, shoppers.map((s) => s.userId)],
  );
  const { stock, held, orders } = rows[0]!;
  const byStatus = new Map<string, number>();
  for (const a of refused) {
    const key = `${a.status} "${a.message || '(no message)'}"`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const latencies = answers.map((a) => a.ms);

  return {
    rows: [
      {
        measure: `5 checkout, ${SHOPPERS} at once for ${STOCK} units: reserved`,
        value: `${held} units held, ${orders} orders, ${created} × 201`,
        budget: `exactly ${STOCK}`,
        pass: held === STOCK && orders === STOCK && created === STOCK,
      },
      {
        measure: '5 checkout: oversold',
        value: stock >= 0 && held + stock === STOCK ? `none (stock left ${stock})` : `stock ${stock}, held ${held}`,
        budget: 'none',
        pass: stock >= 0 && held + stock === STOCK && held <= STOCK,
      },
      {
        measure: '5 checkout: every other answer a clear 409',
        value: `${clear.length} of ${refused.length}`,
        budget: `all ${SHOPPERS - STOCK}`,
        pass: clear.length === refused.length && refused.length === SHOPPERS - STOCK,
      },
      {
        measure: '5 checkout: throughput',
        value: `${int((SHOPPERS / elapsed) * 1000)} answers/s (${SHOPPERS} in ${ms(elapsed)}, p50 ${ms(percentile(latencies, 50))}, max ${ms(Math.max(...latencies))})`,
        budget: 'reported',
        pass: undefined,
      },
    ],
    notes: [
      `Measure 5: ${SHOPPERS} POST /api/shop/order/create sent at once for one product with ${STOCK} in stock. ` +
        `Answers other than 201: ${[...byStatus.entries()].map(([k, n]) => `${n} × ${k}`).join('; ') || 'none'}.`,
    ],
  };
}

type Shopper = { userId: string; token: string; addressId: string };

/** The product, and the shoppers with a session each (only the token's hash stored), a cart and an address. */
async function prepare(client: pg.Pool): Promise<{ productId: string; shoppers: Shopper[] }> {
  const run = randomBytes(3).toString('hex');
  const { rows: products } = await client.query<{ id: string }>(
    `insert into products (title, handle, description, category, brand, image, price_paise, total_stock)
     select 'Limited Edition Ikat Kurta', 'limited-edition-ikat-kurta-bench', 'Handwoven ikat cotton; only fifty made.', 'women', 'threadandtote', image, 249900, $1
       from products order by created_at limit 1
     returning id`,
    [STOCK],
  );
  const productId = products[0]!.id;
  const emails = Array.from({ length: SHOPPERS }, (_, i) => `bench-${run}-${i}@example.in`);
  const { rows: users } = await client.query<{ id: string; email: string }>(
    `insert into users (user_name, email, password_hash, role, verified)
     select 'Bench Shopper ' || n, email, 'not-a-password-hash', 'user', true
       from unnest($1::text[]) with ordinality as u(email, n)
     returning id, email`,
    [emails],
  );
  const userIds = emails.map((email) => users.find((u) => u.email === email)!.id);
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select user_id, token_hash, now() + interval '30 days' from unnest($1::uuid[], $2::text[]) as s(user_id, token_hash)`,
    [userIds, tokens.map(hashToken)],
  );
  await client.query(
    `with cart as (insert into carts (user_id) select unnest($1::uuid[]) returning id)
     insert into cart_items (cart_id, product_id, quantity) select id, $2, 1 from cart`,
    [userIds, productId],
  );
  const { rows: addresses } = await client.query<{ id: string; user_id: string }>(
    `insert into addresses (user_id, address_line1, address_line2, city, state, zip_code, country, landmark, phone, notes)
     select unnest($1::uuid[]), '14, 2nd Cross, Indiranagar', 'HAL 2nd Stage', 'Bengaluru', 'Karnataka', '560038', 'India',
            'Near the metro station', '9876543210', ''
     returning id, user_id`,
    [userIds],
  );
  const addressOf = new Map(addresses.map((a) => [a.user_id, a.id]));
  return {
    productId,
    shoppers: userIds.map((userId, i) => ({ userId, token: tokens[i]!, addressId: addressOf.get(userId)! })),
  };
}
