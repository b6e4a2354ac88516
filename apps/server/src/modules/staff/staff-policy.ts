// Owns the owner's rules for staff (one row): whether every member must use a second factor, and Support's refund limit.
import { DEFAULT_STAFF_POLICY, type StaffPolicy } from '@shop/contract/staff';
import type { Db, Tx } from '../../platform/db/database.ts';
import { staffPolicies } from '../../platform/db/schema.ts';

export async function staffPolicy(db: Db | Tx): Promise<StaffPolicy> {
  const [row] = await db.select().from(staffPolicies);
  return { ...DEFAULT_STAFF_POLICY, ...row?.data };
}

export async function saveStaffPolicy(db: Db | Tx, policy: StaffPolicy): Promise<StaffPolicy> {
  await db
    .insert(staffPolicies)
    .values({ id: 1, data: policy })
    .onConflictDoUpdate({ target: staffPolicies.id, set: { data: policy, updatedAt: new Date() } });
  return policy;
}
