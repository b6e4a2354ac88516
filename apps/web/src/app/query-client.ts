// Owns the server-state cache: one per page render on the server, one for the life of the tab in the browser.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will answer the same again; only network and server failures are worth a second try, and only in
        // the browser: a page the server renders goes out without what failed, and the browser asks again.
        retry: (failureCount, error) =>
          typeof window !== 'undefined' &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The tab's cache, shared by the app and the route modules' client loaders (which start a screen's requests as the
 * navigation begins). On the server every render makes its own: a cache there would mix visitors' answers.
 */
export function browserQueryClient(): QueryClient {
  if (typeof window === 'undefined') throw new Error('browserQueryClient() is for the browser only');
  return (browserClient ??= createQueryClient());
}

/** For component tests: the cache a test made (with its own retry rules) becomes the tab's. */
export function setBrowserQueryClient(client: QueryClient) {
  browserClient = client;
}
