// Owns password hashing: argon2id with the library's recommended cost.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id; a const enum, so named here.

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
