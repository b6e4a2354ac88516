// Owns the providers around the whole app: whether it has hydrated, server-state cache, the session, the toaster.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '#web/components/ui/toast.tsx';
import { HydrationProvider } from '#web/lib/use-hydrated.ts';
import { SessionProvider } from '#web/entities/session/session.tsx';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <HydrationProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {children}
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </HydrationProvider>
  );
}
