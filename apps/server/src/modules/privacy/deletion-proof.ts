// Owns what proves a shopper means to delete their own account: their password, or a sign-in within the last minutes
// (a shopper who signs in with mailed links may never have known a password).
import { eq } from 'drizzle-orm';
import { FRESH_SIGNIN_MINUTES, PRIVACY_MESSAGES } from '@shop/contract/privacy';
import type { Db } from '../../platform/db/database.ts';
import { sessions } from '../../platform/db/schema.ts';
import { Invalid } from '../../platform/errors.ts';
import { verifyPassword } from '../auth/index.ts';
import type { AccountRow } from './account-export.ts';

/**
 * A password given must be right, even within a fresh sign-in: a wrong one is refused, never ignored. Left out, the
 * session must have signed in (with a password or a mailed link) within FRESH_SIGNIN_MINUTES.
 */
export async function proveDeletion(
  db: Db,
  user: AccountRow,
  { sessionId, password, now = new Date() }: { sessionId: string | null; password?: string; now?: Date },
): Promise<void> {
  if (password) {
    if (!(await verifyPassword(user.passwordHash, password))) throw new Invalid(PRIVACY_MESSAGES.wrongPassword);
    return;
  }
  const [session] = sessionId
    ? await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId))
    : [];
  const fresh = session && now.getTime() - session.createdAt.getTime() <= FRESH_SIGNIN_MINUTES * 60_000;
  if (!fresh) throw new Invalid(PRIVACY_MESSAGES.passwordNeeded);
}
