// Owns /unauth-page: what a signed-in user sees when they open an area their role may not use.
import { MESSAGES } from '@shop/contract/messages';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { homePathFor } from '#web/app/route-guard.ts';

export function UnauthPage() {
  const { user } = useSession();
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold sm:text-3xl">{MESSAGES.noAccess}</h1>
      <Button asChild>
        <Link to={homePathFor(user)}>{user?.role === 'admin' ? 'Back to the dashboard' : 'Back to the shop'}</Link>
      </Button>
    </section>
  );
}
