// Owns /auth/login: signing in: its title, and the action its form posts to before (or without) JavaScript.
import { emailBody, signinBody } from '@shop/contract/auth';
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { sendSigninLink, signIn } from '#web/features/auth/api/auth-api.ts';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { LoginPage, SIGNED_IN } from '#web/features/auth/login-page.tsx';
import { withEmail } from '#web/features/auth/use-remembered-email.ts';
import { resendInOf } from '#web/features/auth/use-send-code.ts';
import { field, flashOf, moveOn, stayOn } from '#web/app/form-action.ts';
import { postSecondFactor, SECOND_FACTOR_INTENT, secondFactorAsked } from '#web/app/second-factor-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Welcome back' });

/**
 * Sign In (the API's Set-Cookie reaches the browser with the redirect) or, from the button under it, "Email me a
 * sign-in link"; the screen's toasts as flash messages, the email kept on the way back (the running app is told the
 * same, form-action.ts). An account with a second factor is answered with the page at its second step, which posts
 * here again (second-factor-action.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  if (field(form, 'intent') === SECOND_FACTOR_INTENT) return postSecondFactor(form);
  const email = field(form, 'email');
  const here = withEmail('/auth/login', email);
  if (field(form, 'intent') === 'signin-link') {
    // As the screen's button: only the email matters, so only it is checked.
    const link = checkPosted(emailBody, { email });
    if (link.problems) return stayOn(form, here, link.problems);
    const sent = await sendSigninLink(link.data);
    const resendIn = resendInOf(sent);
    return stayOn(form, here, [flashOf(sent, '')], resendIn === undefined ? {} : { resendIn });
  }
  // A password is sent as typed, never trimmed.
  const checked = checkPosted(signinBody, { email, password: String(form.get('password') ?? '') });
  if (checked.problems) return stayOn(form, here, checked.problems);
  const answer = await signIn(checked.data);
  const secondStep = secondFactorAsked(answer);
  if (secondStep) return secondStep;
  // As the screen does: home, and the guard moves an admin on to the dashboard.
  if (answer.success) return moveOn(form, '/shop/home', [flashOf(answer, SIGNED_IN)], { session: true });
  // 403: the email is not verified yet; the app's screen offers the way there, a posted page lands there.
  // 429: too many wrong passwords; the app's screen offers a sign-in link beside the words.
  const page = answer.status === 403 ? withEmail('/auth/verify-user', email) : here;
  return stayOn(form, page, [flashOf(answer, '')], { status: answer.status });
}

export default LoginPage;
