import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { prepareData } from './prepare-data.ts';

describe('the admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_EMAIL: 'Owner@Shop.in', ADMIN_PASSWORD: 'owner-pass-123' });
  });
  afterAll(() => app.close());

  it('exists, verified, and can sign in as admin', async () => {
    await prepareData(app);
    await prepareData(app); // starting twice changes nothing
    const rows = await app.db.select().from(users).where(eq(users.email, 'owner@shop.in'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', verified: true });
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'owner@shop.in', password: 'owner-pass-123' },
    });
    expect(signin.json().user.role).toBe('admin');
  });
});
