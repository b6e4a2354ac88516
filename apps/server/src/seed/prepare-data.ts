// Owns what must be in the database before the shop opens: the configured admin, and the demo data on an empty database.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withAdvisoryLock, type Db } from '../platform/db/database.ts';
import { users } from '../platform/db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { seedDemo } from './seed-demo.ts';

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
    if (config.seedDemo) {
      const seeded = await seedDemo(db, app.images);
      if (seeded) app.log.info('Loaded the demo catalogue, banners and demo accounts');
    }
  });
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
