// Owns how a route module hands the answers its loader fetched on the server to the screens' queries in the browser.
import type { SessionUser } from '@shop/contract/auth';
import { hasSessionCookie } from '@shop/contract/pages';
import {
  dehydrate,
  hashKey,
  HydrationBoundary,
  type DehydratedState,
  type InferDataFromTag,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { checkSession } from '#web/entities/session/session.tsx';
import { browserQueryClient, createQueryClient } from '#web/app/query-client.ts';

/**
 * The answers a loader fetched, as the JSON text of the dehydrated query cache. React Router's stream encodes an
 * object value by value (some 1,300 on a listing page): in the page that is half as large again as the same answers
 * as JSON, and the browser decodes it value by value before hydration can start. A string it passes as it is, and
 * the browser parses it once (issue 32).
 */
export type Prefetched = { dehydrated?: string | undefined };

/** On the server: runs the screen's first requests and keeps their answers for the page (and its hydration). */
export async function prefetchOnServer(prefetch: (client: QueryClient) => Promise<unknown>) {
  const client = createQueryClient();
  await prefetch(client);
  return { client, dehydrated: JSON.stringify(dehydrate(client)) };
}

/** The last few texts parsed (a page has the shop layout's and its screen's), so `meta` and a screen share one. */
const parsed = new Map<string, DehydratedState>();

/** The dehydrated cache a loader sent, parsed once for the route's `meta` and its screens alike. */
function parseDehydrated(text: string | undefined): DehydratedState | undefined {
  if (text === undefined) return undefined;
  let state = parsed.get(text);
  if (!state) {
    if (parsed.size >= 4) parsed.clear();
    state = JSON.parse(text) as DehydratedState;
    parsed.set(text, state);
  }
  return state;
}

/**
 * A query's answer as a loader dehydrated it, for a route's `meta`: the page then carries each answer once, in the
 * state the screens hydrate from, instead of once more beside it. The query options give the key and the answer's type.
 */
export function dehydratedData<Key extends QueryKey>(
  dehydrated: string | undefined,
  queryKey: Key,
): InferDataFromTag<unknown, Key> | undefined {
  const hash = hashKey(queryKey);
  return parseDehydrated(dehydrated)?.queries.find((query) => query.queryHash === hash)?.state.data as InferDataFromTag<
    unknown,
    Key
  >;
}

/** A screen's first requests, given the page's query string. */
type Prefetch = (client: QueryClient, search: string) => Promise<unknown>;

/** A route module's `loader`: the server runs the screen's first requests and hands their answers to the page. */
export function serverPrefetch(prefetch: Prefetch) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { search } = new URL(request.url);
    const { dehydrated } = await prefetchOnServer((client) => prefetch(client, search));
    return { dehydrated };
  };
}

/** A screen's first requests that depend on who is signed in (null: a visitor), given the page's query string. */
type PrefetchWithUser = (client: QueryClient, user: SessionUser | null, search: string) => Promise<unknown>;

/**
 * A route module's `loader` for what a signed-in shopper sees (their cart, addresses, orders): the server asks who it
 * is when the session cookie is there and runs the requests, so the page arrives whole and works before its scripts
 * (decision 031).
 */
export function serverPrefetchWithUser(prefetch: PrefetchWithUser) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { search } = new URL(request.url);
    const user = hasSessionCookie(request.headers.get('cookie')) ? await checkSession() : null;
    const { dehydrated } = await prefetchOnServer((client) => prefetch(client, user, search));
    return { dehydrated };
  };
}

/** A route module's `clientLoader`: a navigation starts the same requests in the browser, without waiting for them. */
export function browserPrefetch(prefetch: Prefetch) {
  return ({ request }: LoaderFunctionArgs) => {
    void prefetch(browserQueryClient(), new URL(request.url).search);
    return {};
  };
}

/** The screens below find the loader's answers in their query cache, so the server renders them with their data. */
export function Prefetched({ children }: { children: ReactNode }) {
  const dehydrated = (useLoaderData() as Prefetched | null | undefined)?.dehydrated;
  const state = useMemo(() => parseDehydrated(dehydrated), [dehydrated]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
