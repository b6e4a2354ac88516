// Checks the API client's envelope: successes, refusals with the server's message, and a lost network.
import { MESSAGES } from '@shop/contract/messages';
import { describe, expect, it, vi } from 'vitest';
import { api, apiData, ApiError, NETWORK_ERROR_MESSAGE, onUnauthorized } from '#web/lib/api-client.ts';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    typeof body === 'string'
      ? new Response(body, { status, headers: { 'Content-Type': 'text/html' } })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('calls /api with cookies and JSON, and returns the envelope', async () => {
    const fetchMock = answer(200, { success: true, message: 'ok', data: { id: 1 } });
    const result = await api.post('/shop/cart/add', { product_id: 'p1', quantity: 1 });
    expect(result).toEqual({ success: true, message: 'ok', data: { id: 1 }, status: 200 });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/shop/cart/add');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"product_id":"p1","quantity":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('accepts paths that already start with /api', async () => {
    const fetchMock = answer(200, { success: true });
    await api.get('/api/health');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
  });

  it("reads a refusal's message", async () => {
    answer(409, { success: false, message: 'User already exists' });
    expect(await api.post('/auth/signup', {})).toEqual({ success: false, message: 'User already exists', status: 409 });
  });

  it('gives a fitting message when a refusal has no JSON body', async () => {
    answer(502, '<html>Bad gateway</html>');
    expect(await api.get('/shop/products/get')).toMatchObject({
      success: false,
      message: MESSAGES.serverError,
      status: 502,
    });
  });

  it('gives a friendly message when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await api.get('/shop/products/get')).toEqual({ success: false, message: NETWORK_ERROR_MESSAGE, status: 0 });
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const fetchMock = answer(200, { success: true, result: { url: '/uploads/a.webp' } });
    const form = new FormData();
    form.append('productImageFile', new Blob(['x']), 'a.png');
    const result = await api.post('/admin/products/upload-image', form);
    expect(result.result).toEqual({ url: '/uploads/a.webp' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('reports a 401 outside /auth so the session can be re-checked', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    answer(401, { success: false, message: MESSAGES.notSignedIn });
    await api.get('/shop/cart/get/u1');
    await api.post('/auth/signin', {});
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('apiData', () => {
  it('returns data, or throws an ApiError with the message and status', async () => {
    answer(200, { success: true, data: [1, 2] });
    expect(await apiData('/shop/products/get')).toEqual([1, 2]);
    answer(403, { success: false, message: MESSAGES.forbidden });
    await expect(apiData('/admin/orders/get')).rejects.toEqual(new ApiError(MESSAGES.forbidden, 403));
  });
});
