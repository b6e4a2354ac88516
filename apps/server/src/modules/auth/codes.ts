// Owns mailed six-digit codes: stored hashed, 10 minutes, single use, burned after 5 wrong tries, spaced out.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { oneTimeCodes } from '../../platform/db/schema.ts';

export type CodePurpose = 'verify-email' | 'reset-password';
export const CODE_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;

/** Stands in for the user when an email has no account, so the same queries run and take as long. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const hashCode = (userId: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${userId}:${purpose}:${code}`).digest();

/**
 * Before another code for the same purpose, a wait of a minute for each code sent in the last hour, at most
 * MAX_WAIT_MINUTES: nobody can flood an inbox or collect codes to guess at (each allows MAX_WRONG_TRIES), yet nobody
 * is refused either, since the newest mailed code is still good for at least half its life.
 */
const MAX_WAIT_MINUTES = CODE_MINUTES / 2;

/**
 * A fresh code for the user; any earlier unused code for the same purpose stops working. Undefined while the last
 * one is too recent, which then stays valid. Without a user it runs the same queries and issues nothing.
 */
export async function issueCode(db: Db, userId: string | undefined, purpose: CodePurpose): Promise<string | undefined> {
  const owner = userId ?? NOBODY;
  const ofOwner = and(eq(oneTimeCodes.userId, owner), eq(oneTimeCodes.purpose, purpose));
  return db.transaction(async (tx) => {
    const lastHour = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(ofOwner, gt(oneTimeCodes.createdAt, new Date(Date.now() - 60 * 60_000))))
      .orderBy(desc(oneTimeCodes.createdAt));
    const wait = Math.min(lastHour.length, MAX_WAIT_MINUTES) * 60_000;
    if (lastHour[0] && lastHour[0].createdAt.getTime() > Date.now() - wait) return undefined;
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(ofOwner, isNull(oneTimeCodes.usedAt)));
    if (!userId) return undefined;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose,
      codeHash: hashCode(userId, purpose, code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    });
    return code;
  });
}

/**
 * Uses up the code if it is right. A wrong try counts against the code; after the fifth it is burned, and even the
 * right code is refused. The attempt is counted and the code used in one conditional update, so parallel tries
 * cannot both win or slip past the limit.
 */
export async function consumeCode(
  db: Db,
  userId: string | undefined,
  purpose: CodePurpose,
  provided: string,
): Promise<boolean> {
  const owner = userId ?? NOBODY;
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, owner), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt < new Date() || latest.attempts >= MAX_WRONG_TRIES) return false;

  const right = timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), hashCode(owner, purpose, provided));
  const stillOpen = and(
    eq(oneTimeCodes.id, latest.id),
    isNull(oneTimeCodes.usedAt),
    eq(oneTimeCodes.attempts, latest.attempts),
  );
  const updated = await db
    .update(oneTimeCodes)
    .set(right ? { usedAt: new Date(), attempts: latest.attempts + 1 } : { attempts: latest.attempts + 1 })
    .where(stillOpen)
    .returning({ id: oneTimeCodes.id });
  return right && updated.length === 1;
}
