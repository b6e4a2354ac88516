import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser } from '../testing/fixtures.ts';
import { clientNetwork } from './rate-limits.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the client network a limit counts', () => {
  it('is the /64 of an IPv6 address, the IPv4 address of a mapped one, and an IPv4 address as it is', () => {
    expect(clientNetwork('2001:db8:1:1::2a')).toBe('2001:db8:1:1::/64');
    expect(clientNetwork('2001:db8:1:1:ffff:ffff:ffff:ffff')).toBe(clientNetwork('2001:db8:1:1::1'));
    expect(clientNetwork('2001:db8:1:2::1')).not.toBe(clientNetwork('2001:db8:1:1::1'));
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
  });
});

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

  // Redis outlives a test run, and other runs may share it: a fresh address each run starts from nothing.
  const address = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 256)).join('.')}`;
  const signIn = (app: TestApp, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: address, payload: { email, password } });

  it('counts failed sign-ins for one email across both, and a success on either clears them', async () => {
    const user = await createUser(first);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await signIn(i % 2 ? first : second, user.email, `wrong-${i}-x`)).statusCode);
    statuses.push((await signIn(first, user.email, user.password)).statusCode);
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(i % 2 ? first : second, user.email, `wrong-${i}-y`)).statusCode);
    expect(statuses).toEqual([...Array(9).fill(401), 200, ...Array(10).fill(401), 429]);
  });
});

describe('rate limits while Redis does not answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1; the warnings that limits were skipped are expected.
    app = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'fatal' });
  });
  afterAll(() => app.close());

  it('are skipped, and signing in goes on', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 12; i++) {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email, password: `wrong-${i}-x` },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
    });
    expect(right.statusCode).toBe(200);
  });
});
