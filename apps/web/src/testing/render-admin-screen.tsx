// Owns how admin component tests render a screen: fresh query cache, the toaster, a memory router (for the screens'
// links), and the API faked by the one fake server (testing/fake-server.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '#web/components/ui/toast.tsx';
import { fakeServer, type FakeHandlers } from '#web/testing/fake-server.ts';

/** Renders an admin screen, its API answered by the `api` handlers. */
/** `at`: the address the screen opens at (its query string, say). */
export function renderAdminScreen(screen: ReactElement, api: FakeHandlers, at = '/') {
  const { fetchSpy, requests, calls } = fakeServer(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>{screen}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, fetchSpy, requests, calls };
}
