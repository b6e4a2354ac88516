// Owns who may see which path (SPEC §6): one pure function the root layout asks on every navigation.
import type { SessionUser } from '@shop/contract/auth';
import { firstAdminScreenFor } from '#web/app/admin-shell/admin-screens.ts';

type GuardUser = Pick<SessionUser, 'role' | 'permissions'> | null;

/** SPEC §6: a visitor may view a path that contains one of these words. */
const VISITOR_WORDS = [
  'about',
  'contact',
  'T&C',
  'faqs',
  'refund_policy',
  'privacy_policy',
  'return_policy',
  'shipping_policy',
  'home',
  'listing',
  'search',
  'login',
  'forgot-password',
  'verify-forgot-password',
  'verify-user',
  'register',
  // Beyond the spec: the page a mailed sign-in link opens.
  'signin-link',
  // Beyond the spec: the page a reset mail's link opens (it fills in the mailed code, as verify-forgot-password).
  '/auth/reset/',
  // Beyond the spec: the page a staff invitation's link opens (its token says whose invitation it is).
  'accept-invite',
  // Beyond the spec: the page a mail's "Confirm your order" link opens (its token says whose order it is).
  'confirm-order',
].map((word) => word.toLowerCase());

/** Each area's bare path sends people to that area's first screen. */
const AREA_HOMES: Record<string, string> = {
  '/auth': '/auth/login',
  '/shop': '/shop/home',
  '/admin': '/admin/dashboard',
};

/**
 * A member of staff starts at the first screen of the menu their role may open (decision 035): the dashboard for most,
 * the orders for a packer. A role that may open none still lands on the dashboard, which tells them so.
 */
export function homePathFor(user: GuardUser): string {
  if (!user) return '/auth/login';
  return user.role === 'admin' ? (firstAdminScreenFor(user) ?? '/admin/dashboard') : '/shop/home';
}

/**
 * Lower-cased, decoded segment by segment (as React Router decodes them: `/shop/T%26C` is the terms page), without a
 * trailing slash. React Router matches case-insensitively, so the guard must too, or `/ADMIN/orders` would slip past
 * the admin rule.
 */
function normalise(pathname: string): string {
  let path = pathname;
  try {
    path = pathname.split('/').map(decodeURIComponent).join('/');
  } catch {
    // a malformed escape: judge the raw text
  }
  path = path.toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function isUnder(path: string, area: string): boolean {
  return path === area || path.startsWith(`${area}/`);
}

/**
 * Where to send someone who asks for `pathname`, or null to let them in.
 *
 * Beyond the spec's list, on purpose:
 * - `/shop/product/:id` is open to visitors, so a shared product link works without an account.
 * - An unknown path (`known` false: the route table matched only a not-found route) is let through for visitors
 *   (outside /admin), so the router's not-found page ("page doesn't exists") shows for a mistyped /shop or /auth
 *   address instead of a puzzling jump to the login form. It reveals
 *   nothing: the same page shows for every unknown path. The admin area stays shut to visitors entirely
 *   (→ /auth/login), known path or not, and signed-in users still get the spec's area rules (a shopper on any
 *   /admin path → /unauth-page, an admin on any /shop path → /admin/dashboard).
 * - Staff are sent home to the first screen their role may open (`homePathFor`), the dashboard when theirs may. A
 *   screen their role may not open is let through: the admin frame says so in place of the screen (decision 035).
 * - `/dev/…` (the server's dev mailbox) is not part of the app: the guard stays out of its way.
 * - `/auth/signin-link`, the page a mailed sign-in link opens, is a way in like the login form: open to visitors, and
 *   a signed-in user is sent home from it (the link is left unused).
 * - `/shop/confirm-order/:id`, the page a mail's "Confirm your order" link opens, is open to visitors: the link's token
 *   stands in for the sign-in, so a shopper can confirm their Cash on Delivery order from any device.
 */
export function guardRedirect(pathname: string, user: GuardUser, { known }: { known: boolean }): string | null {
  const path = normalise(pathname);
  if (path === '/') return homePathFor(user);
  if (isUnder(path, '/dev')) return null;

  const areaHome = path === '/admin' && user?.role === 'admin' ? homePathFor(user) : AREA_HOMES[path];
  if (areaHome) return guardRedirect(areaHome, user, { known: true }) ?? areaHome;

  if (!user) {
    if (isUnder(path, '/admin')) return '/auth/login';
    if (VISITOR_WORDS.some((word) => path.includes(word))) return null;
    if (path.startsWith('/shop/product/')) return null;
    // Beyond the spec: a collection's page (issue 44) is as open as the listing.
    if (path.startsWith('/shop/collections/')) return null;
    // Beyond the spec: the pages staff write (issue 44) are as open as SPEC's own.
    if (path.startsWith('/shop/pages/')) return null;
    if (!known) return null;
    return '/auth/login';
  }

  if (path.includes('/login') || path.includes('/register') || path.includes('/signin-link')) return homePathFor(user);
  if (isUnder(path, '/admin') && user.role !== 'admin') return '/unauth-page';
  if (isUnder(path, '/shop') && user.role === 'admin') return homePathFor(user);
  return null;
}
