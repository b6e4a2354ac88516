// Owns the rules of accounts: sign-up, verification, sign-in (by password or mailed link), password change and reset.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatWait, type SessionUser } from '@shop/contract/auth';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';
import { Forbidden, Invalid, TooMany, Unauthorized } from '../../platform/errors.ts';
import type { Mail, Mailer } from '../../platform/mailer.ts';
import { STAFF_MESSAGES } from '../../platform/auth-guard.ts';
import {
  createSession,
  endOtherSessions,
  findSession,
  type SessionOrigin,
  type SessionUserRow,
} from '../../platform/sessions.ts';
import { permissionsOf } from '@shop/contract/staff';
import { issueTicket } from './two-factor.ts';
import {
  consumeCode,
  consumeSigninLink,
  firstPauseNoticeToday,
  issueSecret,
  LINK_MINUTES,
  openResetLink as openResetLinkCode,
  resetCodesPausedFor,
  type Issued,
} from './codes.ts';
import { shopName } from '../settings/index.ts';
import {
  alreadyRegisteredMail,
  resetPasswordMail,
  resetPausedMail,
  signinInviteMail,
  signinLinkMail,
  verificationMail,
} from './auth-mail.ts';
import { hashPassword, verifyPassword } from './password.ts';

/**
 * The addresses of the screens mails send people to: the reset page (and its link's, `<resetLinkPage>/<token>`), the
 * page a sign-in link opens, and the login page, where a sign-in link is asked for.
 */
export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  resetPage: string;
  resetLinkPage: string;
  signinLinkPage: string;
  loginPage: string;
};

export const AUTH_MESSAGES = {
  // The same whether the email is new, taken or waiting for verification: the mail tells its owner which.
  signedUp: 'Almost there: check your email for a 6-digit code.',
  codeSent: 'If an unverified account exists for this email, we sent it a code. Use the one in the newest mail.',
  verified: 'Your email is verified. You can log in now.',
  wrongCode: 'That code is wrong or has expired. Ask for a new code if you need one.',
  wrongCredentials: 'Incorrect email or password.',
  verifyFirst: 'Please verify your email first. Use the code we sent you, or ask for a new one.',
  signedIn: 'Logged in successfully',
  signedOut: 'Logged out successfully!',
  resetCodeSent: 'If an account exists for this email, we sent it a code to reset the password.',
  passwordReset: 'Your password has been reset. Please log in with the new password.',
  passwordChanged: 'Your password has been changed. Please log in again.',
  signinLinkSent: `We've sent you a sign-in link if an account exists for this email. It works once, within ${LINK_MINUTES} minutes.`,
  signinLinkSpent: 'That sign-in link has been used or has expired. Ask for a new one.',
  /** The other way in, offered when sign-in is refused for too many attempts. */
  askForSigninLink: 'ask for a sign-in link by email',
  wrongOldPassword: 'Your current password is incorrect.',
  notYourEmail: 'That is not the email of the account you are logged in with.',
  samePassword: 'The new password must be different from the current one.',
  resetLinkOpened: 'Choose a new password: the code from your mail is filled in.',
  resetLinkSpent: 'That reset link has been used or has expired. Ask for a new code if you need one.',
  authenticated: 'Authenticated user!',
  unauthorised: 'Unauthorised user!',
} as const;

/**
 * The seconds until another may be sent, or, when one was sent too recently, a refusal that says how long to wait
 * and sends nothing: the same for every email, with an account or without.
 */
function sentOrRefused(issued: Issued, what: 'code' | 'sign-in link'): Extract<Issued, { secret: string }> {
  if ('secret' in issued) return issued;
  const seconds = issued.waitSeconds;
  throw new TooMany(`A ${what} was sent a moment ago. You can ask for another in ${formatWait(seconds)}.`, {
    retryAfterSeconds: seconds,
    fields: { resend_in: seconds },
  });
}

/** A wait of hours as words: "about 23 hours", "about an hour", "12 minutes". */
function waitInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

/** After the day's bound of wrong reset codes for an email (audit M1): even the right code waits, and says why. */
function resetPaused(seconds: number) {
  return new TooMany(
    `Too many wrong codes were tried for this email today, so its password cannot be reset with a code for now. ` +
      `Try again in ${waitInWords(seconds)}, or log in with a sign-in link by email.`,
    { retryAfterSeconds: seconds },
  );
}

export function toSessionUser(user: SessionUserRow): SessionUser {
  return {
    id: user.id,
    userName: user.userName,
    username: user.userName,
    email: user.email,
    role: user.role,
    staff_role: user.staffRole ?? null,
    permissions: user.staffStatus === 'active' ? permissionsOf(user.staffRole) : [],
    two_factor: Boolean(user.twoFactor),
    must_enrol_two_factor: Boolean(user.mustEnrolTwoFactor),
  };
}

async function findByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/**
 * Mail goes out after the answer: waiting for it would show, by the time taken, which emails have accounts. A mail
 * that fails is logged; the person asks for a new code or link.
 */
/** `mail`: the mail, given the shop's name as staff set it (its brand). */
function sendLater(deps: AuthDeps, mail: (shop: string) => Mail) {
  shopName(deps.db)
    .then((shop) => deps.mailer.send(mail(shop)))
    .catch((error: unknown) => deps.log.error({ err: error }, 'A code or link mail could not be sent'));
}

/**
 * Answers alike whether the email is new, taken or not verified yet; only its owner, reading the mail, learns which.
 * The password is hashed first in every case, so the time taken tells nothing either.
 */
export async function signUp(deps: AuthDeps, input: { userName: string; email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const existing = await findByEmail(deps.db, input.email);
  if (existing?.verified) {
    const issued = await issueSecret(deps.db, {
      email: existing.email,
      userId: existing.id,
      purpose: 'reset-password',
    });
    if ('secret' in issued) {
      const link = `${deps.resetLinkPage}/${issued.linkToken}`;
      sendLater(deps, (shop) =>
        alreadyRegisteredMail(
          shop,
          existing.email,
          existing.userName,
          issued.secret,
          deps.resetPage,
          link,
          existing.passwordHash !== null,
        ),
      );
    }
    return;
  }
  const [user] = existing
    ? // Nobody ever proved this email, so whoever signed up with it before holds nothing worth keeping.
      await deps.db
        .update(users)
        .set({ userName: input.userName, passwordHash, updatedAt: new Date() })
        .where(and(eq(users.id, existing.id), eq(users.verified, false)))
        .returning()
    : // The role is never taken from the request: sign-up only ever makes shoppers.
      await deps.db
        .insert(users)
        .values({ userName: input.userName, email: input.email, passwordHash, role: 'user', verified: false })
        .onConflictDoNothing()
        .returning();
  if (!user) return; // a sign-up or verification for this email at the same moment won
  // A new account's first code goes at once: the codes "sent" for this email before were mailed to nobody.
  const issued = await issueSecret(deps.db, {
    email: user.email,
    userId: user.id,
    purpose: 'verify-email',
    spaced: Boolean(existing),
  });
  if ('secret' in issued) sendLater(deps, (shop) => verificationMail(shop, user.email, issued.secret));
}

/** Answers the seconds until another code may be sent. */
export async function sendVerificationCode(deps: AuthDeps, email: string): Promise<number> {
  const user = await findByEmail(deps.db, email);
  // The same work and answer either way: nobody learns which emails have accounts.
  const unverified = user && !user.verified ? user : undefined;
  const issued = sentOrRefused(
    await issueSecret(deps.db, { email, userId: unverified?.id, purpose: 'verify-email' }),
    'code',
  );
  if (unverified) sendLater(deps, (shop) => verificationMail(shop, unverified.email, issued.secret));
  return issued.resendIn;
}

/**
 * A verified account answers as a wrong code does, or anyone could tell which emails have verified accounts.
 * `network`: the client network trying, whose wrong tries count against the code for it alone.
 */
export async function verifyEmail(deps: AuthDeps, input: { email: string; providedCode: string; network: string }) {
  const user = await findByEmail(deps.db, input.email);
  const unverified = user && !user.verified ? user : undefined;
  const mailedTo = await consumeCode(deps.db, {
    email: input.email,
    purpose: 'verify-email',
    provided: input.providedCode,
    network: input.network,
  });
  if (!unverified || mailedTo !== unverified.id) throw new Invalid(AUTH_MESSAGES.wrongCode);
  await deps.db.update(users).set({ verified: true, updatedAt: new Date() }).where(eq(users.id, unverified.id));
}

export async function signIn(deps: AuthDeps, email: string, password: string, origin: SessionOrigin = {}) {
  const user = await findByEmail(deps.db, email);
  // Hash even for an unknown email, so the answer takes as long and says the same.
  const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !passwordOk) throw new Unauthorized(AUTH_MESSAGES.wrongCredentials);
  if (!user.verified) throw new Forbidden(AUTH_MESSAGES.verifyFirst);
  return startSession(deps, user, origin);
}

export type SignedIn =
  | { session: { token: string; expiresAt: Date }; user: SessionUser; ticket?: undefined }
  | { ticket: string; session?: undefined; user?: undefined };

/**
 * Every way in ends here: a suspended staff member is refused, an account with a second factor gets a ticket for its
 * code (`POST /api/auth/2fa/verify`), and any other a session.
 */
export async function startSession(
  deps: Pick<AuthDeps, 'db'>,
  user: { id: string; staffStatus: string | null; totpEnabledAt: Date | null },
  origin: SessionOrigin,
  { secondFactorDone = false } = {},
): Promise<SignedIn> {
  if (user.staffStatus === 'suspended') throw new Forbidden(STAFF_MESSAGES.suspended);
  if (user.totpEnabledAt && !secondFactorDone) return { ticket: await issueTicket(deps.db, user.id) };
  const session = await createSession(deps.db, user.id, origin);
  const found = await findSession(deps.db, session.token);
  if (!found) throw new Unauthorized();
  return { session, user: toSessionUser(found.user) };
}

/**
 * Answers the seconds until another code may be sent. The mail holds the code and a link that fills it in. While the
 * email's reset codes are paused for the day none is mailed, since none would work: its owner was told why.
 */
export async function sendResetCode(deps: AuthDeps, email: string): Promise<number> {
  const user = await findByEmail(deps.db, email);
  // Without an account the same queries run and nothing is mailed, so the answer comes as fast and says the same.
  const issued = sentOrRefused(
    await issueSecret(deps.db, { email, userId: user?.id, purpose: 'reset-password' }),
    'code',
  );
  const paused = await resetCodesPausedFor(deps.db, email);
  if (user && !paused) {
    const link = `${deps.resetLinkPage}/${issued.linkToken}`;
    sendLater(deps, (shop) =>
      resetPasswordMail(shop, user.email, user.verified ? user.userName : undefined, issued.secret, link),
    );
  }
  return issued.resendIn;
}

/**
 * The email and code a reset mail's link fills in on the reset page, while the code still works. Paused codes are
 * said so here too, rather than after the new password is typed.
 */
export async function openResetLink(deps: AuthDeps, token: string) {
  const opened = await openResetLinkCode(deps.db, token);
  const [user] = opened ? await deps.db.select().from(users).where(eq(users.id, opened.userId)) : [];
  if (!opened || !user) throw new Invalid(AUTH_MESSAGES.resetLinkSpent);
  const paused = await resetCodesPausedFor(deps.db, user.email);
  if (paused) throw resetPaused(paused);
  return { email: user.email, providedCode: opened.code };
}

/**
 * Past the day's bound of wrong tries at the email's reset codes, even the right code is refused, in words; the try
 * that reaches the bound tells the owner, once a day, that someone is trying and the sign-in link still works.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { email: string; providedCode: string; newPassword: string; network: string },
) {
  const paused = await resetCodesPausedFor(deps.db, input.email);
  if (paused) throw resetPaused(paused);
  const user = await findByEmail(deps.db, input.email);
  const mailedTo = await consumeCode(deps.db, {
    email: input.email,
    purpose: 'reset-password',
    provided: input.providedCode,
    network: input.network,
  });
  if (!user || mailedTo !== user.id) {
    if (
      user &&
      (await resetCodesPausedFor(deps.db, user.email)) &&
      (await firstPauseNoticeToday(deps.db, user.email, user.id))
    ) {
      sendLater(deps, (shop) =>
        resetPausedMail(shop, user.email, user.verified ? user.userName : undefined, deps.loginPage),
      );
    }
    throw new Invalid(AUTH_MESSAGES.wrongCode);
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Reading the mailed code proves the email too.
  await deps.db.update(users).set({ passwordHash, verified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
  await endOtherSessions(deps.db, user.id);
}

/**
 * Mails a one-time sign-in link: the owner's way in that no count of strangers' failures can take away, since only
 * the mailbox's owner reads it. Answers the seconds until another may be sent, for every email alike.
 */
export async function sendSigninLink(deps: AuthDeps, email: string): Promise<number> {
  const user = await findByEmail(deps.db, email);
  const issued = sentOrRefused(
    await issueSecret(deps.db, { email, userId: user?.id, purpose: 'signin-link' }),
    'sign-in link',
  );
  if (user) {
    const link = `${deps.signinLinkPage}?token=${issued.secret}`;
    sendLater(deps, (shop) => signinLinkMail(shop, user.email, user.verified ? user.userName : undefined, link));
  }
  return issued.resendIn;
}

/**
 * Signs in with a mailed link's token. The link proves the mailbox, so an unverified account becomes verified; its
 * password, which nobody proved (anyone may have signed up with this email), is replaced by a random one, so that a
 * squatter's password never opens the owner's account. The owner sets a password with a reset code when they want one.
 */
export async function signInWithLink(deps: AuthDeps, token: string, origin: SessionOrigin = {}) {
  const userId = await consumeSigninLink(deps.db, token);
  if (!userId) throw new Invalid(AUTH_MESSAGES.signinLinkSpent);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Invalid(AUTH_MESSAGES.signinLinkSpent);
  if (!user.verified) {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await deps.db
      .update(users)
      .set({ verified: true, passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.verified, false)));
  }
  return startSession(deps, user, origin);
}

/**
 * Staff's "Invite" of a customer brought over by an import: a sign-in link mailed now (not spaced out as a shopper's
 * own asks are, since staff send it once), awaited so a failure is told to staff. The caller makes sure it goes once.
 */
export async function mailSigninInvite(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  user: { id: string; email: string; userName: string },
): Promise<void> {
  const issued = await issueSecret(deps.db, {
    email: user.email,
    userId: user.id,
    purpose: 'signin-link',
    spaced: false,
  });
  if (!('secret' in issued)) throw new Error('A sign-in link was not issued for an invite');
  const link = `${deps.publicUrl}/auth/signin-link?token=${issued.secret}`;
  await deps.mailer.send(
    signinInviteMail(await shopName(deps.db), user.email, user.userName, link, `${deps.publicUrl}/auth/login`),
  );
}

export async function changePassword(
  deps: AuthDeps,
  signedIn: { user: SessionUserRow; sessionId: string },
  input: { email: string; oldPassword: string; newPassword: string },
) {
  if (input.email !== signedIn.user.email) throw new Forbidden(AUTH_MESSAGES.notYourEmail);
  const user = await findByEmail(deps.db, input.email);
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new Invalid(AUTH_MESSAGES.wrongOldPassword);
  }
  if (input.oldPassword === input.newPassword) throw new Invalid(AUTH_MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  await endOtherSessions(deps.db, user.id, signedIn.sessionId);
}

// A valid argon2id hash of a random password, so unknown emails cost the same work as known ones.
const DUMMY_HASH = await hashPassword(`not-a-password-${Math.random()}`);
