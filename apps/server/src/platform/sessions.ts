// Owns sign-in sessions: an opaque random token in the cookie, only its hash in the database, sliding expiry.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, ne, lt } from 'drizzle-orm';
import type { StaffRole, StaffStatus } from '@shop/contract/staff';
import type { Db, Tx } from './db/database.ts';
import { sessions, staffPolicies, users } from './db/schema.ts';

export { SESSION_COOKIE } from '@shop/contract/pages';
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SessionUserRow = {
  id: string;
  userName: string;
  email: string;
  role: 'admin' | 'user';
  /** Staff only (decision 035): the role, whether the member is active, and their second factor. */
  staffRole?: StaffRole | null;
  staffStatus?: StaffStatus | null;
  twoFactor?: boolean;
  /** The owner requires a second factor of all staff and this member has none yet. */
  mustEnrolTwoFactor?: boolean;
  /** The owner requires a second factor of all staff (the staff policy). */
  shopRequiresTwoFactor?: boolean;
};
/** Where a session signed in from, kept for staff to review their sessions. */
export type SessionOrigin = { ip?: string | null; userAgent?: string | null };
const SEEN_EVERY_MS = 5 * 60 * 1000;
export type FoundSession = { sessionId: string; user: SessionUserRow; renewedUntil: Date | undefined };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: string,
  origin: SessionOrigin = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ip: origin.ip ?? null,
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
    lastSeenAt: new Date(),
  });
  // A staff member is seen when they sign in, not five minutes later when the session is next marked.
  await db
    .update(users)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(users.id, userId), isNotNull(users.staffRole)));
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
      staffRole: users.staffRole,
      staffStatus: users.staffStatus,
      totpEnabledAt: users.totpEnabledAt,
      lastSeenAt: sessions.lastSeenAt,
      policy: staffPolicies.data,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(staffPolicies, eq(staffPolicies.id, 1))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
  if (!row) return undefined;

  let renewedUntil: Date | undefined;
  if (row.expiresAt.getTime() - now.getTime() < (SESSION_DAYS - 1) * DAY_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.id, row.sessionId));
  }
  // When it was last used, to the five minutes: staff review their sessions by it, and a write a request is too many.
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    if (row.staffRole) await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, row.id));
  }
  const { sessionId, id, userName, email, role, staffRole, staffStatus } = row;
  const twoFactor = Boolean(row.totpEnabledAt);
  const shopRequiresTwoFactor = Boolean(row.policy?.require_two_factor);
  const mustEnrolTwoFactor = Boolean(staffRole && shopRequiresTwoFactor && !twoFactor);
  return {
    sessionId,
    user: { id, userName, email, role, staffRole, staffStatus, twoFactor, mustEnrolTwoFactor, shopRequiresTwoFactor },
    renewedUntil,
  };
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
