import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageLoadContext } from '#web/app/load-context.ts';
import { loader } from '#web/app/root.tsx';

describe('the root loader on the server', () => {
  it('names the shop’s configured origin for every page’s head, never the host the request names', async () => {
    const context: PageLoadContext = { nonce: '', origin: 'https://shop.example.in' };
    for (const url of ['http://evil.example/shop/home', 'https://shop.example.in//evil.example/shop/home']) {
      const request = new Request(url, { headers: { host: 'evil.example' } });
      const answer = await loader({ request, params: {}, context } as unknown as LoaderFunctionArgs);
      expect(answer.origin).toBe('https://shop.example.in');
    }
  });
});
