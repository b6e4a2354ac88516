// Owns the gate every screen passes in the browser: wait for the session check, apply the guard (SPEC §6), then
// render the route. The server applies the same guard before a page's first render (root.tsx).
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useSession } from '#web/entities/session/session.tsx';
import { guardRedirect } from '#web/app/route-guard.ts';

export function RootLayout() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  // Every match shares the URL's params: a `*` means only a not-found route matched.
  const known = !('*' in useParams());
  const hydrated = useHydrated();

  // SPEC §2: a black skeleton block while the session check runs; nothing is guarded until it answers.
  if (isLoading) {
    return <Skeleton role="status" aria-label="Loading" className="h-dvh w-full rounded-none bg-black" />;
  }
  const redirect = guardRedirect(pathname, user, { known });
  if (redirect) return <Navigate to={redirect} replace />;
  // A server-rendered page gets its JavaScript once its first screen has painted (decision 015): until the app runs,
  // its controls are disabled (links still work), so a tap or typed text is never silently lost. The fieldset adds no
  // box, and the stylesheet keeps such controls looking as they will (`.app-gate`).
  return (
    <fieldset disabled={!hydrated} className="app-gate contents">
      <Outlet />
    </fieldset>
  );
}
