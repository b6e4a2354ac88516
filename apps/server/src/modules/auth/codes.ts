// Owns what is mailed to prove an email: six-digit codes and sign-in links, stored hashed, single use, the newest
// only, spaced out per email; and a code's wrong tries, counted per client network.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { oneTimeCodes } from '../../platform/db/schema.ts';

export type CodePurpose = 'verify-email' | 'reset-password';
type Purpose = CodePurpose | 'signin-link';

export const CODE_MINUTES = 10;
export const LINK_MINUTES = 15;
const LIFETIME_MINUTES: Record<Purpose, number> = {
  'verify-email': CODE_MINUTES,
  'reset-password': CODE_MINUTES,
  'signin-link': LINK_MINUTES,
};

/** Wrong tries at one code from one client network, after which that network's tries are refused. */
export const MAX_WRONG_TRIES_PER_NETWORK = 5;
/**
 * Wrong tries at one code from all networks, after which it is burned for everyone. It bounds the guesses per code
 * (a six-digit code, SPEC), so it is kept low: three networks' worth.
 */
export const MAX_WRONG_TRIES = 15;

/**
 * Before another code or link for the same email and purpose, a wait of a minute for each one sent in the last hour,
 * at most MAX_WAIT_MINUTES: nobody can flood an inbox or collect codes to guess at, yet nobody is refused either, since
 * the newest mailed code is still good for at least half its life.
 */
const MAX_WAIT_MINUTES = 5;
const HOUR_MS = 60 * 60_000;

/** An email as the spacing and the codes know it: its sha256, so emails without accounts are not kept. */
const emailKeyOf = (email: string) => createHash('sha256').update(email).digest('hex');

const hashCode = (emailKey: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${emailKey}:${purpose}:${code}`).digest();
/** A link's token is 32 random bytes: its hash alone finds it. */
const hashToken = (token: string) => createHash('sha256').update(`signin-link:${token}`).digest('hex');

/** Sent, with the seconds until another may be; or not sent, and the seconds to wait first. */
export type Issued = { secret: string; resendIn: number } | { waitSeconds: number };

/**
 * A fresh code (or, for 'signin-link', a link's token) for the email; any earlier unused one for the same purpose
 * stops working. Every email is answered alike: without an account (`userId` undefined) the same rows are written and
 * the secret is simply never mailed. While the last one is too recent, nothing is issued and the wait is answered,
 * unless that one was burned by wrong tries from everywhere: then the owner gets a fresh one at once, once an hour
 * (more often would let guessers cycle through codes). `spaced: false` skips the wait, for an account's first code.
 */
export async function issueSecret(
  db: Db,
  request: { email: string; userId: string | undefined; purpose: Purpose; spaced?: boolean },
): Promise<Issued> {
  const { purpose, userId } = request;
  const emailKey = emailKeyOf(request.email);
  const ofEmail = and(eq(oneTimeCodes.emailKey, emailKey), eq(oneTimeCodes.purpose, purpose));
  return db.transaction(async (tx) => {
    // Two requests at once for one email send one code, and each is answered the truth.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${emailKey}:${purpose}`}, 0))`);
    const now = Date.now();
    const lastHour = await tx
      .select({ createdAt: oneTimeCodes.createdAt, attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(and(ofEmail, gt(oneTimeCodes.createdAt, new Date(now - HOUR_MS))))
      .orderBy(desc(oneTimeCodes.createdAt));
    const waitFor = (sent: number) => Math.min(sent, MAX_WAIT_MINUTES) * 60_000;
    const [last] = lastHour;
    const burned = lastHour.filter((row) => row.attempts >= MAX_WRONG_TRIES);
    const skip =
      request.spaced === false || (last !== undefined && last.attempts >= MAX_WRONG_TRIES && burned.length === 1);
    const waitMs = last ? last.createdAt.getTime() + waitFor(lastHour.length) - now : 0;
    if (!skip && waitMs > 0) return { waitSeconds: Math.ceil(waitMs / 1000) };

    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date(now) })
      .where(and(ofEmail, isNull(oneTimeCodes.usedAt)));
    // Older rows no longer count towards the wait, nor can they be used.
    await tx.delete(oneTimeCodes).where(and(ofEmail, lt(oneTimeCodes.createdAt, new Date(now - HOUR_MS))));
    const secret =
      purpose === 'signin-link'
        ? randomBytes(32).toString('base64url')
        : String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(oneTimeCodes).values({
      userId: userId ?? null,
      emailKey,
      purpose,
      codeHash: purpose === 'signin-link' ? hashToken(secret) : hashCode(emailKey, purpose, secret).toString('hex'),
      expiresAt: new Date(now + LIFETIME_MINUTES[purpose] * 60_000),
    });
    return { secret, resendIn: waitFor(lastHour.length + 1) / 1000 };
  });
}

/**
 * Uses up the newest code for the email if `provided` is right, answering the account it was mailed to. A wrong try
 * counts against the code for the client network that made it: after MAX_WRONG_TRIES_PER_NETWORK that network's tries
 * are refused, even the right code, while the owner elsewhere can still use it; after MAX_WRONG_TRIES from all networks
 * it is burned for everyone. The try is counted, or the code used, in one conditional update on the row as it was
 * read, so parallel tries cannot both win or slip past the limits.
 */
export async function consumeCode(
  db: Db,
  attempt: { email: string; purpose: CodePurpose; provided: string; network: string },
): Promise<string | undefined> {
  const { purpose, network } = attempt;
  const emailKey = emailKeyOf(attempt.email);
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.emailKey, emailKey), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const triesHere = latest?.wrongTries[network] ?? 0;
  if (
    !latest ||
    latest.expiresAt < new Date() ||
    latest.attempts >= MAX_WRONG_TRIES ||
    triesHere >= MAX_WRONG_TRIES_PER_NETWORK
  ) {
    return undefined;
  }

  const right = timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), hashCode(emailKey, purpose, attempt.provided));
  const asRead = and(
    eq(oneTimeCodes.id, latest.id),
    isNull(oneTimeCodes.usedAt),
    eq(oneTimeCodes.attempts, latest.attempts),
  );
  const updated = await db
    .update(oneTimeCodes)
    .set(
      right
        ? { usedAt: new Date() }
        : { attempts: latest.attempts + 1, wrongTries: { ...latest.wrongTries, [network]: triesHere + 1 } },
    )
    .where(asRead)
    .returning({ id: oneTimeCodes.id });
  return right && updated.length === 1 ? (latest.userId ?? undefined) : undefined;
}

/**
 * Uses up a sign-in link, answering the account it was mailed to: only the newest link for the email, only once,
 * only within LINK_MINUTES. One conditional update, so two uses at once cannot both sign in.
 */
export async function consumeSigninLink(db: Db, token: string): Promise<string | undefined> {
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashToken(token)),
        eq(oneTimeCodes.purpose, 'signin-link'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
        isNotNull(oneTimeCodes.userId),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return used?.userId ?? undefined;
}

/** Deletes every code and link, used or not, made before `before`; answers how many. */
export async function deleteCodesOlderThan(db: Db, before: Date): Promise<number> {
  const purged = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.createdAt, before))
    .returning({ id: oneTimeCodes.id });
  return purged.length;
}
