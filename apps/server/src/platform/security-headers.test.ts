import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fakeWebDist } from '../testing/web-dist.ts';

describe('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: await fakeWebDist() });
  });
  afterAll(() => app.close());

  it('gives a page the shop’s content security policy and the document headers', async () => {
    const page = await app.inject({ method: 'GET', url: '/shop/home' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('gives data and files a policy that allows nothing, without the document-only headers', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/assets/index-abc123.js']) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.headers]).toMatchObject([
        url,
        {
          'content-security-policy': "default-src 'none';frame-ancestors 'none'",
          'x-frame-options': 'DENY',
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-origin',
          'referrer-policy': 'strict-origin-when-cross-origin',
        },
      ]);
      for (const name of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
        'x-dns-prefetch-control',
      ])
        expect([url, answer.headers[name]]).toEqual([url, undefined]);
    }
  });

  it('leaves a policy the route set itself alone', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    // Swagger UI's own policy, which lets it show the validator badge.
    expect(docs.headers['content-security-policy']).toContain('validator.swagger.io');
  });
});
