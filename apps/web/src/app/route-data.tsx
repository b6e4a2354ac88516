// Owns how a route module hands the answers its loader fetched on the server to the screens' queries in the browser.
import { dehydrate, HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { createQueryClient } from '#web/app/query-client.ts';

export type Prefetched = { dehydrated?: DehydratedState | undefined };

/** On the server: runs the screen's first requests and keeps their answers for the page (and its hydration). */
export async function prefetchOnServer(prefetch: (client: QueryClient) => Promise<unknown>) {
  const client = createQueryClient();
  await prefetch(client);
  return { client, dehydrated: dehydrate(client) };
}

/** The screens below find the loader's answers in their query cache, so the server renders them with their data. */
export function Prefetched({ children }: { children: ReactNode }) {
  const loaderData = useLoaderData() as Prefetched | null | undefined;
  return <HydrationBoundary state={loaderData?.dehydrated}>{children}</HydrationBoundary>;
}
