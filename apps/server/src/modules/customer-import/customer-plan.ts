// Owns what a customer CSV would do before anything is saved: each row's customer checked and compared with the
// account already here (matched by email), as create / update / unchanged / error, with what is left out (a phone
// that is no Indian number, an address our checks refuse) said on the row.
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  type CustomerImportReport,
  type CustomerImportRow,
  IMPORTED_CONSENT_SOURCE,
} from '@shop/contract/customer-import';
import { INDIAN_STATES, stateNamed } from '@shop/contract/india';
import type { ImportAction, ImportSummary } from '@shop/contract/product-import';
import type { Db } from '../../platform/db/database.ts';
import { type MarketingConsent, users } from '../../platform/db/schema.ts';
import { checkAddress, usersWithAddresses } from '../addresses/index.ts';
import type { CustomerCsvRow } from './customer-csv.ts';

type UserRow = typeof users.$inferSelect;
type AddressFields = Extract<Awaited<ReturnType<typeof checkAddress>>, { fields: unknown }>['fields'];

/** The account a row makes, or what it adds to the account already here. */
export type CustomerPlan = {
  row: number;
  email: string;
  action: ImportAction;
  errors: string[];
  warnings: string[];
  /** For a new account: every field; for an update: only the blanks it fills. */
  changes: Partial<Pick<UserRow, 'userName' | 'phone' | 'emailMarketing' | 'smsMarketing' | 'tags' | 'note'>>;
  address: AddressFields | undefined;
  existingId: string | undefined;
};

export type CustomerImportPlan = { customers: CustomerPlan[]; report: CustomerImportReport };

const email = z.string().trim().toLowerCase().pipe(z.email());

/**
 * Shopify's province codes for India (ISO 3166-2:IN without "IN-", and the older codes Shopify still writes: CT, OR,
 * TS, UT, DN), each to the state's name as our address book writes it.
 */
const STATE_OF_CODE: Record<string, string> = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CH: 'Chandigarh',
  CG: 'Chhattisgarh',
  CT: 'Chhattisgarh',
  DH: 'Dadra and Nagar Haveli and Daman and Diu',
  DN: 'Dadra and Nagar Haveli and Daman and Diu',
  DD: 'Dadra and Nagar Haveli and Daman and Diu',
  DL: 'Delhi',
  GA: 'Goa',
  GJ: 'Gujarat',
  HR: 'Haryana',
  HP: 'Himachal Pradesh',
  JK: 'Jammu and Kashmir',
  JH: 'Jharkhand',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MP: 'Madhya Pradesh',
  MH: 'Maharashtra',
  MN: 'Manipur',
  ML: 'Meghalaya',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OD: 'Odisha',
  OR: 'Odisha',
  PY: 'Puducherry',
  PB: 'Punjab',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TN: 'Tamil Nadu',
  TG: 'Telangana',
  TS: 'Telangana',
  TR: 'Tripura',
  UP: 'Uttar Pradesh',
  UK: 'Uttarakhand',
  UT: 'Uttarakhand',
  WB: 'West Bengal',
};
// Every name above is one of the address book's states.
const STATE_NAMES = new Set<string>(INDIAN_STATES.map((state) => state.name));
if (Object.values(STATE_OF_CODE).some((name) => !STATE_NAMES.has(name))) throw new Error('STATE_OF_CODE out of date');

/** An Indian mobile number as its 10 digits (from +91 98765 43210, 098765-43210…), or undefined. */
export function indianPhone(raw: string): string | undefined {
  const digits = raw.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(digits);
  return match?.[1];
}

/** Shopify writes yes/no (older exports true/false); anything else is no answer. */
function yesNo(cell: string | undefined): boolean | undefined {
  if (cell === undefined) return undefined;
  const value = cell.toLowerCase();
  if (['yes', 'true', '1', 'y', 'subscribed'].includes(value)) return true;
  if (['no', 'false', '0', 'n', 'not_subscribed', 'unsubscribed'].includes(value)) return false;
  return undefined;
}

const tagsOf = (cell: string | undefined) => [
  ...new Set(
    (cell ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** The default address as the address book takes it, or why it is left out; undefined when the row has none. */
async function addressOf(
  cells: CustomerCsvRow['cells'],
  phone: string | undefined,
): Promise<{ fields: AddressFields } | { problem: string } | undefined> {
  if (!cells.address1 && !cells.city && !cells.zip) return undefined;
  const country = (cells.countryCode ?? cells.country ?? 'IN').trim().toUpperCase();
  if (country !== 'IN' && country !== 'INDIA') return { problem: `the address is outside India (${country})` };
  const code = cells.provinceCode?.toUpperCase().replace(/^IN-/, '');
  const state = (code && STATE_OF_CODE[code]) ?? stateNamed(cells.province ?? cells.provinceCode ?? '')?.name;
  if (!state) {
    const given = cells.provinceCode ?? cells.province;
    return { problem: given ? `the state "${given}" is not a state of India` : 'the address has no state' };
  }
  const addressPhone = (cells.addressPhone && indianPhone(cells.addressPhone)) ?? phone;
  if (!addressPhone) return { problem: 'the address has no Indian phone number' };
  // Shopify's address has no landmark or delivery notes, which our address book asks for; its second line is optional.
  const checked = await checkAddress({
    address_line1: cells.address1 ?? '',
    address_line2: cells.address2 ?? cells.company ?? cells.city ?? '',
    city: cells.city ?? '',
    state,
    zip_code: cells.zip?.replace(/\s/g, '') ?? '',
    country: 'India',
    landmark: 'Not given',
    phone: addressPhone,
    notes: cells.company ? `Company: ${cells.company}` : 'None',
  });
  return 'problem' in checked ? { problem: checked.problem.replace(/^./, (c) => c.toLowerCase()) } : checked;
}

/** What the customers of the file would do; `at` is the moment written on imported consents. */
export async function planCustomers(db: Db, rows: CustomerCsvRow[], at: Date): Promise<CustomerImportPlan> {
  const emails = rows.flatMap((row) => {
    const parsed = email.safeParse(row.cells.email ?? '');
    return parsed.success ? [parsed.data] : [];
  });
  const existing = new Map<string, UserRow>();
  for (let i = 0; i < emails.length; i += 500) {
    const found = await db
      .select()
      .from(users)
      .where(inArray(users.email, emails.slice(i, i + 500)));
    for (const user of found) existing.set(user.email, user);
  }
  const withAddress = await usersWithAddresses(
    db,
    [...existing.values()].map((user) => user.id),
  );

  const firstRowOf = new Map<string, number>();
  const customers: CustomerPlan[] = [];
  for (const { row, cells } of rows) {
    const errors: string[] = [];
    const warnings: string[] = [];
    const parsedEmail = email.safeParse(cells.email ?? '');
    const mail = parsedEmail.success ? parsedEmail.data : (cells.email ?? '');
    if (!cells.email) errors.push(`Row ${row}: Email is empty`);
    else if (!parsedEmail.success) errors.push(`Row ${row}: Email "${cells.email}" is not an email address`);
    else if (firstRowOf.has(mail)) {
      errors.push(`Row ${row}: Email ${mail} is already on row ${firstRowOf.get(mail)}`);
    } else firstRowOf.set(mail, row);
    if (errors.length > 0) {
      customers.push({
        row,
        email: mail,
        action: 'error',
        errors,
        warnings,
        changes: {},
        address: undefined,
        existingId: undefined,
      });
      continue;
    }

    const name = [cells.firstName, cells.lastName].filter(Boolean).join(' ').slice(0, 100) || mail.split('@')[0]!;
    const rawPhone = cells.phone ?? cells.addressPhone;
    const phone = rawPhone ? indianPhone(rawPhone) : undefined;
    if (rawPhone && !phone) warnings.push(`Phone ${rawPhone} is not an Indian mobile number, so it was left out`);
    const consent = (accepted: boolean | undefined): MarketingConsent | undefined =>
      accepted === undefined ? undefined : { accepted, source: IMPORTED_CONSENT_SOURCE, at: at.toISOString() };
    const emailMarketing = consent(yesNo(cells.acceptsEmail));
    const smsMarketing = consent(yesNo(cells.acceptsSms));
    const tags = tagsOf(cells.tags);
    const found = await addressOf(cells, phone);
    if (found && 'problem' in found) warnings.push(`The address was left out: ${found.problem}`);
    const newAddress = found && 'fields' in found ? found.fields : undefined;

    const user = existing.get(mail);
    if (!user) {
      customers.push({
        row,
        email: mail,
        action: 'create',
        errors,
        warnings,
        changes: {
          userName: name,
          phone: phone ?? null,
          emailMarketing: emailMarketing ?? null,
          smsMarketing: smsMarketing ?? null,
          tags,
          note: cells.note ?? null,
        },
        address: newAddress,
        existingId: undefined,
      });
      continue;
    }
    // An account here keeps what it has: only blanks are filled, tags merged, and a consent given here never replaced.
    const changes: CustomerPlan['changes'] = {};
    if (!user.phone && phone) changes.phone = phone;
    const replaces = (held: MarketingConsent | null, next: MarketingConsent | undefined) =>
      next !== undefined &&
      (held === null || (held.source === IMPORTED_CONSENT_SOURCE && held.accepted !== next.accepted));
    if (replaces(user.emailMarketing, emailMarketing)) changes.emailMarketing = emailMarketing!;
    if (replaces(user.smsMarketing, smsMarketing)) changes.smsMarketing = smsMarketing!;
    const merged = [...new Set([...user.tags, ...tags])];
    if (merged.length > user.tags.length) changes.tags = merged;
    if (!user.note && cells.note) changes.note = cells.note;
    const addressToAdd = withAddress.has(user.id) ? undefined : newAddress;
    const action = Object.keys(changes).length > 0 || addressToAdd ? 'update' : 'unchanged';
    customers.push({ row, email: mail, action, errors, warnings, changes, address: addressToAdd, existingId: user.id });
  }

  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const customer of customers) summary[customer.action] += 1;
  return { customers, report: { summary, rows: customers.map(reportRow) } };
}

export const reportRow = (customer: CustomerPlan): CustomerImportRow => ({
  row: customer.row,
  email: customer.email,
  action: customer.action,
  errors: customer.errors,
  warnings: customer.warnings,
});
