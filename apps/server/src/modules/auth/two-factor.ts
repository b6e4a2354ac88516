// Owns a staff member's second factor: an authenticator app's TOTP secret (RFC 6238, by the otpauth library), the
// recovery codes shown once, and the sign-in ticket that waits between a right password and the code.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import bwipjs from 'bwip-js';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../platform/db/database.ts';
import { recoveryCodes, signinTickets, users } from '../../platform/db/schema.ts';
import { Conflict, Invalid, Unauthorized } from '../../platform/errors.ts';
import { shopName } from '../settings/index.ts';

export const TWO_FACTOR_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  ticketSpent: 'Your sign-in has expired. Please log in again.',
  notStarted: 'Start two-factor sign-in again: the setup was not found.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  enabled: 'Two-factor sign-in is on. Save your recovery codes now: they will not be shown again.',
  disabled: 'Two-factor sign-in is off.',
  newCodes: 'Here are your new recovery codes. The old ones no longer work.',
  requiredByShop: 'Your shop requires two-factor sign-in for all staff, so it cannot be turned off.',
} as const;

const TICKET_MINUTES = 5;
const TICKET_TRIES = 5;
const RECOVERY_CODES = 10;
const PERIOD = 30;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `issuer`: the shop's name the app lists the account under; checking a code does not read it. */
function totpOf(secret: string, email: string, issuer = '') {
  return new TOTP({ issuer, label: email, secret: Secret.fromBase32(secret), period: PERIOD, digits: 6 });
}

/** A new secret for the app, kept until `enableTwoFactor` proves the app has it; an enabled one is left alone. */
export async function setupTwoFactor(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Unauthorized();
  if (user.totpEnabledAt) throw new Conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await db.update(users).set({ totpSecret: secret, updatedAt: new Date() }).where(eq(users.id, userId));
  const otpauthUrl = totpOf(secret, user.email, await shopName(db)).toString();
  const qrSvg = bwipjs.toSVG({ bcid: 'qrcode', text: otpauthUrl, scale: 4, paddingwidth: 4, paddingheight: 4 });
  return { secret, otpauthUrl, qrSvg };
}

/** The time step a right code belongs to (this one, or one either side for a slow clock), or null. */
function stepOf(secret: string, email: string, code: string): number | null {
  const delta = totpOf(secret, email).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD) + delta;
}

function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const part = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${part()}-${part()}`;
}

async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: sha256(code) })));
  });
  return codes;
}

/** Turns the second factor on once a code from the app proves it holds the secret; answers the recovery codes. */
export async function enableTwoFactor(db: Db, userId: string, code: string): Promise<string[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Unauthorized();
  if (user.totpEnabledAt) throw new Conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!user.totpSecret) throw new Conflict(TWO_FACTOR_MESSAGES.notStarted);
  const step = stepOf(user.totpSecret, user.email, code);
  if (step === null) throw new Invalid(TWO_FACTOR_MESSAGES.wrongCode);
  const [turnedOn] = await db
    .update(users)
    .set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (!turnedOn) throw new Conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  return replaceRecoveryCodes(db, userId);
}

export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

export async function newRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const [user] = await db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
  if (!user?.on) throw new Conflict(TWO_FACTOR_MESSAGES.notOn);
  return replaceRecoveryCodes(db, userId);
}

/** A right password for an account with a second factor: the ticket its code must come back with. */
export async function issueTicket(db: Db, userId: string): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.delete(signinTickets).where(lt(signinTickets.expiresAt, new Date()));
  await db.insert(signinTickets).values({
    userId,
    tokenHash: sha256(ticket),
    expiresAt: new Date(Date.now() + TICKET_MINUTES * 60_000),
  });
  return ticket;
}

/**
 * The account a ticket and code sign in, the ticket then spent. A code from the app counts once (its time step is
 * kept); a recovery code once ever. Wrong codes spend the ticket after a few, so the password must be given again.
 */
export async function redeemTicket(db: Db, ticket: string, code: string): Promise<string> {
  const [row] = await db
    .select()
    .from(signinTickets)
    .where(and(eq(signinTickets.tokenHash, sha256(ticket)), gt(signinTickets.expiresAt, new Date())));
  if (!row) throw new Unauthorized(TWO_FACTOR_MESSAGES.ticketSpent);
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user?.totpEnabledAt || !user.totpSecret) throw new Unauthorized(TWO_FACTOR_MESSAGES.ticketSpent);

  let accepted = false;
  if (/^\d{6}$/.test(code)) {
    const step = stepOf(user.totpSecret, user.email, code);
    if (step !== null) {
      const [moved] = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      accepted = Boolean(moved);
    }
  } else {
    const normalised = code.replace(/^(\w{5})(\w{5})$/, '$1-$2');
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, sha256(normalised)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    accepted = Boolean(used);
  }
  if (!accepted) {
    const [counted] = await db
      .update(signinTickets)
      .set({ wrongTries: row.wrongTries + 1 })
      .where(eq(signinTickets.id, row.id))
      .returning({ tries: signinTickets.wrongTries });
    if (!counted || counted.tries >= TICKET_TRIES) {
      await db.delete(signinTickets).where(eq(signinTickets.id, row.id));
      throw new Unauthorized(TWO_FACTOR_MESSAGES.ticketSpent);
    }
    throw new Unauthorized(TWO_FACTOR_MESSAGES.wrongCode);
  }
  const [spent] = await db
    .delete(signinTickets)
    .where(eq(signinTickets.id, row.id))
    .returning({ id: signinTickets.id });
  if (!spent) throw new Unauthorized(TWO_FACTOR_MESSAGES.ticketSpent);
  return user.id;
}
