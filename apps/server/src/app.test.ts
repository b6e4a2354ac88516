import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@shop/contract/api';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe('the server frame', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers health when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database and image storage answer, and names every answer with a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('exposes Prometheus metrics: latencies by route, orders by state', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const response = await app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(response.body).toContain('# TYPE shop_orders gauge');
  });

  it('answers an unknown API path with a JSON 404, never a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('describes the API in OpenAPI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/health');
  });

  it('registers every endpoint the contract describes, and each /api route is one of them', async () => {
    const described = new Set(allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const registered = new Set<string>();
    for (const endpoint of allEndpoints) {
      if (app.hasRoute({ method: endpoint.method, url: endpoint.path }))
        registered.add(`${endpoint.method} ${endpoint.path}`);
    }
    expect([...described].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a body over the limit with 413 in the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request is too large' });
  });

  it('answers malformed JSON with a 400 in the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
