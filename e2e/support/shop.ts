// Owns what e2e journeys share: the demo accounts, signing in through the screen, and reading mailed codes.
import { expect, type Page } from '@playwright/test';
import { mailsTo } from './smtp-sink.ts';

/** The demo accounts the README shows (seeded on an empty database). */
export const DEMO = {
  admin: { email: 'admin@threadandtote.test', password: 'admin-demo-123', name: 'Demo Admin' },
  shopper: { email: 'shopper@threadandtote.test', password: 'shopper-demo-123', name: 'Priya Sharma' },
} as const;

/**
 * The login screen's sign-in: the API's, and since the running app submits to the page's route action (issue 43) that
 * action's data request, which calls the API in-process from the address it came from.
 */
const SIGNIN = (url: URL) => url.pathname === '/api/auth/signin' || url.pathname === '/auth/login.data';

/**
 * Signs in through the login screen, its sign-in request from a home address of its own (see newShopper): the suite
 * signs in more often than the shop lets one network try in 15 minutes (60), as no real household does. Only that
 * request: the sandboxes' controls answer this machine alone, and the journeys call them from the same page.
 */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const address = homeAddress();
  await page.unroute(SIGNIN);
  await page.route(SIGNIN, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const PAGE_POSTS = '**/*';

/**
 * Forms this page posts without JavaScript (to a page, whose action calls the API as the shopper) come from a home
 * address of their own from now on, as signIn's request does: a journey without JavaScript signs up and signs in
 * through the pages, and one network may do so only so often.
 */
export async function postFormsFromHome(page: Page) {
  const address = homeAddress();
  await page.unroute(PAGE_POSTS);
  await page.route(PAGE_POSTS, (route) =>
    route.request().method() === 'POST' && route.request().resourceType() === 'document'
      ? route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } })
      : route.fallback(),
  );
}

/** Waits for the newest mail to this address that came after `after` mails, and returns its code (6 or 8 digits). */
export async function codeFromMail(email: string, after = 0): Promise<string> {
  const directory = process.env.E2E_MAIL_DIR!;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(directory, email);
      code = mails.length > after ? mails.at(-1)!.raw.match(/^(\d{6}|\d{8})\r?$/m)?.[1] : undefined;
      return code;
    })
    .toMatch(/^(\d{6}|\d{8})$/);
  return code!;
}

/**
 * Waits for a mail to this address holding a link that matches `link`, and returns it. A link's line is longer than a
 * mail line may be, so the text arrives quoted-printable: soft breaks and `=3D` undone.
 */
export async function linkFromMail(email: string, link: RegExp): Promise<string> {
  const directory = process.env.E2E_MAIL_DIR!;
  let found: string | undefined;
  await expect
    .poll(async () => {
      for (const mail of (await mailsTo(directory, email)).reverse()) {
        const text = mail.raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        found = text.match(link)?.[0];
        if (found) return found;
      }
      return undefined;
    })
    .toMatch(link);
  return found!;
}

/**
 * Waits for the newest mail to this address that came after `after` mails, and returns the sign-in link in it. The
 * link's line is longer than a mail line may be, so the text arrives quoted-printable: soft breaks and `=3D` undone.
 */
export async function signinLinkFromMail(email: string, after = 0): Promise<string> {
  const directory = process.env.E2E_MAIL_DIR!;
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(directory, email);
      const raw = mails.length > after ? mails.at(-1)!.raw : '';
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      link = text.match(/https?:\/\/[^\s"<>]+\/auth\/signin-link\?token=[A-Za-z0-9_-]{43}/)?.[0];
      return link;
    })
    .toMatch(/\/auth\/signin-link\?token=/);
  return link!;
}

export async function mailCount(email: string): Promise<number> {
  return (await mailsTo(process.env.E2E_MAIL_DIR!, email)).length;
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

let homes = 0;
/** An address of the documentation range (RFC 5737), a new one each time. */
function homeAddress() {
  return `198.51.100.${(homes++ % 254) + 1}`;
}

/** A new shopper, signed up through the API and verified with the mailed code, from a home address of their own. */
async function verifiedShopper(page: Page, name: string) {
  const email = uniqueEmail('shopper');
  const password = 'e2e-password-1';
  // Each new shopper signs up and gives their code from an address of their own, as shoppers do from their homes: the
  // shop in the suite trusts its loopback proxy (global-setup), one address may sign up only 20 accounts an hour, and
  // check only 30 codes in 15 minutes (which the whole suite, from one address, passes).
  const headers = { 'x-forwarded-for': homeAddress() };
  const signup = await page.request.post('/api/auth/signup', { data: { userName: name, email, password }, headers });
  expect(signup.status()).toBe(201);
  const code = await codeFromMail(email);
  const verified = await page.request.patch('/api/auth/verify-verification-code', {
    data: { email, providedCode: code },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password, name };
}

async function sessionUserId(page: Page): Promise<string> {
  const { user } = await (await page.request.get('/api/auth/check-auth')).json();
  return user.id as string;
}

/** A new verified shopper, made through the real sign-up and mailed code, then signed in on this page. */
export async function newShopper(page: Page, name = 'Anita Desai') {
  const shopper = await verifiedShopper(page, name);
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/shop\/home$/);
  return { ...shopper, id: await sessionUserId(page) };
}

/**
 * A new verified shopper signed in through the API: the session is this page's context's, so its pages are theirs
 * (for journeys whose subject is not the login form, with JavaScript off among them).
 */
export async function apiShopper(page: Page, name = 'Anita Desai') {
  const shopper = await verifiedShopper(page, name);
  const signin = await page.request.post('/api/auth/signin', {
    data: { email: shopper.email, password: shopper.password },
    headers: { 'x-forwarded-for': homeAddress() },
  });
  expect(signin.ok()).toBe(true);
  return { ...shopper, id: await sessionUserId(page) };
}

export const ADDRESS = {
  'Address line 1': '4 Residency Road',
  'Address line 2': 'Shanthala Nagar',
  City: 'Bengaluru',
  State: 'Karnataka',
  Pincode: '560025',
  Country: 'India',
  Landmark: 'Opposite the park',
  Phone: '9876501234',
  Notes: 'Ring twice',
} as const;

/** Saves a Bengaluru address (Cash on Delivery goes there) for the signed-in shopper through the API; answers its id. */
export async function saveAddress(page: Page, overrides: Record<string, string> = {}): Promise<string> {
  const added = await page.request.post('/api/shop/address/add', {
    data: {
      address_line1: '4 Residency Road',
      address_line2: 'Shanthala Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip_code: '560025',
      country: 'India',
      landmark: 'Opposite the park',
      phone: '9845012345',
      notes: 'Ring twice',
      ...overrides,
    },
  });
  expect(added.status()).toBe(201);
  return (await added.json()).data._id as string;
}

export async function fillAddress(page: Page, overrides: Partial<Record<keyof typeof ADDRESS, string>> = {}) {
  for (const [label, value] of Object.entries({ ...ADDRESS, ...overrides })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** The newest toast with this text (Radix also mirrors it for screen readers, hence first()). */
export const toastText = (page: Page, text: string | RegExp) => page.getByText(text).first();

type ListedProduct = {
  _id: string;
  handle: string;
  title: string;
  total_stock: number;
  variants: { _id: string; size: string | null; colour: string | null; stock: number }[];
};

/**
 * Puts an in-stock product of the category in the signed-in shopper's cart through the API, in a size and colour with
 * more than `above` left when it has them; answers the product and the variant chosen.
 */
export async function addInStockToCart(page: Page, category: string, quantity: number, above = 5) {
  const { data } = await (await page.request.get(`/api/shop/products/get?category=${category}&limit=50`)).json();
  for (const product of data as ListedProduct[]) {
    const variant = product.variants.find((v) => v.stock > above);
    if (product.variants.length > 0 && !variant) continue;
    if (!variant && product.total_stock <= above) continue;
    const added = await page.request.post('/api/shop/cart/add', {
      data: { product_id: product._id, ...(variant ? { variant_id: variant._id } : {}), quantity },
    });
    expect(added.status()).toBe(200);
    return { product, variant };
  }
  throw new Error(`No product of ${category} with more than ${above} in stock`);
}

/** The shop's short number for the order ("TT-1042"), as the payment-success page shows it under "Order ID". */
export async function orderNumberShown(page: Page): Promise<string> {
  const shown = await page
    .getByRole('region', { name: 'Payment details' })
    .getByRole('term')
    .filter({ hasText: 'Order ID' })
    .locator('+ dd')
    .textContent();
  expect(shown).toMatch(/^TT-\d{4,}$/);
  return shown!;
}

/** What a form posted without JavaScript said, in the bar the next page shows: a confirmation (a status). */
export const flashSaid = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
/** What a form posted without JavaScript was refused with, in the bar the next page shows (an alert). */
export const flashRefused = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A demo product with two sizes of one colour well in stock; answers it, the colour and the two sizes. */
export async function productInTwoSizes(page: Page) {
  const { data } = await (await page.request.get('/api/shop/products/get?limit=100')).json();
  for (const product of data as (ListedProduct & { category: string })[]) {
    for (const colour of new Set(product.variants.map((variant) => variant.colour))) {
      const sizes = product.variants.filter((v) => v.colour === colour && v.size !== null && v.stock > 3);
      if (colour && sizes.length >= 2) return { product, colour, sizes: [sizes[0]!.size!, sizes[1]!.size!] };
    }
  }
  throw new Error('The demo catalogue has no product with two sizes of one colour in stock');
}
