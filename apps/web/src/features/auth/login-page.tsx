// Owns /auth/login: sign in with email and password (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { signinBody } from '@shop/contract/auth';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useActionData } from 'react-router';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  AuthFooterLink,
  AuthForm,
  AuthNotice,
  AuthScreen,
  authLinkClass,
  emailField,
  showEmailError,
} from '#web/features/auth/auth-screen.tsx';
import { ResendButton } from '#web/features/auth/resend-button.tsx';
import {
  isSecondFactorPosted,
  SecondFactorStep,
  type SecondFactorPosted,
} from '#web/features/auth/second-factor-step.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';
import { useSendCode } from '#web/features/auth/use-send-code.ts';
import { useRememberedEmail, type RememberedEmail } from '#web/features/auth/use-remembered-email.ts';

/** The toast after signing in, by password or by a mailed link, when the server names no words of its own. */
export const SIGNED_IN = 'Logged in successfully';

export function LoginPage() {
  const rememberedEmail = useRememberedEmail();
  const form = useForm({
    resolver: zodResolver(signinBody),
    defaultValues: { email: rememberedEmail, password: '' },
  });
  // The page's action signs in (auth.login.tsx) and says where to go: home, and the guard moves an admin on to the
  // dashboard. A right password for an account with a second factor comes back as the next step, posted without
  // JavaScript or sent by the app.
  const submit = useAuthSubmit<SecondFactorPosted>();
  const posted = useActionData<unknown>();
  const asked = isSecondFactorPosted(submit.data) ? submit.data : isSecondFactorPosted(posted) ? posted : undefined;
  // "Start again" leaves the step for the password form.
  const [restarted, setRestarted] = useState<SecondFactorPosted>();
  const secondFactor = asked && asked !== restarted ? asked.secondFactor : undefined;
  const sendLink = useSendCode('signin-link', 'signin-link');
  const email = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;
  const refused = asked ? undefined : submit.answer;
  // The server answers 403 only for an account whose email is not verified yet: offer the way there.
  const needsVerification = refused?.status === 403;
  // 429: too many wrong passwords from this network. A mailed link still lets the owner in, so offer it right there.
  const tooManyTries = refused?.status === 429;

  const linkButton = (
    <ResendButton
      intent="signin-link"
      purpose="signin-link"
      email={email}
      label="Email me a sign-in link"
      waitingLabel={(wait) => `Resend link in ${wait}`}
      readyAnnouncement="You can ask for another sign-in link now."
      busy={sendLink.isPending}
      onSend={() => sendLink.sendTo(email, () => showEmailError(form))}
      variant="outline"
      size="lg"
      className="w-full"
    />
  );

  if (secondFactor) {
    return <SecondFactorStep state={secondFactor} onRestart={() => setRestarted(asked)} />;
  }

  return (
    <AuthScreen
      title="Welcome back"
      description="Sign in to see your cart, orders and saved addresses."
      footer={
        <>
          <AuthFooterLink lead="Don't have an account?" to="/auth/register">
            Register
          </AuthFooterLink>
          <AuthFooterLink to="/auth/forgot-password">Forgot password?</AuthFooterLink>
        </>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.submit(values))}
        busy={submit.busy}
        submitLabel="Sign In"
        after={
          <>
            {needsVerification && (
              <AuthNotice>
                <p role="status">
                  {refused.flash[0]?.title}{' '}
                  <Link
                    to="/auth/verify-user"
                    state={{ email: form.getValues('email') } satisfies RememberedEmail}
                    className={authLinkClass}
                  >
                    Verify your email
                  </Link>
                </p>
              </AuthNotice>
            )}
            {tooManyTries ? (
              <AuthNotice>
                <p role="status">{refused.flash[0]?.title}</p>
                {linkButton}
              </AuthNotice>
            ) : (
              <>
                <div aria-hidden className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
                  <span className="h-px flex-1 bg-border" />
                  or
                  <span className="h-px flex-1 bg-border" />
                </div>
                {linkButton}
              </>
            )}
          </>
        }
      >
        <TextField {...emailField(errors.email?.message, rememberedEmail)} {...form.register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      </AuthForm>
    </AuthScreen>
  );
}
