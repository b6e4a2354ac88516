// Checks the API client: the envelope (successes, refusals with the server's message, a lost network) and the typed
// calls built from the contract's endpoint descriptions.
import { MESSAGES } from '@shop/contract/messages';
import { describe, expect, it, vi } from 'vitest';
import type { cartEndpoints } from '@shop/contract/cart';
import type { catalogEndpoints } from '@shop/contract/catalog';
import {
  apiRequest,
  ApiError,
  dataOf,
  endpointClient,
  NETWORK_ERROR_MESSAGE,
  onUnauthorized,
} from '#web/lib/api-client.ts';

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
    const result = await apiRequest('/shop/cart/add', { method: 'POST', body: { product_id: 'p1', quantity: 1 } });
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
    await apiRequest('/api/health');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
  });

  it("reads a refusal's message", async () => {
    answer(409, { success: false, message: 'User already exists' });
    expect(await apiRequest('/auth/signup', { method: 'POST', body: {} })).toEqual({
      success: false,
      message: 'User already exists',
      status: 409,
    });
  });

  it('gives a fitting message when a refusal has no JSON body', async () => {
    answer(502, '<html>Bad gateway</html>');
    expect(await apiRequest('/shop/products/get')).toMatchObject({
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
    expect(await apiRequest('/shop/products/get')).toEqual({
      success: false,
      message: NETWORK_ERROR_MESSAGE,
      status: 0,
    });
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const fetchMock = answer(200, { success: true, result: { url: '/uploads/a.webp' } });
    const form = new FormData();
    form.append('productImageFile', new Blob(['x']), 'a.png');
    const result = await apiRequest('/admin/products/upload-image', { method: 'POST', body: form });
    expect(result.result).toEqual({ url: '/uploads/a.webp' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('reports a 401 outside /auth so the session can be re-checked', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    answer(401, { success: false, message: MESSAGES.notSignedIn });
    await apiRequest('/shop/cart/get/u1');
    await apiRequest('/auth/signin', { method: 'POST', body: {} });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('endpointClient', () => {
  const cart = endpointClient<typeof cartEndpoints>({
    add: 'POST /api/shop/cart/add',
    get: 'GET /api/shop/cart/get/:userId',
    update: 'PUT /api/shop/cart/update-cart',
    remove: 'DELETE /api/shop/cart/:userId/:productId',
  });

  it('calls the described method and path, each param encoded, the body as JSON', async () => {
    const fetchMock = answer(200, { success: true, data: { _id: null, items: [], total: 0 } });
    await cart.remove({ params: { userId: 'u 1', productId: 'p/2' } });
    await cart.update({ body: { product_id: 'p1', quantity: 2 } });
    expect(fetchMock.mock.calls.map(([url, init]) => [init?.method, url, init?.body])).toEqual([
      ['DELETE', '/api/shop/cart/u%201/p%2F2', undefined],
      ['PUT', '/api/shop/cart/update-cart', '{"product_id":"p1","quantity":2}'],
    ]);
  });

  it('writes the query, a list as repeated values, leaving out what is unset', async () => {
    const catalog = endpointClient<Pick<typeof catalogEndpoints, 'search'>>({
      search: 'GET /api/shop/search/:keyword',
    });
    const fetchMock = answer(200, { success: true, data: [], total: 0, page: 2, limit: 24 });
    await catalog.search({ params: { keyword: 'kurta' }, query: { page: 2, limit: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/shop/search/kurta?page=2');
  });

  it('gives the data of an answer, or throws an ApiError with the message and status', async () => {
    answer(200, { success: true, data: { _id: 'c1', items: [], total: 0 } });
    expect(await dataOf(cart.get({ params: { userId: 'u1' } }))).toEqual({ _id: 'c1', items: [], total: 0 });
    answer(403, { success: false, message: MESSAGES.forbidden });
    await expect(dataOf(cart.get({ params: { userId: 'u2' } }))).rejects.toEqual(new ApiError(MESSAGES.forbidden, 403));
  });
});
