// Owns what must be in the database before the shop opens: the configured admin, and the demo data on an empty database.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../platform/config.ts';
import { withAdvisoryLock, type Db } from '../platform/db/database.ts';
import { users } from '../platform/db/schema.ts';
import { endOtherSessions } from '../platform/sessions.ts';
import { hashPassword, verifyPassword } from '../modules/auth/index.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed-demo.ts';

const PREPARE_LOCK = 7_204_004;

export async function prepareData(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  // Instances that start together take turns, so the admin and the demo catalogue are made once.
  const oneAtATime = <T>(work: () => Promise<T>) =>
    app.database.pool ? withAdvisoryLock(app.database.pool, PREPARE_LOCK, work) : work();
  const published = Object.values(DEMO_ACCOUNTS).map((account) => account.password) as string[];
  if (config.env === 'production' && config.admin && published.includes(config.admin.password)) {
    // The admin would open to a password anyone can read; and on a demo account's email it would be locked, demoted
    // and promoted again at every start.
    throw new ConfigError(
      "Invalid configuration: ADMIN_PASSWORD is a demo account's password, published in the README: choose another",
    );
  }
  await oneAtATime(async () => {
    if (config.admin) {
      const { passwordReplaced } = await ensureAdmin(db, config.admin.email, config.admin.password);
      app.log.info(`Admin account ready: ${config.admin.email}`);
      if (passwordReplaced) {
        app.log.warn(`${config.admin.email} was given ADMIN_PASSWORD: every session it had is ended`);
      }
    }
    const production = config.env === 'production';
    if (config.seedDemo) {
      const seeded = await seedDemo(db, app.images, { accounts: !production });
      if (seeded) app.log.info(`Loaded the demo catalogue, banners${production ? '' : ' and demo accounts'}`);
    }
    if (production) {
      for (const { email, demoted } of await lockDemoAccounts(db)) {
        app.log.warn(
          `${email} had the README's demo password: it is replaced by a random one and every session it had is ended (reset it to use the account)`,
        );
        if (demoted) app.log.warn(`${email} is a demo account: it is no longer an admin`);
      }
    }
  });
}

/**
 * A production shop whose database began as a demo (or a copy of one) must not open to the README's passwords: any
 * demo account that still has its published password gets a random one, and whoever signed in with that password
 * while it was a demo is signed out (sessions slide, so they would live for ever). A demo account that is an admin
 * stops being one: anyone could have been it. Answers the accounts locked.
 */
export async function lockDemoAccounts(db: Db): Promise<{ email: string; demoted: boolean }[]> {
  const demo = Object.values(DEMO_ACCOUNTS);
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(
      inArray(
        users.email,
        demo.map((account) => account.email),
      ),
    );
  const locked: { email: string; demoted: boolean }[] = [];
  for (const row of rows) {
    const published = demo.find((account) => account.email === row.email)!.password;
    if (!(await verifyPassword(row.passwordHash, published))) continue;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, role: 'user', staffRole: null, staffStatus: null, updatedAt: new Date() })
        .where(eq(users.id, row.id));
      await endOtherSessions(tx, row.id);
    });
    locked.push({ email: row.email, demoted: row.role === 'admin' });
  }
  return locked;
}

/**
 * Makes sure a verified admin with this email exists; an existing account is promoted and given this password.
 * When that replaces its password (a new account, or ADMIN_PASSWORD rotated after a leak), every session the
 * account had ends; the same password again (every restart) keeps them, so staff stay signed in.
 */
/** The admin a start or the command line makes is the shop's owner (decision 035). */
const OWNER = { role: 'admin', staffRole: 'owner', staffStatus: 'active' } as const;

export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  userName = 'Admin',
): Promise<{ passwordReplaced: boolean }> {
  const normalised = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role, verified: users.verified })
    .from(users)
    .where(eq(users.email, normalised));
  if (!existing) {
    const passwordHash = await hashPassword(password);
    await db.insert(users).values({ userName, email: normalised, passwordHash, verified: true, ...OWNER });
    return { passwordReplaced: false };
  }
  // A hash is salted: hashing the same password again gives another hash, so the password itself is compared.
  if (await verifyPassword(existing.passwordHash, password)) {
    if (existing.role !== 'admin' || !existing.verified) {
      await db
        .update(users)
        .set({ ...OWNER, verified: true, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
    }
    return { passwordReplaced: false };
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...OWNER, verified: true, passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await endOtherSessions(tx, existing.id);
  });
  return { passwordReplaced: true };
}
