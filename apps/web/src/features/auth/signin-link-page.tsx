// Owns /auth/signin-link: the page a mailed sign-in link opens, where one click uses the link's token to sign in.
import { signinLinkBody } from '@shop/contract/auth';
import { Link, useActionData, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { AuthForm, AuthNotice, AuthScreen, authLinkClass } from '#web/features/auth/auth-screen.tsx';
import {
  isSecondFactorPosted,
  SecondFactorStep,
  type SecondFactorPosted,
} from '#web/features/auth/second-factor-step.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';

const NO_TOKEN = 'This address has no sign-in link in it. Open the link from your sign-in email, or ask for a new one.';

/**
 * Opening the page uses nothing: the token is sent only when the shopper presses Sign in, because mail scanners and
 * link previews open links too, and a link they opened must still work for its owner.
 */
export function SigninLinkPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const parsed = signinLinkBody.safeParse({ token: token ?? '' });
  // The page's action signs in with the link's token (auth.signin-link.tsx) and says where to go; a link to an account
  // with a second factor comes back as the next step, posted without JavaScript or sent by the app.
  const posted = useActionData<unknown>();
  const submit = useAuthSubmit<SecondFactorPosted>();
  const asked = isSecondFactorPosted(submit.data) ? submit.data : isSecondFactorPosted(posted) ? posted : undefined;
  const secondFactor = asked?.secondFactor;
  const refusal = submit.answer?.flash[0]?.variant === 'destructive' ? submit.answer : undefined;
  // 400 is the server's "used or expired": the link is spent, so only a new one helps. Anything else (no network,
  // too many requests) may pass, and the button stays for another try.
  const problem = !token
    ? NO_TOKEN
    : !parsed.success
      ? (parsed.error.issues[0]?.message ?? NO_TOKEN)
      : refusal?.status === 400
        ? refusal.flash[0]?.title
        : undefined;

  // The link is spent by now: starting again means the login form.
  if (secondFactor) return <SecondFactorStep state={secondFactor} />;

  return (
    <AuthScreen
      title="Sign in with your link"
      description={problem ? undefined : 'Press Sign in to finish signing in on this device. Each link works once.'}
      footer={
        <p>
          Have a password?{' '}
          <Link to="/auth/login" className={authLinkClass}>
            Login
          </Link>
        </p>
      }
    >
      {problem ? (
        <AuthNotice>
          <p role="alert">{problem}</p>
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth/login">Ask for a new link</Link>
          </Button>
        </AuthNotice>
      ) : (
        <AuthForm
          onSubmit={(event) => {
            event.preventDefault();
            if (parsed.success) void submit.submit({});
          }}
          // After a success the token is spent: keep the button off while the session loads and the page moves on.
          busy={submit.busy || submit.answer?.to !== undefined}
          submitLabel="Sign in"
          after={
            refusal && (
              <AuthNotice>
                <p role="alert">{refusal.flash[0]?.title}</p>
              </AuthNotice>
            )
          }
        >
          {null}
        </AuthForm>
      )}
    </AuthScreen>
  );
}
