// Owns the rules of accounts: sign-up, verification, sign-in, password change and reset.
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shop/contract/auth';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';
import { Conflict, Forbidden, Invalid, Unauthorized } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { createSession, endOtherSessions, type SessionUserRow } from '../../platform/sessions.ts';
import { consumeCode, issueCode } from './codes.ts';
import { resetPasswordMail, verificationMail } from './auth-mail.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type AuthDeps = { db: Db; mailer: Mailer };

export const AUTH_MESSAGES = {
  signedUp: 'Registration successful. We sent a 6-digit code to your email.',
  alreadyRegistered: 'An account with this email already exists. Please log in.',
  registeredNotVerified:
    'This email is registered but not verified yet. Verify it with the code we sent, or ask for a new code.',
  codeSent: 'If an unverified account exists for this email, we sent it a new code.',
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

export async function signUp(deps: AuthDeps, input: { userName: string; email: string; password: string }) {
  const existing = await findByEmail(deps.db, input.email);
  if (existing)
    throw new Conflict(existing.verified ? AUTH_MESSAGES.alreadyRegistered : AUTH_MESSAGES.registeredNotVerified);
  const passwordHash = await hashPassword(input.password);
  // The role is never taken from the request: sign-up only ever makes shoppers.
  const [user] = await deps.db
    .insert(users)
    .values({ userName: input.userName, email: input.email, passwordHash, role: 'user', verified: false })
    .onConflictDoNothing()
    .returning();
  if (!user) throw new Conflict(AUTH_MESSAGES.alreadyRegistered);
  const code = await issueCode(deps.db, user.id, 'verify-email');
  await deps.mailer.send(verificationMail(user.email, user.userName, code));
}

export async function sendVerificationCode(deps: AuthDeps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user || user.verified) return; // the same answer either way: nobody learns which emails have accounts
  const code = await issueCode(deps.db, user.id, 'verify-email');
  await deps.mailer.send(verificationMail(user.email, user.userName, code));
}

export async function verifyEmail(deps: AuthDeps, email: string, providedCode: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user) throw new Invalid(AUTH_MESSAGES.wrongCode);
  if (user.verified) return;
  if (!(await consumeCode(deps.db, user.id, 'verify-email', providedCode))) throw new Invalid(AUTH_MESSAGES.wrongCode);
  await deps.db.update(users).set({ verified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
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
  if (!user) return;
  const code = await issueCode(deps.db, user.id, 'reset-password');
  await deps.mailer.send(resetPasswordMail(user.email, user.userName, code));
}

export async function resetPassword(
  deps: AuthDeps,
  input: { email: string; providedCode: string; newPassword: string },
) {
  const user = await findByEmail(deps.db, input.email);
  if (!user || !(await consumeCode(deps.db, user.id, 'reset-password', input.providedCode))) {
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
