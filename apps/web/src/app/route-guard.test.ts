// Checks every rule of SPEC §6, plus the choices route-guard.ts documents, one row per case.
import { permissionsOf } from '@shop/contract/staff';
import { describe, expect, it } from 'vitest';
import { guardRedirect, homePathFor } from '#web/app/route-guard.ts';

const visitor = null;
const shopper = { role: 'user' } as const;
const admin = { role: 'admin', permissions: permissionsOf('owner') } as const;
/** Staff whose role may not see the dashboard (decision 035): a packer starts at the orders, the catalogue at products. */
const packer = { role: 'admin', permissions: permissionsOf('fulfilment') } as const;
const catalogue = { role: 'admin', permissions: permissionsOf('catalogue') } as const;

type GuardUser = typeof visitor | typeof shopper | typeof admin | typeof packer;
type Row = [who: string, user: GuardUser, path: string, expected: string | null];

const rows: Row[] = [
  // At /, each role goes to its home.
  ['visitor', visitor, '/', '/auth/login'],
  ['shopper', shopper, '/', '/shop/home'],
  ['admin', admin, '/', '/admin/dashboard'],

  // Visitors may view paths containing the spec's words...
  ...(
    [
      '/shop/about',
      '/shop/contact',
      '/shop/T&C',
      '/shop/T%26C',
      '/shop/faqs',
      '/shop/refund_policy',
      '/shop/privacy_policy',
      '/shop/return_policy',
      '/shop/shipping_policy',
      '/shop/home',
      '/shop/listing',
      '/shop/search',
      '/auth/login',
      '/auth/forgot-password',
      '/auth/verify-forgot-password',
      '/auth/verify-user',
      '/auth/register',
      '/auth/signin-link',
      '/auth/accept-invite',
    ] as const
  ).map((path): Row => ['visitor', visitor, path, null]),
  // ...and a shared product page.
  ['visitor', visitor, '/shop/product/abc123', null],
  // ...and the page a mail's "Confirm your order" link opens (its token stands in for the sign-in).
  ['visitor', visitor, '/shop/confirm-order/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b31', null],
  ['shopper', shopper, '/shop/confirm-order/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b31', null],
  // Every other screen sends them to the login form.
  ['visitor', visitor, '/shop/checkout', '/auth/login'],
  ['visitor', visitor, '/shop/account', '/auth/login'],
  ['visitor', visitor, '/shop/paypal-return', '/auth/login'],
  ['visitor', visitor, '/shop/payment-success', '/auth/login'],
  ['visitor', visitor, '/auth/change-password', '/auth/login'],
  ['visitor', visitor, '/unauth-page', '/auth/login'],
  ['visitor', visitor, '/admin/dashboard', '/auth/login'],
  ['visitor', visitor, '/admin/products', '/auth/login'],
  ['visitor', visitor, '/admin/orders', '/auth/login'],
  ['visitor', visitor, '/admin/features', '/auth/login'],
  // Our choices: unknown paths show not-found, except that the admin area stays shut.
  ['visitor', visitor, '/shop/no-such-page', null],
  ['visitor', visitor, '/auth/no-such-page', null],
  ['visitor', visitor, '/no-such-page', null],
  ['visitor', visitor, '/admin/no-such-page', '/auth/login'],
  ['visitor', visitor, '/dev/mailbox', null],
  // Case and trailing slashes do not get around the rules (the router ignores both).
  ['visitor', visitor, '/SHOP/Checkout/', '/auth/login'],
  ['visitor', visitor, '/shop/t&c', null],
  // Bare area paths go to the area's first screen, then the rules apply.
  ['visitor', visitor, '/shop', '/shop/home'],
  ['visitor', visitor, '/auth', '/auth/login'],
  ['visitor', visitor, '/admin', '/auth/login'],
  ['shopper', shopper, '/admin', '/unauth-page'],
  ['admin', admin, '/shop', '/admin/dashboard'],
  ['admin', admin, '/admin/', '/admin/dashboard'],

  // Signed-in users on login or register go to their home.
  ['shopper', shopper, '/auth/login', '/shop/home'],
  ['shopper', shopper, '/auth/register', '/shop/home'],
  ['admin', admin, '/auth/login', '/admin/dashboard'],
  ['admin', admin, '/auth/register', '/admin/dashboard'],
  ['shopper', shopper, '/auth/signin-link', '/shop/home'],
  ['admin', admin, '/auth/signin-link', '/admin/dashboard'],
  // ...but keep the other auth screens.
  ['shopper', shopper, '/auth/change-password', null],
  ['admin', admin, '/auth/change-password', null],
  ['shopper', shopper, '/auth/verify-user', null],

  // Non-admins on any admin path go to /unauth-page.
  ['shopper', shopper, '/admin/dashboard', '/unauth-page'],
  ['shopper', shopper, '/admin/products', '/unauth-page'],
  ['shopper', shopper, '/admin/orders', '/unauth-page'],
  ['shopper', shopper, '/admin/features', '/unauth-page'],
  ['shopper', shopper, '/admin/no-such-page', '/unauth-page'],
  ['shopper', shopper, '/Admin/Orders', '/unauth-page'],

  // Admins on any shop path go to /admin/dashboard.
  ['admin', admin, '/shop/home', '/admin/dashboard'],
  ['admin', admin, '/shop/checkout', '/admin/dashboard'],
  ['admin', admin, '/shop/about', '/admin/dashboard'],
  ['admin', admin, '/shop/product/abc123', '/admin/dashboard'],

  // Everyone else stays where they are.
  ['shopper', shopper, '/shop/home', null],
  ['shopper', shopper, '/shop/checkout', null],
  ['shopper', shopper, '/shop/account', null],
  ['shopper', shopper, '/shop/paypal-return', null],
  ['shopper', shopper, '/shop/payment-success', null],
  ['shopper', shopper, '/unauth-page', null],
  ['shopper', shopper, '/shop/no-such-page', null],
  ['admin', admin, '/admin/dashboard', null],
  ['admin', admin, '/admin/products', null],
  ['admin', admin, '/admin/orders', null],
  ['admin', admin, '/admin/features', null],
  ['admin', admin, '/admin/no-such-page', null],
  ['admin', admin, '/unauth-page', null],

  // Staff start at the first screen their role may open.
  ['packer', packer, '/', '/admin/orders'],
  ['packer', packer, '/admin', '/admin/orders'],
  ['packer', packer, '/admin/', '/admin/orders'],
  ['packer', packer, '/auth/login', '/admin/orders'],
  ['packer', packer, '/shop/home', '/admin/orders'],
  ['catalogue', catalogue, '/admin', '/admin/products'],
  // A screen the role may not open is let in: the admin frame says so in its place (a plain message, not a jump).
  ['packer', packer, '/admin/dashboard', null],
  ['packer', packer, '/admin/coupons', null],
];

/** What the route table answers for these paths: only the made-up ones match a not-found route. */
const isKnown = (path: string) => !path.includes('no-such-page');

describe('guardRedirect', () => {
  const cases = rows.map(([who, user, path, expected]) => ({ who, user, path, expected }));
  it.each(cases)('$who at $path → $expected', ({ user, path, expected }) => {
    expect(guardRedirect(path, user, { known: isKnown(path) })).toBe(expected);
  });

  it('never redirects to a path that would redirect again', () => {
    for (const [, user, path] of rows) {
      const target = guardRedirect(path, user, { known: isKnown(path) });
      if (target) expect(guardRedirect(target, user, { known: true }), `${path} → ${target}`).toBeNull();
    }
  });
});

describe('homePathFor', () => {
  it('is the login form, the shop or the dashboard', () => {
    expect(homePathFor(null)).toBe('/auth/login');
    expect(homePathFor(shopper)).toBe('/shop/home');
    expect(homePathFor(admin)).toBe('/admin/dashboard');
  });

  it('is the first screen a role may open for staff without the dashboard', () => {
    expect(homePathFor(packer)).toBe('/admin/orders');
    expect(homePathFor(catalogue)).toBe('/admin/products');
  });
});
