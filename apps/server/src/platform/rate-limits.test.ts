import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser } from '../testing/fixtures.ts';
import { registerErrorHandler } from './error-handler.ts';
import { clientNetwork, clientNetworks, failureLimits, limit, registerRateLimits } from './rate-limits.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the client network a limit counts', () => {
  it('is the /64 of an IPv6 address, the IPv4 address of a mapped one, and an IPv4 address as it is', () => {
    expect(clientNetwork('2001:db8:1:1::2a')).toBe('2001:db8:1:1::/64');
    expect(clientNetwork('2001:db8:1:1:ffff:ffff:ffff:ffff')).toBe(clientNetwork('2001:db8:1:1::1'));
    expect(clientNetwork('2001:db8:1:2::1')).not.toBe(clientNetwork('2001:db8:1:1::1'));
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
  });

  it('has wider IPv6 networks beside it, each allowed more: the /56 four times, the /48 sixteen', () => {
    expect(clientNetworks('2001:db8:1:1ab::2a')).toEqual([
      { network: '2001:db8:1:1ab::/64', times: 1 },
      { network: '2001:db8:1:100::/56', times: 4 },
      { network: '2001:db8:1::/48', times: 16 },
    ]);
    expect(clientNetworks('::ffff:198.51.100.7')).toEqual([{ network: '198.51.100.7', times: 1 }]);
  });
});

describe('limits on an IPv6 client', () => {
  // One limit and one failure limit, small enough to reach: 2 per /64, so 8 per /56 and 32 per /48.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await registerRateLimits(app, undefined);
    app.get('/probe', { onRequest: limit(app, 'probe', 2, 15) }, async () => ({ success: true }));
    const failures = failureLimits(app, 'probe-failures', {
      failedStatus: 401,
      minutes: 15,
      perEmailAndAddress: 2,
      perAddress: 100,
      slowDownAfter: 1000,
    });
    app.post<{ Body: { email: string; password: string } }>('/signin', failures, async (request, reply) =>
      request.body.password === 'right' ? { success: true } : reply.status(401).send({ success: false }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const probe = (from: string) => app.inject({ method: 'GET', url: '/probe', remoteAddress: from });
  const signIn = (from: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/signin',
      remoteAddress: from,
      payload: { email: 'owner@example.in', password },
    });

  // One after another: @fastify/rate-limit's memory store answers a burst sent in one tick with the burst's count.
  async function inTurn(answers: (() => Promise<{ statusCode: number }>)[]) {
    const statuses = [];
    for (const answer of answers) statuses.push((await answer()).statusCode);
    return statuses;
  }

  it('count its /56 too, as a looser ceiling than its /64', async () => {
    // Four /64s of one /56 use up its 8; a fifth /64 there is refused at once, one in the next /56 is not.
    const inOne56 = [0, 1, 2, 3].flatMap((net) => [
      () => probe(`2001:db8:a:${net}::1`),
      () => probe(`2001:db8:a:${net}::2`),
    ]);
    expect(await inTurn(inOne56)).toEqual(Array(8).fill(200));
    expect((await probe('2001:db8:a:4::1')).statusCode).toBe(429);
    expect((await probe('2001:db8:a:100::1')).statusCode).toBe(200);
  });

  it('count its /48 as a ceiling for every /56 in it', async () => {
    const oneEach = Array.from({ length: 40 }, (_, i) => () => probe(`2001:db8:e:${i.toString(16)}00::1`));
    expect(await inTurn(oneEach)).toEqual([...Array(32).fill(200), ...Array(8).fill(429)]);
    expect((await probe('2001:db8:e:ff00::1')).statusCode).toBe(429);
    expect((await probe('2001:db8:f::1')).statusCode).toBe(200);
  });

  it('refuse with the wait, in words and in Retry-After', async () => {
    await probe('2001:db8:c::1');
    await probe('2001:db8:c::1');
    const refused = await probe('2001:db8:c::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'Too many attempts. Please try again in 15 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('count failures for an email per /64, /56 and /48 alike', async () => {
    const fromFive64s = [0, 1, 2, 3, 4].flatMap((net) => [
      () => signIn(`2001:db8:d:${net}::1`, 'wrong-1'),
      () => signIn(`2001:db8:d:${net}::1`, 'wrong-2'),
    ]);
    // Each /64 may fail twice; their /56 only eight times in all.
    expect(await inTurn(fromFive64s)).toEqual([...Array(8).fill(401), 429, 429]);
    expect((await signIn('2001:db8:d:100::1', 'right')).statusCode).toBe(200);
  });

  it('leave an IPv4 client counted as one address', async () => {
    expect(await inTurn([() => probe('198.51.100.20'), () => probe('198.51.100.20')])).toEqual([200, 200]);
    expect((await probe('198.51.100.20')).statusCode).toBe(429);
    expect((await probe('198.51.100.21')).statusCode).toBe(200);
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
