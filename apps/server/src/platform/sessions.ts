// Owns sign-in sessions: an opaque random token in the cookie, only its hash in the database, sliding expiry.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, lt } from 'drizzle-orm';
import type { Db, Tx } from './db/database.ts';
import { sessions, users } from './db/schema.ts';

export { SESSION_COOKIE } from '@shop/contract/pages';
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SessionUserRow = { id: string; userName: string; email: string; role: 'admin' | 'user' };
export type FoundSession = { sessionId: string; user: SessionUserRow; renewedUntil: Date | undefined };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The session's user, or undefined; a session used a day after its last renewal is renewed (sliding expiry). */
export async function findSession(db: Db, token: string): Promise<FoundSession | undefined> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      userName: users.userName,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
  if (!row) return undefined;

  let renewedUntil: Date | undefined;
  if (row.expiresAt.getTime() - now.getTime() < (SESSION_DAYS - 1) * DAY_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.id, row.sessionId));
  }
  const { sessionId, id, userName, email, role } = row;
  return { sessionId, user: { id, userName, email, role }, renewedUntil };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of the user but the one given (none given: all of them). */
export async function endOtherSessions(db: Db | Tx, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}

/** Deletes the sessions past their expiry; answers how many. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const purged = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return purged.length;
}
