// Owns what must be in the database before the shop opens: the configured admin, and the demo data on an empty database.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withAdvisoryLock, type Db } from '../platform/db/database.ts';
import { users } from '../platform/db/schema.ts';
import { hashPassword, verifyPassword } from '../modules/auth/index.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed-demo.ts';

const PREPARE_LOCK = 7_204_004;

export async function prepareData(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  // Instances that start together take turns, so the admin and the demo catalogue are made once.
  const oneAtATime = <T>(work: () => Promise<T>) =>
    app.database.pool ? withAdvisoryLock(app.database.pool, PREPARE_LOCK, work) : work();
  await oneAtATime(async () => {
    if (config.admin) {
      await ensureAdmin(db, config.admin.email, config.admin.password);
      app.log.info(`Admin account ready: ${config.admin.email}`);
    }
    const production = config.env === 'production';
    if (config.seedDemo) {
      const seeded = await seedDemo(db, app.images, { accounts: !production });
      if (seeded) app.log.info(`Loaded the demo catalogue, banners${production ? '' : ' and demo accounts'}`);
    }
    if (production) {
      for (const email of await lockDemoAccounts(db)) {
        app.log.warn(
          `${email} had the README's demo password: it is replaced by a random one (reset it to use the account)`,
        );
      }
    }
  });
}

/**
 * A production shop whose database began as a demo (or a copy of one) must not open to the README's passwords: any
 * demo account that still has its published password gets a random one. Answers the emails of the accounts locked.
 */
export async function lockDemoAccounts(db: Db): Promise<string[]> {
  const demo = Object.values(DEMO_ACCOUNTS);
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        demo.map((account) => account.email),
      ),
    );
  const locked: string[] = [];
  for (const row of rows) {
    const published = demo.find((account) => account.email === row.email)!.password;
    if (!(await verifyPassword(row.passwordHash, published))) continue;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.id));
    locked.push(row.email);
  }
  return locked;
}

/** Makes sure a verified admin with this email exists; an existing account is promoted and given this password. */
export async function ensureAdmin(db: Db, email: string, password: string, userName = 'Admin'): Promise<void> {
  const passwordHash = await hashPassword(password);
  const normalised = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', verified: true, passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
  } else {
    await db.insert(users).values({ userName, email: normalised, passwordHash, role: 'admin', verified: true });
  }
}
