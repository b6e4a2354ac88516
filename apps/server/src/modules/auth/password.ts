// Owns password hashing: argon2id with the library's recommended cost.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id; a const enum, so named here.

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A hash no password matches: an account without a password (brought over by an import) is checked against it, so
 * it answers as slowly as any other wrong password and never signs in by one. */
let noPassword: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    noPassword ??= hashPassword(`no password ${Math.random()}`);
    await verify(await noPassword, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
