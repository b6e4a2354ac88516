// Owns mailed six-digit codes: stored hashed, 10 minutes, single use, burned after 5 wrong tries.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { oneTimeCodes } from '../../platform/db/schema.ts';

export type CodePurpose = 'verify-email' | 'reset-password';
export const CODE_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;

const hashCode = (userId: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${userId}:${purpose}:${code}`).digest();

/** A fresh code for the user; any earlier unused code for the same purpose stops working. */
export async function issueCode(db: Db, userId: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose,
      codeHash: hashCode(userId, purpose, code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    });
  });
  return code;
}

/**
 * Uses up the code if it is right. A wrong try counts against the code; after the fifth it is burned, and even the
 * right code is refused. The attempt is counted and the code used in one conditional update, so parallel tries
 * cannot both win or slip past the limit.
 */
export async function consumeCode(db: Db, userId: string, purpose: CodePurpose, provided: string): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt < new Date() || latest.attempts >= MAX_WRONG_TRIES) return false;

  const right = timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), hashCode(userId, purpose, provided));
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
