// Owns the accounts brought over from another shop: made without a password and verified (the brand vouches for its
// customer's email, and only the mailbox's owner can use a mailed link or code), an account here only ever having its
// blanks filled, and each imported account's invite claimed once ever.
import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** What an import may say of a customer. */
export type ImportedCustomerFields = Partial<
  Pick<UserRow, 'userName' | 'phone' | 'emailMarketing' | 'smsMarketing' | 'tags' | 'note'>
>;

/** The new account's id, or undefined when an account with this email appeared meanwhile (nothing is written). */
export async function addImportedCustomer(
  db: Db,
  customer: ImportedCustomerFields & { userName: string; email: string },
): Promise<string | undefined> {
  const [made] = await db
    .insert(users)
    .values({ ...customer, passwordHash: null, role: 'user', verified: true, importedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return made?.id;
}

/** Writes the blanks an import fills on an account here (the caller chose only blanks). */
export async function fillImportedCustomer(db: Db, id: string, changes: ImportedCustomerFields): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

const notInvited = and(isNotNull(users.importedAt), isNull(users.invitedAt));

/** How many imported customers have not been invited yet. */
export async function countAwaitingInvite(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(notInvited);
  return row?.n ?? 0;
}

/**
 * Marks the chosen imported customers (or all, with 'all') invited, unless they were already, and answers those it
 * marked: a claim made before the mail goes, so two presses at once never mail anyone twice.
 */
export function claimInvites(db: Db, ids: string[] | 'all') {
  return db
    .update(users)
    .set({ invitedAt: new Date() })
    .where(ids === 'all' ? notInvited : and(notInvited, inArray(users.id, ids)))
    .returning({ id: users.id, email: users.email, userName: users.userName });
}

/** Gives a customer whose invite mail failed back to the waiting. */
export async function releaseInvite(db: Db, id: string): Promise<void> {
  await db.update(users).set({ invitedAt: null }).where(eq(users.id, id));
}
