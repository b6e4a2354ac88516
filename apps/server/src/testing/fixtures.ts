// Owns fast test setup: users and sessions made directly in the database, and reading mailed codes.
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import type { StaffRole } from '@shop/contract/staff';
import type { FastifyInstance } from 'fastify';
import { orderItems, products, users } from '../platform/db/schema.ts';
import { readOutbox } from '../platform/mailer.ts';
import { createSession, SESSION_COOKIE } from '../platform/sessions.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { recordPastOrder } from '../modules/orders/index.ts';

let counter = 0;

export async function createUser(
  app: FastifyInstance,
  overrides: Partial<{
    userName: string;
    email: string;
    password: string;
    role: 'admin' | 'user';
    /** For an admin: owner unless said otherwise. */
    staffRole: StaffRole;
    verified: boolean;
  }> = {},
) {
  counter += 1;
  const password = overrides.password ?? 'correct-horse-battery';
  const [user] = await app.db
    .insert(users)
    .values({
      userName: overrides.userName ?? `Shopper ${counter}`,
      email: overrides.email ?? `shopper${counter}-${Date.now()}@example.in`,
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 'user',
      ...(overrides.role === 'admin' || overrides.staffRole
        ? { role: 'admin' as const, staffRole: overrides.staffRole ?? 'owner', staffStatus: 'active' as const }
        : {}),
      verified: overrides.verified ?? true,
    })
    .returning();
  return { ...user!, password };
}

/** A signed-in user and the Cookie header that carries their session. */
export async function signedInUser(app: FastifyInstance, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  const { token } = await createSession(app.db, user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

const mailsTo = async (app: FastifyInstance, email: string) =>
  (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === email);

export const mailCount = async (app: FastifyInstance, email: string) => (await mailsTo(app, email)).length;

/**
 * The code (six digits for a new account, eight for a reset) in the newest outbox mail to this address, once there are more than `after` of them: mail
 * leaves after the answer, so this waits a little for it.
 */
export async function lastCodeFor(app: FastifyInstance, email: string, after = 0): Promise<string> {
  for (let tries = 0; tries < 40; tries++) {
    const mails = await mailsTo(app, email);
    const code = mails.length > after ? mails[0]!.text.match(/^(\d{6}|\d{8})$/m)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No code mailed to ${email}`);
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('No Set-Cookie');
  return header.split(';')[0]!;
}

let productCounter = 0;

/** A product straight in the database; prices in paise. */
export async function createProduct(
  app: FastifyInstance,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<typeof products.$inferSelect> {
  productCounter += 1;
  const [row] = await app.db
    .insert(products)
    .values({
      title: `Test Kurta ${productCounter}`,
      handle: `test-kurta-${productCounter}-${Math.random().toString(36).slice(2, 8)}`,
      description: 'Soft cotton, regular fit.',
      category: 'women',
      brand: 'threadandtote',
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      pricePaise: 99900,
      salePricePaise: 0,
      totalStock: 20,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A paid order of these products for the user, as a finished checkout would leave it. */
export async function createPaidOrder(
  app: FastifyInstance,
  userId: string,
  productRows: (typeof products.$inferSelect)[],
) {
  const order = await recordPastOrder(
    app.db,
    {
      userId,
      addressInfo: {
        addressId: 'a',
        address: '12 MG Road, Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560038',
        phone: '9876543210',
        notes: 'Ring the bell',
      },
      totalPaise: productRows.reduce((sum, p) => sum + p.unitPricePaise, 0),
      paymentMethod: 'Razorpay',
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentId: `pay_${Date.now()}`,
    },
    'system',
    'Test order, paid',
  );
  await app.db.insert(orderItems).values(
    productRows.map((p) => ({
      orderId: order.id,
      productId: p.id,
      title: p.title,
      image: p.image,
      unitPricePaise: p.unitPricePaise,
      quantity: 1,
    })),
  );
  return order;
}

/** Staff save the shop's limits on what one order may hold (Settings' other groups as they are by default). */
export const saveLimits = (app: FastifyInstance, adminCookie: string, limits: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: adminCookie },
    payload: { ...DEFAULT_SETTINGS, limits },
  });
