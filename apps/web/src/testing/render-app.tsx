// Owns how tests start the whole app at a path, with the API faked at its HTTP edge (fetch), never our modules: the
// route table of routes.ts and its route modules, in a memory router, with the browser's loaders and head.
import type { SessionUser } from '@shop/contract/auth';
import { permissionsOf } from '@shop/contract/staff';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useMatches,
  useParams,
  type ActionFunction,
  type LoaderFunction,
  type MetaDescriptor,
  type MetaFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AppProviders } from '#web/app/providers.tsx';
import { setBrowserQueryClient } from '#web/app/query-client.ts';
import { RootLayout } from '#web/app/root-layout.tsx';
import { RouteErrorPage } from '#web/app/route-error-page.tsx';
import routeConfig from '#web/app/routes.ts';
import { fakeServer, type FakeHandlers } from '#web/testing/fake-server.ts';

export { shopper } from '#web/testing/test-providers.tsx';
export const admin: SessionUser = {
  id: 'a1',
  userName: 'Ravi',
  username: 'ravi',
  email: 'ravi@example.in',
  role: 'admin',
  // Every admin before staff roles became an owner (decision 035).
  staff_role: 'owner',
  permissions: permissionsOf('owner'),
};

type RouteModule = {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
  clientLoader?: LoaderFunction;
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  meta?: MetaFunction;
};
type ConfigEntry = { id?: string; path?: string; index?: boolean; file: string; children?: ConfigEntry[] };

const modules = import.meta.glob<RouteModule>('../app/routes/*.tsx', { eager: true });

/**
 * The route table as the browser runs it: each route module's component, error boundary, client loader (what a
 * navigation runs), action (what its forms submit to), whether a navigation within the route runs it again (shouldRevalidate), and meta (rendered by
 * <RouteHead>, as <Meta /> does in the document).
 */
export function appRoutes(): RouteObject[] {
  const toRoute = (entry: ConfigEntry): RouteObject => {
    const module = modules[`../app/${entry.file}`];
    if (!module) throw new Error(`routes.ts names ${entry.file}, which does not exist`);
    const shared = {
      ...(entry.id ? { id: entry.id } : {}),
      Component: module.default,
      ...(module.clientLoader ? { loader: module.clientLoader } : {}),
      // What the app's forms submit to (route-form.ts): the server runs it there; here the test's browser does, and
      // it calls the faked API as the server would.
      ...(module.action ? { action: module.action } : {}),
      ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
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

/**
 * Renders the app at `path` with the API faked by `api`'s handlers: check-auth answers for `user` unless a handler says
 * otherwise, and any endpoint without a handler answers 404.
 */
export function renderApp(
  path: string,
  { user = null, api = {} }: { user?: SessionUser | null; api?: FakeHandlers } = {},
) {
  const server = fakeServer(api, { user });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setBrowserQueryClient(queryClient);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, ...server, router, queryClient };
}
