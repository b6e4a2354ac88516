// Owns the gate every screen passes: wait for the session check, apply the guard (SPEC §6), then render the route.
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSession } from '#web/lib/session.tsx';
import { guardRedirect } from '#web/app/route-guard.ts';
import { useRouteTitle } from '#web/app/use-route-title.ts';

export function RootLayout() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  useRouteTitle();

  // SPEC §2: a black skeleton block while the session check runs; nothing is guarded until it answers.
  if (isLoading) {
    return <Skeleton role="status" aria-label="Loading" className="h-dvh w-full rounded-none bg-black" />;
  }
  const redirect = guardRedirect(pathname, user);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <Outlet />
      {/*
        Every page a full load opens (a payment provider sending the shopper back, a typed address) has the key
        'default', so by key alone it would inherit the scroll of the last such page in this tab.
      */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
    </>
  );
}
