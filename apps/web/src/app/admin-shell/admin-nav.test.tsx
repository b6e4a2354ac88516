// Checks that the admin menu shows what a role may do (decision 035), that a typed address to a screen the role may
// not open says so plainly, and that a role without the dashboard starts at its first screen.
import type { SessionUser } from '@shop/contract/auth';
import { permissionsOf, type StaffRole } from '@shop/contract/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, renderApp } from '#web/testing/render-app.tsx';

const staffAs = (role: StaffRole): SessionUser => ({
  ...admin,
  id: `staff-${role}`,
  staff_role: role,
  permissions: permissionsOf(role),
});

const emptyOrders = {
  'GET /api/admin/orders/get': () => ({ success: true as const, data: [], total: 0, page: 1, limit: 20 }),
};

async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Admin' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the admin menu', () => {
  it('shows the owner every screen, Staff and Audit among them', async () => {
    renderApp('/admin/orders', { user: staffAs('owner'), api: emptyOrders });
    expect(await menuLinks()).toEqual([
      'Dashboard',
      'Products',
      'Stock',
      'Import',
      'Import customers',
      'Orders',
      'Returns',
      'Coupons',
      'Collections',
      'Pages',
      'Redirects',
      'Reports',
      'Settings',
      'Staff',
      'Audit',
      'My account',
    ]);
  });

  it('shows a packer only the screens their role may open', async () => {
    renderApp('/admin/orders', { user: staffAs('fulfilment'), api: emptyOrders });
    expect(await menuLinks()).toEqual(['Products', 'Orders', 'Returns', 'My account']);
  });

  it('shows a manager everything but Staff', async () => {
    renderApp('/admin/orders', { user: staffAs('manager'), api: emptyOrders });
    const links = await menuLinks();
    expect(links).toContain('Audit');
    expect(links).toContain('Settings');
    expect(links).not.toContain('Staff');
  });

  it('says plainly when a typed address is a screen the role may not open', async () => {
    const { calls } = renderApp('/admin/coupons', { user: staffAs('fulfilment') });
    expect(
      await screen.findByRole('heading', { name: 'Your role does not allow this screen', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your first screen' })).toHaveAttribute('href', '/admin/orders');
    // The screen itself never ran: nothing was asked of the coupons API.
    expect(calls('GET', '/api/admin/coupons')).toHaveLength(0);
  });

  it('sends a packer from the admin home to the orders', async () => {
    const { router } = renderApp('/admin', { user: staffAs('fulfilment'), api: emptyOrders });
    expect(await screen.findByRole('heading', { name: 'All Orders', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
  });
});
