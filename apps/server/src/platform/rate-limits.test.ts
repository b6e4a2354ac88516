import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser } from '../testing/fixtures.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits shared through Redis by two instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL });
    second = await createTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts sign-in tries for one email across both', async () => {
    const user = await createUser(first);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const app = i % 2 === 0 ? first : second;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: `10.1.0.${i + 1}`,
        payload: { email: user.email, password: `wrong-${i}-password` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
