// Owns what is mailed to prove an email: codes, sign-in links and reset links, stored hashed, single use, the newest
// only, spaced out per email; a code's wrong tries, counted per client network, and a day's wrong tries at one email's
// reset codes.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_DIGITS } from '@shop/contract/auth';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { oneTimeCodes } from '../../platform/db/schema.ts';

export type CodePurpose = 'verify-email' | 'reset-password';
type Issuable = CodePurpose | 'signin-link';

export const CODE_MINUTES = 10;
export const LINK_MINUTES = 15;
const LIFETIME_MINUTES: Record<Issuable, number> = {
  'verify-email': CODE_MINUTES,
  'reset-password': CODE_MINUTES,
  'signin-link': LINK_MINUTES,
};

/**
 * A reset code is long enough for the day's bound on wrong tries (MAX_WRONG_RESET_TRIES_A_DAY, decision 035): at most
 * 20 × 366 guesses a year against 10⁸ codes. A new account's code keeps SPEC's six digits.
 */
export const CODE_DIGITS: Record<CodePurpose, number> = { 'verify-email': 6, 'reset-password': RESET_CODE_DIGITS };

/** Wrong tries at one code from one client network, after which that network's tries are refused. */
export const MAX_WRONG_TRIES_PER_NETWORK = 5;
/**
 * Wrong tries at one code from all networks, after which it is burned for everyone. It bounds the guesses per code
 * (a six-digit code, SPEC), so it is kept low: three networks' worth.
 */
export const MAX_WRONG_TRIES = 15;

/**
 * Wrong tries at one email's reset codes in any 24 hours, from every network and at every code, after which no reset
 * code works for it, not even the right one, until that day's tries age out (audit M1). The mailed sign-in link still
 * lets the owner in. With eight digits this keeps a year's odds of a guess under 10⁻⁴ (decision 035).
 */
export const MAX_WRONG_RESET_TRIES_A_DAY = 20;
const DAY_MS = 24 * 60 * 60_000;
/** A code takes tries for CODE_MINUTES after it is made, so the codes made this far back hold every try of a day. */
const TRIES_LOOKBACK_MS = DAY_MS + CODE_MINUTES * 60_000;
/** How long codes must be kept for the day's count to read them; the sweep keeps them longer. */
export const CODES_READ_FOR_MS = TRIES_LOOKBACK_MS;

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
const hashToken = (purpose: 'signin-link' | 'reset-link', token: string) =>
  createHash('sha256').update(`${purpose}:${token}`).digest('hex');

/**
 * The code a reset link's token fills in: its digits are drawn from the token's hash, so the link finds its code
 * without either being kept in the clear.
 */
export function resetCodeOf(token: string): string {
  const digits = CODE_DIGITS['reset-password'];
  const drawn = BigInt(`0x${createHash('sha256').update(`reset-code:${token}`).digest('hex')}`) % 10n ** BigInt(digits);
  return drawn.toString().padStart(digits, '0');
}

/**
 * Sent, with the seconds until another may be, and for a reset code the token of the link that fills it in; or not
 * sent, and the seconds to wait first.
 */
export type Issued = { secret: string; linkToken?: string; resendIn: number } | { waitSeconds: number };

/**
 * A fresh code (or, for 'signin-link', a link's token) for the email; any earlier unused one for the same purpose
 * stops working. Every email is answered alike: without an account (`userId` undefined) the same rows are written and
 * the secret is simply never mailed. While the last one is too recent, nothing is issued and the wait is answered,
 * unless that one was burned by wrong tries from everywhere: then the owner gets a fresh one at once, once an hour
 * (more often would let guessers cycle through codes). `spaced: false` skips the wait, for an account's first code.
 */
export async function issueSecret(
  db: Db,
  request: { email: string; userId: string | undefined; purpose: Issuable; spaced?: boolean },
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

    // A reset code's link goes with it: both stop working together.
    const stopped = purpose === 'reset-password' ? (['reset-password', 'reset-link'] as const) : [purpose];
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(eq(oneTimeCodes.emailKey, emailKey), inArray(oneTimeCodes.purpose, stopped), isNull(oneTimeCodes.usedAt)),
      );
    // Older rows count towards nothing any more, nor can they be used.
    await tx.delete(oneTimeCodes).where(and(ofEmail, lt(oneTimeCodes.createdAt, new Date(now - TRIES_LOOKBACK_MS))));
    const expiresAt = new Date(now + LIFETIME_MINUTES[purpose] * 60_000);
    const resendIn = waitFor(lastHour.length + 1) / 1000;
    if (purpose === 'signin-link') {
      const secret = randomBytes(32).toString('base64url');
      await tx
        .insert(oneTimeCodes)
        .values({ userId: userId ?? null, emailKey, purpose, codeHash: hashToken(purpose, secret), expiresAt });
      return { secret, resendIn };
    }
    if (purpose === 'reset-password') {
      const linkToken = randomBytes(32).toString('base64url');
      const secret = resetCodeOf(linkToken);
      await tx.insert(oneTimeCodes).values([
        {
          userId: userId ?? null,
          emailKey,
          purpose,
          codeHash: hashCode(emailKey, purpose, secret).toString('hex'),
          expiresAt,
        },
        {
          userId: userId ?? null,
          emailKey,
          purpose: 'reset-link',
          codeHash: hashToken('reset-link', linkToken),
          expiresAt,
        },
      ]);
      return { secret, linkToken, resendIn };
    }
    const secret = String(randomInt(0, 10 ** CODE_DIGITS[purpose])).padStart(CODE_DIGITS[purpose], '0');
    await tx.insert(oneTimeCodes).values({
      userId: userId ?? null,
      emailKey,
      purpose,
      codeHash: hashCode(emailKey, purpose, secret).toString('hex'),
      expiresAt,
    });
    return { secret, resendIn };
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
  if (!right || updated.length !== 1) return undefined;
  if (purpose === 'reset-password') {
    // The code's link is spent with it.
    await db
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(oneTimeCodes.emailKey, emailKey), eq(oneTimeCodes.purpose, 'reset-link'), isNull(oneTimeCodes.usedAt)),
      );
  }
  return latest.userId ?? undefined;
}

/**
 * While the email's reset codes have taken MAX_WRONG_RESET_TRIES_A_DAY wrong tries in the last day: the seconds until
 * enough of those tries are a day old for a code to work again. Otherwise undefined.
 */
export async function resetCodesPausedFor(db: Db, email: string): Promise<number | undefined> {
  const now = Date.now();
  const tried = await db
    .select({ createdAt: oneTimeCodes.createdAt, attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.emailKey, emailKeyOf(email)),
        eq(oneTimeCodes.purpose, 'reset-password'),
        gt(oneTimeCodes.createdAt, new Date(now - TRIES_LOOKBACK_MS)),
        gt(oneTimeCodes.attempts, 0),
      ),
    )
    .orderBy(asc(oneTimeCodes.createdAt));
  let left = tried.reduce((sum, row) => sum + row.attempts, 0);
  for (const row of tried) {
    if (left < MAX_WRONG_RESET_TRIES_A_DAY) break;
    left -= row.attempts;
    if (left < MAX_WRONG_RESET_TRIES_A_DAY)
      return Math.max(1, Math.ceil((row.createdAt.getTime() + TRIES_LOOKBACK_MS - now) / 1000));
  }
  return undefined;
}

/**
 * Records that the owner of the email is being told their reset codes are paused: true for the first caller in a day,
 * false after, so the owner hears of it once a day however many more tries come.
 */
export async function firstPauseNoticeToday(db: Db, email: string, userId: string): Promise<boolean> {
  const emailKey = emailKeyOf(email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${emailKey}:reset-paused`}, 0))`);
    const now = Date.now();
    const [told] = await tx
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.emailKey, emailKey),
          eq(oneTimeCodes.purpose, 'reset-paused'),
          gt(oneTimeCodes.createdAt, new Date(now - DAY_MS)),
        ),
      )
      .limit(1);
    if (told) return false;
    // A note, not a secret: nothing to use, so it is written used.
    await tx.insert(oneTimeCodes).values({
      userId,
      emailKey,
      purpose: 'reset-paused',
      codeHash: '',
      expiresAt: new Date(now + DAY_MS),
      usedAt: new Date(now),
    });
    return true;
  });
}

/**
 * The account and code a reset mail's link fills in, while that code still works: the newest, unused, unexpired and
 * not burned. Opening it uses nothing (mail scanners open links too); the link is spent with its code.
 */
export async function openResetLink(db: Db, token: string): Promise<{ userId: string; code: string } | undefined> {
  const now = new Date();
  const [link] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashToken('reset-link', token)),
        eq(oneTimeCodes.purpose, 'reset-link'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        isNotNull(oneTimeCodes.userId),
      ),
    );
  if (!link?.userId) return undefined;
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.emailKey, link.emailKey),
        eq(oneTimeCodes.purpose, 'reset-password'),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const code = resetCodeOf(token);
  if (!latest || latest.expiresAt < now || latest.attempts >= MAX_WRONG_TRIES) return undefined;
  const itsCode = timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), hashCode(link.emailKey, 'reset-password', code));
  return itsCode ? { userId: link.userId, code } : undefined;
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
        eq(oneTimeCodes.codeHash, hashToken('signin-link', token)),
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
