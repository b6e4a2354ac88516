// Walks every staff endpoint of the contract with every role: a role without the endpoint's permission is refused
// with 403 in words naming what is missing, before anything is read or parsed; a role with it gets past the guard.
import { randomUUID } from 'node:crypto';
import { allEndpoints } from '@shop/contract/api';
import { fillPath, type Endpoint } from '@shop/contract/endpoint';
import { permissionsOf, STAFF_ROLES, type StaffRole } from '@shop/contract/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
const cookies = {} as Record<StaffRole | 'shopper', string>;
beforeAll(async () => {
  app = await createTestApp();
  for (const role of STAFF_ROLES) cookies[role] = (await signedInUser(app, { role: 'admin', staffRole: role })).cookie;
  cookies.shopper = (await signedInUser(app)).cookie;
});
afterAll(() => app.close());

const staffEndpoints = (allEndpoints as Endpoint[]).filter((e) => e.path.startsWith('/api/admin/') || e.permission);

function urlOf(path: string) {
  const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, randomUUID()]));
  return fillPath(path, params);
}

describe('every staff endpoint against every role', () => {
  it('names a permission for every /api/admin endpoint of the contract', () => {
    expect(staffEndpoints.length).toBeGreaterThan(45);
    for (const endpoint of staffEndpoints)
      expect(endpoint.permission, `${endpoint.method} ${endpoint.path}`).toBeTruthy();
  });

  it.each(STAFF_ROLES)('%s: refused exactly what the role does not allow, in words', async (role) => {
    const allowed = permissionsOf(role);
    for (const endpoint of staffEndpoints) {
      const response = await app.inject({
        method: endpoint.method,
        url: urlOf(endpoint.path),
        headers: { cookie: cookies[role] },
      });
      const what = `${role} ${endpoint.method} ${endpoint.path}: ${response.body.slice(0, 200)}`;
      if (allowed.includes(endpoint.permission!)) {
        expect(response.statusCode, what).not.toBe(401);
        expect(response.body, what).not.toMatch(/does not allow/);
      } else {
        expect(response.statusCode, what).toBe(403);
        expect(response.json(), what).toEqual({
          success: false,
          message: expect.stringMatching(new RegExp(`does not allow .*\\(${endpoint.permission}\\)`)),
        });
      }
    }
  });

  it('refuses shoppers (403) and strangers (401) everywhere', async () => {
    for (const endpoint of staffEndpoints) {
      const url = urlOf(endpoint.path);
      const shopper = await app.inject({ method: endpoint.method, url, headers: { cookie: cookies.shopper } });
      expect(shopper.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      const stranger = await app.inject({ method: endpoint.method, url });
      expect(stranger.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });

  it('tells the signed-in staff member their role and permissions, keeping role admin', async () => {
    const response = await app.inject({ url: '/api/auth/check-auth', headers: { cookie: cookies.fulfilment } });
    expect(response.json().user).toMatchObject({
      role: 'admin',
      staff_role: 'fulfilment',
      permissions: permissionsOf('fulfilment'),
    });
    const shopper = await app.inject({ url: '/api/auth/check-auth', headers: { cookie: cookies.shopper } });
    expect(shopper.json().user).toMatchObject({ role: 'user', staff_role: null, permissions: [] });
  });
});
