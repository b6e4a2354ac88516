// Owns which permission each admin screen needs (decision 035), in the menu's order: the menu shows what a role may
// open, the guard sends a role home to the first of them, and the frame refuses the rest.
import type { SessionUser } from '@shop/contract/auth';
import { can, type Permission } from '@shop/contract/permissions';

/** A screen of the admin area; `permission` null is open to every member of staff (their own account). */
export type AdminScreen = { to: string; label: string; permission: Permission | null };

/** The menu, top to bottom. No icons here: the guard runs on every page's first load, the menu only in /admin. */
export const ADMIN_SCREENS = [
  { to: '/admin/dashboard', label: 'Dashboard', permission: 'dashboard.read' },
  { to: '/admin/products', label: 'Products', permission: 'products.read' },
  { to: '/admin/stock', label: 'Stock', permission: 'products.write' },
  { to: '/admin/import', label: 'Import', permission: 'products.write' },
  { to: '/admin/import/customers', label: 'Import customers', permission: 'customers.import' },
  { to: '/admin/orders', label: 'Orders', permission: 'orders.read' },
  { to: '/admin/returns', label: 'Returns', permission: 'returns.manage' },
  { to: '/admin/coupons', label: 'Coupons', permission: 'coupons.manage' },
  { to: '/admin/collections', label: 'Collections', permission: 'content.write' },
  { to: '/admin/pages', label: 'Pages', permission: 'content.write' },
  { to: '/admin/redirects', label: 'Redirects', permission: 'content.write' },
  { to: '/admin/reports', label: 'Reports', permission: 'exports.read' },
  { to: '/admin/settings', label: 'Settings', permission: 'settings.read' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff.manage' },
  { to: '/admin/audit', label: 'Audit', permission: 'audit.read' },
  { to: '/admin/account', label: 'My account', permission: null },
] as const satisfies readonly AdminScreen[];

/** Screens reached from another screen rather than the menu: the homepage banners are the catalogue's. */
const LINKED_SCREENS: readonly AdminScreen[] = [
  { to: '/admin/features', label: 'Feature Images', permission: 'products.write' },
];

type StaffUser = Pick<SessionUser, 'permissions'> | null;

export function mayOpen(user: StaffUser, screen: AdminScreen): boolean {
  return screen.permission === null || can(user, screen.permission);
}

/** The screen at a path (its case and a trailing slash aside, as the router reads it), or undefined if none is known. */
export function adminScreenAt(pathname: string): AdminScreen | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return [...ADMIN_SCREENS, ...LINKED_SCREENS].find((screen) => screen.to === path);
}

/** The day's work comes first: the dashboard, else the orders (a packer, Support), else the menu's order. */
const FIRST_SCREENS = ['/admin/dashboard', '/admin/orders'];
const START_ORDER: readonly AdminScreen[] = [
  ...ADMIN_SCREENS.filter((screen) => FIRST_SCREENS.includes(screen.to)),
  ...ADMIN_SCREENS.filter((screen) => !FIRST_SCREENS.includes(screen.to)),
];

/** Where a member of staff starts: the first screen their role may open, the day's work first. */
export function firstAdminScreenFor(user: StaffUser): string | undefined {
  return START_ORDER.find((screen) => mayOpen(user, screen))?.to;
}
