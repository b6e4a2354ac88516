// Owns how tests start the whole app at a path, with the API faked at its HTTP edge (fetch), never our modules.
import type { SessionUser } from '@shop/contract/auth';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { routes } from '#web/app/routes.tsx';

export const shopper: SessionUser = {
  id: 'u1',
  userName: 'Asha',
  username: 'asha',
  email: 'asha@example.in',
  role: 'user',
};
export const admin: SessionUser = {
  id: 'a1',
  userName: 'Ravi',
  username: 'ravi',
  email: 'ravi@example.in',
  role: 'admin',
};

export type FakeApi = (path: string, init: RequestInit) => { status: number; body?: unknown } | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs fetch: check-auth answers for `user` (404 for a visitor, as before the auth API existed), `api` may answer
 * anything else, and whatever it leaves unanswered is a 404.
 */
export function stubApi(user: SessionUser | null, api?: FakeApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const answer = api?.(path, init);
    if (answer) return json(answer.status, answer.body);
    if (path === '/api/auth/check-auth') {
      return user ? json(200, { success: true, user }) : json(404, { success: false, message: 'Not found' });
    }
    return json(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderApp(path: string, { user = null, api }: { user?: SessionUser | null; api?: FakeApi } = {}) {
  const fetchMock = stubApi(user, api);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, fetchMock };
}
