// Owns the rules of accounts: sign-up, verification, sign-in, password change and reset.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '@shop/contract/auth';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';
import { Forbidden, Invalid, Unauthorized } from '../../platform/errors.ts';
import type { Mail, Mailer } from '../../platform/mailer.ts';
import { createSession, endOtherSessions, type SessionUserRow } from '../../platform/sessions.ts';
import { consumeCode, issueCode } from './codes.ts';
import { alreadyRegisteredMail, resetPasswordMail, verificationMail } from './auth-mail.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** `resetPage`: the address of the screen that takes a password reset code, for mails. */
export type AuthDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; resetPage: string };

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
  wrongOldPassword: 'Your current password is incorrect.',
  notYourEmail: 'That is not the email of the account you are logged in with.',
  samePassword: 'The new password must be different from the current one.',
  authenticated: 'Authenticated user!',
  unauthorised: 'Unauthorised user!',
} as const;

export function toSessionUser(user: SessionUserRow): SessionUser {
  return { id: user.id, userName: user.userName, username: user.userName, email: user.email, role: user.role };
}

async function findByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/**
 * Mail goes out after the answer: waiting for it would show, by the time taken, which emails have accounts. A mail
 * that fails is logged; the person asks for a new code.
 */
function sendLater(deps: AuthDeps, mail: Mail) {
  deps.mailer.send(mail).catch((error: unknown) => deps.log.error({ err: error }, 'A code mail could not be sent'));
}

/**
 * Answers alike whether the email is new, taken or not verified yet; only its owner, reading the mail, learns which.
 * The password is hashed first in every case, so the time taken tells nothing either.
 */
export async function signUp(deps: AuthDeps, input: { userName: string; email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const existing = await findByEmail(deps.db, input.email);
  if (existing?.verified) {
    const code = await issueCode(deps.db, existing.id, 'reset-password');
    if (code) sendLater(deps, alreadyRegisteredMail(existing.email, existing.userName, code, deps.resetPage));
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
  const code = await issueCode(deps.db, user.id, 'verify-email');
  if (code) sendLater(deps, verificationMail(user.email, code));
}

export async function sendVerificationCode(deps: AuthDeps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  // The same work and answer either way: nobody learns which emails have accounts.
  const unverified = user && !user.verified ? user : undefined;
  const code = await issueCode(deps.db, unverified?.id, 'verify-email');
  if (unverified && code) sendLater(deps, verificationMail(unverified.email, code));
}

/** A verified account answers as a wrong code does, or anyone could tell which emails have verified accounts. */
export async function verifyEmail(deps: AuthDeps, email: string, providedCode: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  const unverified = user && !user.verified ? user : undefined;
  if (!(await consumeCode(deps.db, unverified?.id, 'verify-email', providedCode)) || !unverified) {
    throw new Invalid(AUTH_MESSAGES.wrongCode);
  }
  await deps.db.update(users).set({ verified: true, updatedAt: new Date() }).where(eq(users.id, unverified.id));
}

export async function signIn(deps: AuthDeps, email: string, password: string) {
  const user = await findByEmail(deps.db, email);
  // Hash even for an unknown email, so the answer takes as long and says the same.
  const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !passwordOk) throw new Unauthorized(AUTH_MESSAGES.wrongCredentials);
  if (!user.verified) throw new Forbidden(AUTH_MESSAGES.verifyFirst);
  const session = await createSession(deps.db, user.id);
  return { session, user: toSessionUser(user) };
}

export async function sendResetCode(deps: AuthDeps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  // Without an account the same queries run and nothing is sent, so the answer comes as fast.
  const code = await issueCode(deps.db, user?.id, 'reset-password');
  if (user && code) sendLater(deps, resetPasswordMail(user.email, user.verified ? user.userName : undefined, code));
}

export async function resetPassword(
  deps: AuthDeps,
  input: { email: string; providedCode: string; newPassword: string },
) {
  const user = await findByEmail(deps.db, input.email);
  if (!(await consumeCode(deps.db, user?.id, 'reset-password', input.providedCode)) || !user) {
    throw new Invalid(AUTH_MESSAGES.wrongCode);
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Reading the mailed code proves the email too.
  await deps.db.update(users).set({ passwordHash, verified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
  await endOtherSessions(deps.db, user.id);
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
