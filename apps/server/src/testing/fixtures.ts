// Owns fast test setup: users and sessions made directly in the database, and reading mailed codes.
import type { FastifyInstance } from 'fastify';
import { users } from '../platform/db/schema.ts';
import { readOutbox } from '../platform/mailer.ts';
import { createSession, SESSION_COOKIE } from '../platform/sessions.ts';
import { hashPassword } from '../modules/auth/password.ts';

let counter = 0;

export async function createUser(
  app: FastifyInstance,
  overrides: Partial<{
    userName: string;
    email: string;
    password: string;
    role: 'admin' | 'user';
    verified: boolean;
  }> = {},
) {
  counter += 1;
  const password = overrides.password ?? 'correct-horse-battery';
  const [user] = await app.db
    .insert(users)
    .values({
      userName: overrides.userName ?? `Shopper ${counter}`,
      email: overrides.email ?? `shopper${counter}-${Date.now()}@example.in`,
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 'user',
      verified: overrides.verified ?? true,
    })
    .returning();
  return { ...user!, password };
}

/** A signed-in user and the Cookie header that carries their session. */
export async function signedInUser(app: FastifyInstance, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  const { token } = await createSession(app.db, user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

/** The six-digit code in the newest outbox mail to this address. */
export async function lastCodeFor(app: FastifyInstance, email: string): Promise<string> {
  const mails = await readOutbox(app.mailer.outbox!);
  const mail = mails.find((m) => m.to === email);
  const code = mail?.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('No Set-Cookie');
  return header.split(';')[0]!;
}
