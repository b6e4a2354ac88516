import { describe, expect, it } from 'vitest';
import { sessionLookedUpOnce } from '#web/app/session-once.ts';
import { SESSION_PATH } from '#web/entities/session/session.tsx';

/** An API as a page render reaches it, counting what it was asked. */
function countingApi() {
  const asked: string[] = [];
  const api = async (path: string, init: RequestInit) => {
    asked.push(`${init.method ?? 'GET'} ${path}`);
    return Response.json({ success: true, user: { email: 'asha@example.in' }, call: asked.length });
  };
  return { api, asked };
}

describe('one session check per page render', () => {
  it('asks who is signed in once, and gives every loader the whole answer', async () => {
    const { api, asked } = countingApi();
    const render = sessionLookedUpOnce(api);
    const answers = await Promise.all([1, 2, 3].map(() => render(SESSION_PATH, {}).then((r) => r.json())));
    expect(answers).toEqual([1, 2, 3].map(() => ({ success: true, user: { email: 'asha@example.in' }, call: 1 })));
    expect(asked).toEqual([`GET ${SESSION_PATH}`]);
  });

  it('passes every other call through as it is, each time', async () => {
    const { api, asked } = countingApi();
    const render = sessionLookedUpOnce(api);
    await render('/api/shop/cart/get/u1', {});
    await render('/api/shop/cart/get/u1', {});
    await render(SESSION_PATH, { method: 'POST' });
    expect(asked).toEqual(['GET /api/shop/cart/get/u1', 'GET /api/shop/cart/get/u1', `POST ${SESSION_PATH}`]);
  });

  it('asks again for another render', async () => {
    const { api, asked } = countingApi();
    await sessionLookedUpOnce(api)(SESSION_PATH, {});
    await sessionLookedUpOnce(api)(SESSION_PATH, {});
    expect(asked).toHaveLength(2);
  });
});
