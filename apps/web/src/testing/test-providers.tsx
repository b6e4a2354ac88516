// Owns what every rendered test screen sits in, as the app's providers set it up: the query cache, the session, the
// router and the toaster.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shop/contract/auth';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { Toaster } from '#web/components/ui/toast.tsx';
import { SessionProvider } from '#web/entities/session/session.tsx';

export const shopper: SessionUser = {
  id: 'u1',
  userName: 'Asha',
  username: 'asha',
  email: 'asha@example.in',
  role: 'user',
};

export function TestProviders({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
