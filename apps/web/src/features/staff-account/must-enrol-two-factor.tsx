// Owns the walk-through in place of every staff screen when the shop requires two-factor sign-in of all staff and this
// member has none yet: the same steps as My account, then the session is checked again and the staff area opens.
import { ShieldCheckIcon } from 'lucide-react';
import { useSession } from '#web/entities/session/session.tsx';
import { TwoFactorSetup } from '#web/features/staff-account/two-factor-setup.tsx';

export const MUST_ENROL_TITLE = 'Your shop requires two-factor sign-in for all staff';

export function MustEnrolTwoFactor() {
  const { refresh } = useSession();
  return (
    <section
      aria-labelledby="must-enrol-heading"
      className="grid max-w-2xl gap-5 rounded-lg border border-border bg-background p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-2">
        <ShieldCheckIcon className="size-8 text-accent" aria-hidden />
        <h1 id="must-enrol-heading" className="text-2xl font-semibold">
          {MUST_ENROL_TITLE}
        </h1>
        <p className="text-sm text-muted-foreground">
          Before you carry on, set up an authenticator app on your phone. From then on, signing in asks for its 6-digit
          code as well as your password. It takes about a minute.
        </p>
      </div>
      <TwoFactorSetup startLabel="Set up two-factor sign-in" onDone={() => void refresh()} />
    </section>
  );
}
