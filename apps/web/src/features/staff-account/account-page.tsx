// Owns /admin/account, a staff member's own account: who they are, the way to change their password, and their
// two-factor sign-in (turn it on, turn it off, new recovery codes).
import { STAFF_ROLE_LABELS } from '@shop/contract/permissions';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Fact, FactList } from '#web/components/ui/fact-list.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toast.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import {
  disableTwoFactor,
  newRecoveryCodes,
  type PasswordBody,
} from '#web/features/staff-account/api/two-factor-api.ts';
import { RecoveryCodes } from '#web/features/staff-account/recovery-codes.tsx';
import { TwoFactorSetup } from '#web/features/staff-account/two-factor-setup.tsx';

export function AccountPage() {
  const { user, refresh } = useSession();
  if (!user) return null;
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">My account</h1>
        <p className="text-sm text-muted-foreground">Your sign-in details and how your account is kept safe.</p>
      </div>
      <AccountSection title="You">
        <FactList className="text-sm">
          <Fact label="Name">{user.userName}</Fact>
          <Fact label="Email">{user.email}</Fact>
          {user.staff_role && <Fact label="Role">{STAFF_ROLE_LABELS[user.staff_role]}</Fact>}
        </FactList>
      </AccountSection>
      <AccountSection title="Password">
        <p className="text-sm text-muted-foreground">After a change you sign in again with the new password.</p>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/auth/change-password">Change password</Link>
        </Button>
      </AccountSection>
      <AccountSection
        title="Two-factor sign-in"
        badge={user.two_factor ? <Badge variant="success">On</Badge> : <Badge variant="secondary">Off</Badge>}
      >
        {user.two_factor ? (
          <TwoFactorOn onChanged={() => void refresh()} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Signing in then asks for a code from an app on your phone as well as your password, so a stolen password
              alone does not open the shop’s staff area.
            </p>
            <TwoFactorSetup startLabel="Turn on" onDone={() => void refresh()} />
          </>
        )}
      </AccountSection>
    </div>
  );
}

function AccountSection({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-lg border border-border bg-background p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

type Asking = 'disable' | 'codes' | null;

/** Both changes ask for the password again: a session left open on a shared computer must not turn the factor off. */
function TwoFactorOn({ onChanged }: { onChanged: () => void }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [codes, setCodes] = useState<string[]>();

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(undefined);
          setAsking(null);
        }}
      />
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Signing in asks for the code from your authenticator app. Lost your phone? Sign in with a recovery code, then
        turn this off and on again with your new phone.
      </p>
      {asking === null ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setAsking('codes')}>
            New recovery codes
          </Button>
          <Button variant="destructive" onClick={() => setAsking('disable')}>
            Turn off
          </Button>
        </div>
      ) : asking === 'disable' ? (
        <PasswordCheck
          key="disable"
          purpose="Enter your password to turn two-factor sign-in off."
          submitLabel="Turn off two-factor sign-in"
          call={disableTwoFactor}
          onDone={(answer) => {
            toast({ title: answer.message || 'Two-factor sign-in is off.' });
            setAsking(null);
            onChanged();
          }}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <PasswordCheck
          key="codes"
          purpose="Enter your password for new recovery codes. The ones you have now will stop working."
          submitLabel="Show new recovery codes"
          call={newRecoveryCodes}
          onDone={(answer) => {
            if ('recovery_codes' in answer) setCodes(answer.recovery_codes);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}

type PasswordAnswer = { success: true; message: string; recovery_codes?: string[] };

function PasswordCheck({
  purpose,
  submitLabel,
  call,
  onDone,
  onCancel,
}: {
  purpose: string;
  submitLabel: string;
  call: (body: PasswordBody) => Promise<PasswordAnswer | { success: false; message: string }>;
  onDone: (answer: PasswordAnswer) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const submit = useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (answer.success) onDone(answer);
    },
  });
  const refusal = submit.data && !submit.data.success ? submit.data.message : undefined;
  return (
    <form
      noValidate
      className="grid max-w-sm gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) {
          setFieldError('Enter your password');
          return;
        }
        setFieldError(undefined);
        submit.mutate({ password });
      }}
    >
      <p className="text-sm">{purpose}</p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError}
        // The form appears in place of the button that asked for it: the cursor goes where the password is typed.
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {refusal && (
        <p key={submit.submittedAt} role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
    </form>
  );
}
