// Checks that mailed codes and links (and the rows that space them, for emails with or without an account) are purged
// in the background once nothing reads them, while the newest stay.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { oneTimeCodes } from '../../platform/db/schema.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { CODES_KEPT_MS } from './code-sweeper.ts';

it('purges codes and links older than a day, and keeps the newer ones', async () => {
  const app = await createTestApp({ SWEEP_INTERVAL_SECONDS: '1' });
  const ask = (url: string, email: string) =>
    app.inject({
      method: url.startsWith('/send-signin') ? 'POST' : 'PATCH',
      url: `/api/auth${url}`,
      payload: { email },
    });
  expect((await ask('/send-forgot-password-code', 'nobody-old@example.in')).statusCode).toBe(200);
  expect((await ask('/send-signin-link', 'nobody-old-link@example.in')).statusCode).toBe(200);
  await app.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - CODES_KEPT_MS - 60_000) });
  expect((await ask('/send-verification-code', 'nobody-new@example.in')).statusCode).toBe(200);

  await expect.poll(async () => (await app.db.select().from(oneTimeCodes)).length, { timeout: 5000 }).toBe(1);
  const [kept] = await app.db.select().from(oneTimeCodes);
  expect(kept!.purpose).toBe('verify-email');
  expect(await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.purpose, 'signin-link'))).toEqual([]);
  await app.close();
});
