// Owns how tests start the whole app at a path, with the API faked at its HTTP edge (fetch), never our modules: the
// route table of routes.ts and its route modules, in a memory router, with the browser's loaders and head.
import type { SessionUser } from '@shop/contract/auth';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useMatches,
  useParams,
  type LoaderFunction,
  type MetaDescriptor,
  type MetaFunction,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AppProviders } from '#web/app/providers.tsx';
import { setBrowserQueryClient } from '#web/app/query-client.ts';
import { RootLayout } from '#web/app/root-layout.tsx';
import { RouteErrorPage } from '#web/app/route-error-page.tsx';
import routeConfig from '#web/app/routes.ts';

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

type RouteModule = {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
  clientLoader?: LoaderFunction;
  meta?: MetaFunction;
};
type ConfigEntry = { id?: string; path?: string; index?: boolean; file: string; children?: ConfigEntry[] };

const modules = import.meta.glob<RouteModule>('../routes/*.tsx', { eager: true });

/**
 * The route table as the browser runs it: each route module's component, error boundary, client loader (what a
 * navigation runs) and meta (rendered by <RouteHead>, as <Meta /> does in the document).
 */
export function appRoutes(): RouteObject[] {
  const toRoute = (entry: ConfigEntry): RouteObject => {
    const module = modules[`../${entry.file}`];
    if (!module) throw new Error(`routes.ts names ${entry.file}, which does not exist`);
    const shared = {
      ...(entry.id ? { id: entry.id } : {}),
      Component: module.default,
      ...(module.clientLoader ? { loader: module.clientLoader } : {}),
      ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
      handle: { meta: module.meta },
    };
    if (entry.index) return { ...shared, index: true };
    return { ...shared, path: entry.path, ...(entry.children ? { children: entry.children.map(toRoute) } : {}) };
  };
  return [
    {
      id: 'root',
      Component: AppRoot,
      // While the first screen's client loader runs: the black block the session check shows too.
      hydrateFallbackElement: (
        <Skeleton role="status" aria-label="Loading" className="h-dvh w-full rounded-none bg-black" />
      ),
      errorElement: <RouteErrorPage />,
      children: (routeConfig as ConfigEntry[]).map(toRoute),
    },
  ];
}

function AppRoot() {
  return (
    <>
      <RouteHead />
      <RootLayout />
    </>
  );
}

/** The deepest route's meta as title and description tags (React puts them in the document's head). */
function RouteHead() {
  const matches = useMatches();
  const location = useLocation();
  const params = useParams();
  const deepest = matches.findLast((match) => (match.handle as { meta?: MetaFunction } | undefined)?.meta);
  const meta = (deepest?.handle as { meta?: MetaFunction } | undefined)?.meta;
  if (!deepest || !meta) return null;
  const descriptors: MetaDescriptor[] =
    meta({
      data: deepest.loaderData,
      loaderData: deepest.loaderData,
      params,
      location,
      matches: matches.map((match) => ({ ...match, data: match.loaderData, meta: [] })),
      error: undefined,
    } as unknown as Parameters<MetaFunction>[0]) ?? [];
  return (
    <>
      {descriptors.map((tag, index) => {
        if ('title' in tag) return <title key={index}>{String(tag.title)}</title>;
        if ('name' in tag && 'content' in tag)
          return <meta key={index} name={String(tag.name)} content={String(tag.content)} />;
        return null;
      })}
    </>
  );
}

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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setBrowserQueryClient(queryClient);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, fetchMock, queryClient };
}
