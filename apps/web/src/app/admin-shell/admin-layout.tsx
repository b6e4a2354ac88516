// Owns the admin area's frame: side navigation, a header with Logout and, on small screens, a menu toggle; in place of
// a screen the member's role may not open, a plain word saying so.
import { LogOutIcon, MenuIcon, ShieldCheckIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '#web/components/ui/sheet.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toast.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { MustEnrolTwoFactor } from '#web/features/staff-account/must-enrol-two-factor.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { AdminNav } from '#web/app/admin-shell/admin-nav.tsx';
import { adminScreenAt, mayOpen } from '#web/app/admin-shell/admin-screens.ts';
import { homePathFor } from '#web/app/route-guard.ts';

function AdminBrand({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  return (
    <Link
      to={homePathFor(user)}
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md text-lg font-semibold"
    >
      <ShieldCheckIcon className="size-6 text-accent" aria-hidden />
      Admin Panel
    </Link>
  );
}

/** A typed address or an old bookmark to a screen the role may not open: said plainly, with the way back. */
function ScreenNotAllowed() {
  const { user } = useSession();
  return (
    <div className="grid max-w-xl justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
      <h1 className="text-2xl font-semibold">Your role does not allow this screen</h1>
      <p className="text-muted-foreground">Ask the shop’s owner if your work needs it.</p>
      <Link to={homePathFor(user)} className="font-medium text-accent underline underline-offset-4">
        Go to your first screen
      </Link>
    </div>
  );
}

export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { user, logout } = useSession();
  const { pathname } = useLocation();
  const screen = adminScreenAt(pathname);
  const allowed = !screen || mayOpen(user, screen);
  const navigate = useNavigate();
  const closeMenu = () => setMenuOpen(false);
  const hydrated = useHydrated();
  // The shop requires a second factor of all staff and this member has none yet: the walk-through stands in for every
  // screen (and the menu) until it is done and the session says so.
  const mustEnrol = user?.must_enrol_two_factor === true;

  async function onLogout() {
    const answer = await logout();
    if (!answer.success && answer.status !== 401) {
      toast({ title: answer.message ?? 'Could not log out', variant: 'destructive' });
      return;
    }
    await navigate('/auth/login');
  }

  // The staff area is the app's alone (no form of it posts without JavaScript): until the app runs its controls are
  // disabled, links still work, and a click or typed text is never lost. The fieldset adds no box.
  return (
    <fieldset disabled={!hydrated} className="app-gate contents">
      <div className="flex min-h-dvh w-full bg-surface">
        <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r border-border bg-background p-6 lg:flex">
          <AdminBrand />
          {!mustEnrol && <AdminNav />}
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex h-16 items-center justify-between gap-4 border-b border-border bg-background px-4 sm:px-6">
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              {/* A Radix trigger: it toggles, carries aria-expanded, and gets focus back when the drawer closes. */}
              <SheetTrigger asChild>
                <Button variant="outline" size="icon" className="lg:hidden" aria-label="Toggle menu">
                  <MenuIcon aria-hidden />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" className="w-64" aria-describedby={undefined}>
                <SheetTitle asChild>
                  <div>
                    <AdminBrand onNavigate={closeMenu} />
                  </div>
                </SheetTitle>
                {!mustEnrol && <AdminNav onNavigate={closeMenu} />}
              </SheetContent>
            </Sheet>
            <Button className="ml-auto" onClick={onLogout}>
              <LogOutIcon aria-hidden />
              Logout
            </Button>
          </header>
          <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
            {/* Each admin screen is lazy; keep the frame on screen while one loads. */}
            {mustEnrol ? (
              <MustEnrolTwoFactor />
            ) : allowed ? (
              <Suspense fallback={<Skeleton role="status" aria-label="Loading" className="h-64 w-full" />}>
                <Outlet />
              </Suspense>
            ) : (
              <ScreenNotAllowed />
            )}
          </main>
        </div>
      </div>
    </fieldset>
  );
}
