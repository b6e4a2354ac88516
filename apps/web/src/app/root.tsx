// Owns the document every page renders into and the root route: who is signed in (from the session cookie, on the
// server), the guard's redirect before anything renders (SPEC §6), and the providers around every screen.
import { hasSessionCookie } from '@shop/contract/pages';
import { iconUrl } from '@shop/contract/brand-defaults';
import { use, useState, type CSSProperties, type ReactNode } from 'react';
import {
  Links,
  Meta,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { accentProperties } from '#web/entities/brand/brand-accent.ts';
import { type Brand, brandKeys, currentBrand, fetchBrand, rememberBrand } from '#web/entities/brand/brand.ts';
import { sessionKeys } from '#web/entities/session/session-keys.ts';
import { checkSession } from '#web/entities/session/session.tsx';
import type { PageLoadContext } from '#web/app/load-context.ts';
import { NonceContext } from '#web/app/nonce.ts';
import { readFlash } from '#web/app/flash.ts';
import { pageMeta } from '#web/app/page-meta.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { browserQueryClient, createQueryClient } from '#web/app/query-client.ts';
import { RootLayout } from '#web/app/root-layout.tsx';
import { RouteErrorPage } from '#web/app/route-error-page.tsx';
import { guardRedirect } from '#web/app/route-guard.ts';
import stylesheet from '#web/styles.css?url';

export const links: LinksFunction = () => [
  // A stylesheet React places by its precedence: at the top of the head, before the scripts' module preloads, so the
  // one file the first paint waits for is asked for first.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
];

export const meta: MetaFunction = () => pageMeta({});

/**
 * A request without the session cookie is a visitor's: no session call, and the page is the same for every visitor
 * (the server may cache it). With the cookie, the API says who it is, and the guard answers before any screen renders.
 * Every page reads the shop's brand (the same for everyone) once, here.
 * The origin every page's head names is the shop's configured one (PUBLIC_URL), never the request's host.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The brand (name, logo, accent, announcement) is every page's, signed in or not: read with the session, once.
  const [user, brand] = await Promise.all([
    hasSessionCookie(request.headers.get('cookie')) ? checkSession() : null,
    fetchBrand(),
  ]);
  rememberBrand(brand);
  // A path the route table knows only as a not-found route matched its `*`.
  const to = guardRedirect(url.pathname, user, { known: !('*' in params) });
  if (to) throw redirect(to);
  // What a form posted without JavaScript said (flash.ts); the server removes the cookie once this page is sent.
  const flash = readFlash(request.headers.get('cookie'));
  return { user, origin: (context as PageLoadContext).origin, flash, brand };
}

/** After the first page the browser knows the session itself; the server is not asked again on navigation. */
export function clientLoader() {
  return {
    user: browserQueryClient().getQueryData<Awaited<ReturnType<typeof checkSession>>>(sessionKeys.current) ?? null,
    origin: window.location.origin,
    flash: [],
    brand: currentBrand(),
  };
}

export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = use(NonceContext);
  // The page's brand before its head is drawn, so <Meta /> (page-meta.ts) names the shop as the server did.
  const brand = useRouteLoaderData<{ brand?: Brand }>('root')?.brand ?? currentBrand();
  rememberBrand(brand);
  return (
    <html lang="en-IN" style={accentProperties(brand.accent) as CSSProperties | undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.accent} />
        <link rel="manifest" href="/manifest.webmanifest" />
        {brand.icon_url ? (
          <>
            <link rel="icon" type="image/webp" sizes="192x192" href={iconUrl(brand.icon_url, 192)} />
            <link rel="apple-touch-icon" href={iconUrl(brand.icon_url, 192)} />
          </>
        ) : (
          <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        )}
        <Meta />
        {/* Stylesheets need no nonce (the policy limits scripts); an empty one hydrates the same everywhere. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        {/*
          Every page a full load opens (a payment provider sending the shopper back, a typed address) has the key
          'default', so by key alone it would inherit the scroll of the last such page in this tab.
        */}
        <ScrollRestoration
          nonce={nonce}
          getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
        />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  const { user, brand } = useLoaderData<typeof loader>();
  const [queryClient] = useState(() => {
    const client = typeof window === 'undefined' ? createQueryClient() : browserQueryClient();
    // The session the server rendered for: the screens start from it, with no black block while it is checked.
    if (client.getQueryData(sessionKeys.current) === undefined) client.setQueryData(sessionKeys.current, user);
    // The brand it rendered with: the screens read it from the cache, never asking again for this page.
    if (client.getQueryData(brandKeys.current) === undefined) client.setQueryData(brandKeys.current, brand);
    return client;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <RootLayout />
    </AppProviders>
  );
}

export const ErrorBoundary = RouteErrorPage;
