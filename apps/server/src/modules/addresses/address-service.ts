// Owns each shopper's address book: at most three addresses, every field required.
import { and, count, eq, inArray } from 'drizzle-orm';
import { type Address, addressInput } from '@shop/contract/addresses';
import { LIMITS } from '@shop/contract/shop';
import { MESSAGES } from '@shop/contract/messages';
import type { Db, Tx } from '../../platform/db/database.ts';
import { addresses, users } from '../../platform/db/schema.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { pincodeExists } from '../delivery/index.ts';

export const ADDRESS_MESSAGES = {
  added: MESSAGES.addressAdded,
  updated: MESSAGES.addressUpdated,
  deleted: MESSAGES.addressDeleted,
  max: MESSAGES.maxAddresses,
  notFound: 'Address not found',
  unknownPincode: 'No such pincode',
} as const;

type Fields = {
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  landmark: string;
  phone: string;
  notes: string;
};
type AddressRow = typeof addresses.$inferSelect;

export const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  address_id: row.id,
  user_id: row.userId,
  address_line1: row.addressLine1,
  address_line2: row.addressLine2,
  city: row.city,
  state: row.state,
  zip_code: row.zipCode,
  country: row.country,
  landmark: row.landmark,
  phone: row.phone,
  notes: row.notes,
});

const toColumns = (f: Fields) => ({
  addressLine1: f.address_line1,
  addressLine2: f.address_line2,
  city: f.city,
  state: f.state,
  zipCode: f.zip_code,
  country: f.country,
  landmark: f.landmark,
  phone: f.phone,
  notes: f.notes,
});

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(addresses.createdAt, addresses.id);
  return rows.map(toAddress);
}

/** The user's saved address (in a transaction too: an order copies it as it places). */
export async function findAddress(db: Db | Tx, userId: string, addressId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/** An address must name a pincode India Post lists (the format alone the contract checks). */
async function refuseUnknownPincode(fields: Fields): Promise<void> {
  if (!(await pincodeExists(fields.zip_code))) throw new Invalid(ADDRESS_MESSAGES.unknownPincode);
}

/**
 * An address from elsewhere (a customer import) as the form's rules and a known pincode take it, or why not, in the
 * form's words.
 */
export async function checkAddress(input: Record<string, string>): Promise<{ fields: Fields } | { problem: string }> {
  const parsed = addressInput.safeParse(input);
  if (!parsed.success) return { problem: parsed.error.issues.map((issue) => issue.message).join('; ') };
  const { user_id: _ignored, ...fields } = parsed.data;
  if (!(await pincodeExists(fields.zip_code)))
    return { problem: `${ADDRESS_MESSAGES.unknownPincode}: ${fields.zip_code}` };
  return { fields };
}

/** Which of these users have at least one saved address. */
export async function usersWithAddresses(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: addresses.userId })
    .from(addresses)
    .where(inArray(addresses.userId, userIds));
  return new Set(rows.map((row) => row.userId));
}

export async function addAddress(db: Db, userId: string, fields: Fields): Promise<Address> {
  await refuseUnknownPincode(fields);
  return db.transaction(async (tx) => {
    // Locking the user's row makes two adds at once take turns, so the limit of three holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ value } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (value >= LIMITS.maxAddresses) throw new Invalid(ADDRESS_MESSAGES.max);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...toColumns(fields) })
      .returning();
    return toAddress(row!);
  });
}

export async function updateAddress(db: Db, userId: string, addressId: string, fields: Fields): Promise<Address> {
  await refuseUnknownPincode(fields);
  const [row] = await db
    .update(addresses)
    .set({ ...toColumns(fields), updatedAt: new Date() })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw new NotFound(ADDRESS_MESSAGES.notFound);
  return toAddress(row);
}

export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw new NotFound(ADDRESS_MESSAGES.notFound);
}
