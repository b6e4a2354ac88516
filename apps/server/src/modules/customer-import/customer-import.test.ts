import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { CustomerImportJob } from '@shop/contract/customer-import';
import { addresses, users } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cookieFrom, createUser, lastCodeFor, mailCount, signedInUser } from '../../testing/fixtures.ts';
import { multipartBody } from '../../testing/product-import/upload.ts';

// A brand moving from Shopify brings its customers: accounts without a password, who sign in by a mailed link or
// code, their consent kept with where and when it came from, and nobody mailed until staff press Invite.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

/** The admin's export (current Shopify headers). */
const HEADER = [
  'Customer ID',
  'First Name',
  'Last Name',
  'Email',
  'Accepts Email Marketing',
  'Default Address Company',
  'Default Address Address1',
  'Default Address Address2',
  'Default Address City',
  'Default Address Province Code',
  'Default Address Country Code',
  'Default Address Zip',
  'Default Address Phone',
  'Phone',
  'Accepts SMS Marketing',
  'Total Spent',
  'Total Orders',
  'Note',
  'Tax Exempt',
  'Tags',
];
type Row = Partial<Record<string, string>>;
const csvOf = (rows: Row[], header = HEADER) =>
  stringify([header, ...rows.map((row) => header.map((column) => row[column] ?? ''))]);

let n = 0;
const customer = (overrides: Row = {}): Row => {
  n += 1;
  return {
    'Customer ID': String(7000 + n),
    'First Name': 'Meera',
    'Last Name': `Iyer ${n}`,
    Email: `meera${n}-${Date.now()}@example.in`,
    'Accepts Email Marketing': 'yes',
    'Default Address Address1': '12 MG Road, Indiranagar',
    'Default Address Address2': 'Near the metro',
    'Default Address City': 'Bengaluru',
    'Default Address Province Code': 'KA',
    'Default Address Country Code': 'IN',
    'Default Address Zip': '560038',
    'Default Address Phone': '+91 98765 43210',
    Phone: '+919876543210',
    'Accepts SMS Marketing': 'no',
    'Total Spent': '2499.00',
    'Total Orders': '2',
    Note: 'Prefers cotton',
    'Tax Exempt': 'no',
    Tags: 'VIP, Diwali 2024',
    ...overrides,
  };
};

const upload = (csv: string, { dryRun = false } = {}) => {
  const body = multipartBody([{ field: 'file', filename: 'customers_export.csv', bytes: csv }]);
  return app.inject({
    method: 'POST',
    url: `/api/admin/customers/import${dryRun ? '?dry_run=1' : ''}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: admin },
  });
};

async function importAndWait(csv: string): Promise<CustomerImportJob> {
  const started = await upload(csv);
  expect(started.statusCode, started.body).toBe(200);
  const jobId = started.json().data.job_id as string;
  for (let tries = 0; tries < 400; tries++) {
    const status = await app.inject({
      method: 'GET',
      url: `/api/admin/customers/import/${jobId}`,
      headers: { cookie: admin },
    });
    const job = status.json().data as CustomerImportJob;
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('customer import still running');
}

const userOf = async (email: string) =>
  (await app.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];
const addressesOf = async (userId: string) => app.db.select().from(addresses).where(eq(addresses.userId, userId));
const allMails = async () => (await readOutbox(app.mailer.outbox!)).length;

describe('a customer CSV dry run', () => {
  it('reports each row and writes nothing', async () => {
    const good = customer();
    const badAddress = customer({ 'Default Address Zip': '100001' });
    const known = await createUser(app, { userName: 'Kavya Shah' });
    const rows = [
      good,
      { ...good, 'First Name': 'Twin' },
      badAddress,
      customer({ Email: 'not-an-email' }),
      customer({ Email: known.email }),
    ];
    const before = (await app.db.select({ n: count() }).from(users))[0]!.n;

    const dry = await upload(csvOf(rows), { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json().data;
    expect(report.summary).toEqual({ create: 2, update: 1, unchanged: 0, error: 2 });
    expect(report.rows.map((row: { row: number; action: string }) => [row.row, row.action])).toEqual([
      [2, 'create'],
      [3, 'error'],
      [4, 'create'],
      [5, 'error'],
      [6, 'update'],
    ]);
    expect(report.rows[1].errors).toEqual([`Row 3: Email ${good.Email!.toLowerCase()} is already on row 2`]);
    expect(report.rows[2].warnings).toEqual(['The address was left out: no such pincode: 100001']);
    expect(report.rows[3].errors).toEqual(['Row 5: Email "not-an-email" is not an email address']);

    expect((await app.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
    expect(await userOf(good.Email!)).toBeUndefined();
    // A file with bad rows is not imported at all.
    const refused = await upload(csvOf(rows));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Nothing was imported: 2 customers have problems/);
    expect(await userOf(good.Email!)).toBeUndefined();
  });
});

describe('importing customers', () => {
  it('makes accounts without a password, keeps consent with its source and date, adds the address, and mails nobody', async () => {
    const meera = customer();
    const lost = customer({ 'Default Address Province Code': 'ZZ', Phone: '12345' });
    // The older export's headers, without "Default Address".
    const oldHeader = [
      'First Name',
      'Last Name',
      'Email',
      'Company',
      'Address1',
      'Address2',
      'City',
      'Province Code',
      'Country Code',
      'Zip',
      'Phone',
      'Accepts Marketing',
      'Tags',
      'Note',
    ];
    const mailsBefore = await allMails();
    const startedAt = Date.now();

    const job = await importAndWait(csvOf([meera, lost]));
    expect(job.state).toBe('done');
    expect(job.summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    expect(job.rows).toEqual([
      {
        row: 3,
        email: lost.Email!.toLowerCase(),
        action: 'create',
        errors: [],
        warnings: [
          'Phone 12345 is not an Indian mobile number, so it was left out',
          'The address was left out: the state "ZZ" is not a state of India',
        ],
      },
    ]);

    const saved = (await userOf(meera.Email!))!;
    expect(saved).toMatchObject({
      userName: `Meera ${meera['Last Name']}`,
      passwordHash: null,
      verified: true,
      role: 'user',
      phone: '9876543210',
      tags: ['VIP', 'Diwali 2024'],
      note: 'Prefers cotton',
      invitedAt: null,
    });
    expect(saved.importedAt).toBeInstanceOf(Date);
    expect(saved.emailMarketing).toMatchObject({ accepted: true, source: 'shopify-import' });
    expect(saved.smsMarketing).toMatchObject({ accepted: false, source: 'shopify-import' });
    expect(Date.parse(saved.emailMarketing!.at)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(await addressesOf(saved.id)).toMatchObject([
      {
        addressLine1: '12 MG Road, Indiranagar',
        addressLine2: 'Near the metro',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560038',
        country: 'India',
        phone: '9876543210',
      },
    ]);
    const lostSaved = (await userOf(lost.Email!))!;
    expect(lostSaved.phone).toBeNull();
    expect(await addressesOf(lostSaved.id)).toEqual([]);

    // The older headers read the same.
    const old = {
      'First Name': 'Ravi',
      'Last Name': 'Kumar',
      Email: `ravi-${Date.now()}@example.in`,
      Address1: '4 Park Street',
      Address2: 'Flat 2',
      City: 'Kolkata',
      'Province Code': 'WB',
      'Country Code': 'IN',
      Zip: '700016',
      Phone: '9830012345',
      'Accepts Marketing': 'no',
      Tags: 'wholesale',
    };
    const oldJob = await importAndWait(csvOf([old], oldHeader));
    expect(oldJob.summary.create).toBe(1);
    const ravi = (await userOf(old.Email))!;
    expect(ravi.emailMarketing).toMatchObject({ accepted: false, source: 'shopify-import' });
    expect(await addressesOf(ravi.id)).toMatchObject([{ city: 'Kolkata', state: 'West Bengal', zipCode: '700016' }]);

    // Nobody was mailed by the import.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await allMails()).toBe(mailsBefore);

    // The same file again changes nothing.
    const again = await importAndWait(csvOf([meera, lost]));
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    expect(await addressesOf(saved.id)).toHaveLength(1);
  });

  it('fills the blanks of an account already here, merges tags, and never touches its password or consent', async () => {
    const shopper = await createUser(app, { userName: 'Kavya Shah', password: 'my-own-password-1' });
    const consent = { accepted: false, source: 'shop', at: '2026-01-01T00:00:00.000Z' };
    await app.db
      .update(users)
      .set({ emailMarketing: consent, tags: ['regular'] })
      .where(eq(users.id, shopper.id));
    const hashBefore = (await userOf(shopper.email))!.passwordHash;

    const job = await importAndWait(
      csvOf([customer({ Email: shopper.email.toUpperCase(), 'First Name': 'K', 'Last Name': 'S' })]),
    );
    expect(job.summary).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
    const after = (await userOf(shopper.email))!;
    expect(after).toMatchObject({
      userName: 'Kavya Shah',
      passwordHash: hashBefore,
      emailMarketing: consent,
      tags: ['regular', 'VIP', 'Diwali 2024'],
      phone: '9876543210',
      importedAt: null,
    });
    expect(after.smsMarketing).toMatchObject({ accepted: false, source: 'shopify-import' });
    expect(await addressesOf(shopper.id)).toHaveLength(1);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: shopper.email, password: 'my-own-password-1' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('an imported customer', () => {
  it('is refused a password login in the usual words, signs in by the mailed link, and may set a password', async () => {
    const row = customer();
    await importAndWait(csvOf([row]));
    const email = row.Email!.toLowerCase();

    const wrong = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: '' } });
    const guess = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'any-password-at-all' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: `nobody-${Date.now()}@example.in`, password: 'any-password-at-all' },
    });
    expect(guess.statusCode).toBe(unknown.statusCode);
    expect(guess.json()).toEqual(unknown.json());
    expect(guess.json().message).toBe('Incorrect email or password.');
    expect(wrong.statusCode).toBe(400);

    const ask = await app.inject({ method: 'POST', url: '/api/auth/send-signin-link', payload: { email } });
    expect(ask.statusCode).toBe(200);
    await expect.poll(() => mailCount(app, email)).toBe(1);
    const [mail] = (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === email);
    const token = mail!.text.match(/signin-link\?token=([A-Za-z0-9_-]{43})$/m)![1]!;
    const signedIn = await app.inject({ method: 'POST', url: '/api/auth/signin-link', payload: { token } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email, userName: `Meera ${row['Last Name']}` });
    const cookie = cookieFrom(signedIn.headers['set-cookie']);
    const check = await app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: { cookie } });
    expect(check.json()).toMatchObject({ success: true, user: { email } });

    // "Forgot password" sets their first password.
    await app.inject({ method: 'PATCH', url: '/api/auth/send-forgot-password-code', payload: { email } });
    const code = await lastCodeFor(app, email, 1);
    const reset = await app.inject({
      method: 'PATCH',
      url: '/api/auth/verify-forgot-password-code',
      payload: { email, providedCode: code, newPassword: 'a-brand-new-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'a-brand-new-password' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('inviting imported customers', () => {
  it('mails each one a sign-in link once, however often staff press Invite', async () => {
    const rows = [customer(), customer()];
    await importAndWait(csvOf(rows));
    const emails = rows.map((row) => row.Email!.toLowerCase());
    const ids = (await app.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).map(
      (u) => u.id,
    );
    const shopper = await createUser(app);

    const waiting = await app.inject({ method: 'GET', url: '/api/admin/customers/invite', headers: { cookie: admin } });
    expect(waiting.json().data.waiting).toBeGreaterThanOrEqual(2);

    const invite = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/admin/customers/invite', headers: { cookie: admin }, payload });
    const first = await invite({ ids: [ids[0], shopper.id] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ invited: 1, already: 1 });
    const all = await invite({ all_imported: true });
    expect(all.json().data.invited).toBeGreaterThanOrEqual(1);
    const twice = await invite({ ids });
    expect(twice.json().data).toEqual({ invited: 0, already: 2 });
    expect((await invite({ all_imported: true })).json().data).toEqual({ invited: 0, already: 0 });

    for (const email of emails) expect(await mailCount(app, email)).toBe(1);
    expect(await mailCount(app, shopper.email)).toBe(0);
    const [mail] = (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === emails[0]);
    expect(mail!.subject).toMatch(/account is ready/);
    const token = mail!.text.match(/signin-link\?token=([A-Za-z0-9_-]{43})$/m)![1]!;
    const signedIn = await app.inject({ method: 'POST', url: '/api/auth/signin-link', payload: { token } });
    expect(signedIn.statusCode).toBe(200);
    expect((await userOf(emails[0]!))!.invitedAt).toBeInstanceOf(Date);

    const nothing = await invite({});
    expect(nothing.statusCode).toBe(400);
  });
});
