// Owns how shop component tests render a screen: a signed-in session, a fresh cache, the toaster, and the API faked by
// the one fake server (testing/fake-server.ts).
import type { SessionUser } from '@shop/contract/auth';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type ActionFunction } from 'react-router';
import { expect } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { fakeServer, type FakeHandlers } from '#web/testing/fake-server.ts';
import { TestProviders } from '#web/testing/test-providers.tsx';

export const testShopper: SessionUser = {
  id: 'u1',
  userName: 'Asha Rao',
  username: 'asha',
  email: 'asha@example.in',
  role: 'user',
};

/**
 * Renders `ui` for `user` (signed in as the test shopper unless told), its API answered by the `api` handlers. `action`:
 * the route action the screen's forms submit to (the route module's own, run here by the test's browser).
 */
export function renderShopScreen(
  ui: ReactElement,
  {
    user = testShopper,
    api = {},
    action,
  }: { user?: SessionUser | null; api?: FakeHandlers; action?: ActionFunction | undefined } = {},
) {
  const { fetchSpy, requests, calls } = fakeServer(api, { user });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui, ...(action ? { action } : {}) }]);
  const view = render(<TestProviders queryClient={queryClient} router={router} />);
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
