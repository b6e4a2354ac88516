// Owns how shop component tests render a screen: a signed-in session, a fresh cache, the toaster, and the API faked at fetch.
import type { SessionUser } from '@shop/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { dismissToast, Toaster } from '#web/components/ui/toast.tsx';
import { SessionProvider } from '#web/entities/session/session.tsx';

export const testShopper: SessionUser = {
  id: 'u1',
  userName: 'Asha Rao',
  username: 'asha',
  email: 'asha@example.in',
  role: 'user',
};

export type FakeRequest = { method: string; path: string; body: unknown };
export type FakeAnswer = { status: number; body?: unknown };
/** Answers a request, or undefined for a 404. */
export type FakeApi = (request: FakeRequest) => FakeAnswer | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function renderShopScreen(
  ui: ReactElement,
  { user = testShopper, api = () => undefined }: { user?: SessionUser | null; api?: FakeApi } = {},
) {
  const requests: FakeRequest[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    if (request.path === '/api/auth/check-auth') {
      return user ? json(200, { success: true, user }) : json(401, { success: false, message: 'Please sign in' });
    }
    requests.push(request);
    const answer = api(request);
    return answer ? json(answer.status, answer.body) : json(404, { success: false, message: 'Not found' });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  /** The requests made so far with this method and path prefix. */
  const calls = (method: string, pathStart: string) =>
    requests.filter((request) => request.method === method && request.path.startsWith(pathStart));
  return { ...view, fetchSpy, requests, calls, router, queryClient };
}

/** The toast on screen (Radix also renders a hidden copy of its text for screen readers, which this skips). */
export async function findToast(text: string): Promise<HTMLElement> {
  let toast: HTMLElement | undefined;
  await waitFor(() => {
    toast =
      screen
        .getAllByText(text)
        .find((node) => node.closest('li[data-state]'))
        ?.closest('li') ?? undefined;
    expect(toast).toBeDefined();
  });
  return toast!;
}

/** Toasts live in a module-level store; each test starts without one. */
export function clearToasts() {
  act(() => dismissToast());
}
