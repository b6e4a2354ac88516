// Owns the gate every screen passes in the browser: wait for the session check, apply the guard (SPEC §6), then
// render the route, under what a form posted without JavaScript said. The server applies the same guard before a
// page's first render (root.tsx).
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { FlashMessages } from '#web/app/flash-messages.tsx';
import { guardRedirect } from '#web/app/route-guard.ts';

export function RootLayout() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  // Every match shares the URL's params: a `*` means only a not-found route matched.
  const known = !('*' in useParams());

  // SPEC §2: a black skeleton block while the session check runs; nothing is guarded until it answers.
  if (isLoading) {
    return <Skeleton role="status" aria-label="Loading" className="h-dvh w-full rounded-none bg-black" />;
  }
  const redirect = guardRedirect(pathname, user, { known });
  if (redirect) return <Navigate to={redirect} replace />;
  // Every control on a server-rendered page works before the app runs (decision 031): forms post to their route's
  // action, links navigate, and what needs the app waits for it on its own (`useHydrated`).
  return (
    <>
      <FlashMessages />
      <Outlet />
    </>
  );
}
