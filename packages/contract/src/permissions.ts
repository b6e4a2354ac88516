// Owns who on the staff may do what: the five roles and the permissions each holds (decision 035). No zod here: the
// web's guard and menu read it on every page's first load.

export const STAFF_ROLES = ['owner', 'manager', 'catalogue', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  catalogue: 'Catalogue',
  fulfilment: 'Fulfilment',
  support: 'Support',
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, and the only one who manages staff, payments and tax settings.',
  manager: 'Everything but staff and the money settings.',
  catalogue: 'Products, sizes and colours, stock, banners, imports, pages and collections.',
  fulfilment: 'Orders to pack, shipping and returns received.',
  support: 'Orders and customers, COD confirmation, cancellations, returns and refunds up to a limit.',
};

export const STAFF_STATUSES = ['invited', 'active', 'suspended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * What a staff request may need. Each /api/admin endpoint names one (`permission` in its description) and one check
 * enforces it; the labels finish the sentence "Your role does not allow …".
 */
export const PERMISSION_LABELS = {
  'dashboard.read': 'seeing the dashboard',
  'products.read': 'seeing products',
  'products.write': 'changing products, stock, sizes and colours, banners and imports',
  'orders.read': 'seeing orders',
  'orders.update': 'changing an order’s status',
  'shipping.manage': 'shipping orders',
  'returns.manage': 'handling returns',
  'cod.confirm': 'confirming Cash on Delivery orders',
  'refunds.create': 'refunding orders',
  'refunds.unlimited': 'refunding more than the support limit',
  'customers.read': 'seeing customers’ details',
  'customers.erase': 'exporting or erasing a customer’s data on request',
  'exports.read': 'downloading orders and customers',
  'reports.read': 'GST reports',
  'coupons.manage': 'managing coupons',
  'content.write': 'changing the shop’s pages, collections, home page, menu and redirects',
  'customers.import': 'importing customers and reviews from another shop',
  'settings.read': 'seeing the shop’s settings',
  'settings.write': 'changing the shop’s settings',
  'settings.money': 'changing payment and tax settings',
  'staff.manage': 'managing staff',
  'audit.read': 'reading the audit trail',
} as const;
export type Permission = keyof typeof PERMISSION_LABELS;
export const PERMISSIONS = Object.keys(PERMISSION_LABELS) as Permission[];

const EVERYTHING = PERMISSIONS;
const MANAGER: Permission[] = PERMISSIONS.filter((p) => p !== 'staff.manage' && p !== 'settings.money');

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: EVERYTHING,
  manager: MANAGER,
  catalogue: ['products.read', 'products.write', 'content.write'],
  fulfilment: ['orders.read', 'orders.update', 'shipping.manage', 'returns.manage', 'products.read'],
  support: [
    'orders.read',
    'orders.update',
    'returns.manage',
    'cod.confirm',
    'refunds.create',
    'customers.read',
    'products.read',
  ],
};

export function permissionsOf(role: StaffRole | null | undefined): Permission[] {
  return role ? [...ROLE_PERMISSIONS[role]] : [];
}

export function can(user: { permissions?: readonly string[] } | null | undefined, permission: Permission): boolean {
  return Boolean(user?.permissions?.includes(permission));
}

/** The refusal of a staff request without the permission, in words naming what is missing. */
export function missingPermissionMessage(role: StaffRole | null | undefined, permission: Permission): string {
  const who = role ? `The ${STAFF_ROLE_LABELS[role]} role` : 'Your account';
  return `${who} does not allow ${PERMISSION_LABELS[permission]} (${permission}). Ask the shop’s owner.`;
}
