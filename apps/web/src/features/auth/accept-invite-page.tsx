// Owns /auth/accept-invite: the page an invitation mail's link opens, where an invited member of staff sees the
// invitation (email and role), chooses their name and password, and is told to log in.
import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInviteBody, STAFF_ROLE_LABELS, type StaffRole } from '@shop/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useActionData, useLoaderData } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Fact, FactList } from '#web/components/ui/fact-list.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { acceptInvite, readInvite } from '#web/features/auth/api/invite-api.ts';
import { AuthForm, AuthNotice, AuthScreen, authLinkClass } from '#web/features/auth/auth-screen.tsx';

export const ACCOUNT_READY = 'Your account is ready. Log in with your email and new password.';
const NO_TOKEN = 'This address has no invitation in it. Open the link from your invitation email.';

export type Invite = { email: string; role: StaffRole; shop_name: string };
/** What the page's loader reads: the invitation, or why it cannot be used (the server's words). */
export type InviteLoaded = { token: string; invite: Invite } | { token: string; problem: string };
/** What the page's action answers a form posted without JavaScript. */
export type InvitePosted = { accepted: true } | { accepted: false; problem: string; name: string };

/** The invitation the page's address names (`?token=`), read without using it: mail scanners open links too. */
export async function loadInvite(url: URL): Promise<InviteLoaded> {
  const token = url.searchParams.get('token')?.trim() ?? '';
  if (!token) return { token, problem: NO_TOKEN };
  const answer = await readInvite({ token });
  return answer.success ? { token, invite: answer.data } : { token, problem: answer.message };
}

/** The body the server takes, and the password typed twice alike. */
export const acceptInviteForm = acceptInviteBody
  .extend({ confirmPassword: acceptInviteBody.shape.password })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same',
  });

export function AcceptInvitePage() {
  const loaded = useLoaderData<InviteLoaded>();
  const posted = useActionData<InvitePosted | undefined>();
  const [accepted, setAccepted] = useState(posted?.accepted === true);

  if (accepted) return <AccountReady />;
  if ('problem' in loaded) {
    return (
      <AuthScreen title="Accept your invitation">
        <AuthNotice>
          <p role="alert">{loaded.problem}</p>
          <p>Ask the shop’s owner to invite you again.</p>
        </AuthNotice>
      </AuthScreen>
    );
  }
  return (
    <InviteForm
      token={loaded.token}
      invite={loaded.invite}
      posted={posted?.accepted === false ? posted : undefined}
      onAccepted={() => setAccepted(true)}
    />
  );
}

function InviteForm({
  token,
  invite,
  posted,
  onAccepted,
}: {
  token: string;
  invite: Invite;
  posted: { problem: string; name: string } | undefined;
  onAccepted: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(acceptInviteForm),
    defaultValues: { token, name: posted?.name ?? '', password: '', confirmPassword: '' },
  });
  const submit = useMutation({
    mutationFn: acceptInvite,
    onSuccess: (answer) => {
      if (answer.success) onAccepted();
    },
  });
  const refusal = submit.data && !submit.data.success ? submit.data.message : submit.data ? undefined : posted?.problem;
  const { errors } = form.formState;

  return (
    <AuthScreen
      title="Accept your invitation"
      description={`You have been invited to join the staff of ${invite.shop_name}. Choose your name and a password.`}
      footer={
        <p>
          Already set up?{' '}
          <Link to="/auth/login" className={authLinkClass}>
            Login
          </Link>
        </p>
      }
    >
      <FactList className="rounded-md border border-border px-4 text-sm">
        <Fact label="Email">{invite.email}</Fact>
        <Fact label="Role">{STAFF_ROLE_LABELS[invite.role]}</Fact>
      </FactList>
      <AuthForm
        onSubmit={form.handleSubmit(({ token: sent, name, password }) =>
          submit.mutateAsync({ token: sent, name, password }),
        )}
        busy={submit.isPending}
        submitLabel="Create my account"
        after={
          refusal && (
            <AuthNotice key={submit.submittedAt}>
              <p role="alert">{refusal}</p>
            </AuthNotice>
          )
        }
      >
        <input type="hidden" value={token} {...form.register('token')} />
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          defaultValue={posted?.name ?? ''}
          {...form.register('name')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Type the password again"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </AuthForm>
    </AuthScreen>
  );
}

function AccountReady() {
  const heading = useRef<HTMLDivElement>(null);
  // The form has gone: put focus on the news so a screen reader reads it out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthScreen title="Welcome to the team">
      <div ref={heading} tabIndex={-1} role="status" className="outline-none">
        <AuthNotice className="border-accent bg-accent-soft text-foreground">
          <p>{ACCOUNT_READY}</p>
        </AuthNotice>
      </div>
      <Button asChild size="lg" className="w-full">
        <Link to="/auth/login">Log in</Link>
      </Button>
    </AuthScreen>
  );
}
