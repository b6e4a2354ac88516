// Owns /auth/signin-link: the page a mailed sign-in link opens: its title, and the action its Sign in button posts to
// before (or without) JavaScript.
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { signInWithLink } from '#web/features/auth/api/auth-api.ts';
import { SIGNED_IN } from '#web/features/auth/login-page.tsx';
import { SigninLinkPage } from '#web/features/auth/signin-link-page.tsx';
import { field, flashOf, moveOn, stayOn } from '#web/app/form-action.ts';
import { postSecondFactor, SECOND_FACTOR_INTENT, secondFactorAsked } from '#web/app/second-factor-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Sign in with your link' });

/**
 * The form posts to the page's own address, token and all. Signed in: home, as the screen goes. A spent link (400)
 * leaves only asking for a new one, on the login form; anything else may pass, so the page is there for another try.
 * An account with a second factor is answered with the page at its second step, which posts here again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  if (field(form, 'intent') === SECOND_FACTOR_INTENT) return postSecondFactor(form);
  const answer = await signInWithLink({ token: url.searchParams.get('token') ?? '' });
  const secondStep = secondFactorAsked(answer);
  if (secondStep) return secondStep;
  if (answer.success) return moveOn(form, '/shop/home', [flashOf(answer, SIGNED_IN)], { session: true });
  // The app's page says a spent link in place, with the way to a new one; a posted page goes to the login form.
  const page = answer.status === 400 ? '/auth/login' : url.pathname + url.search;
  return stayOn(form, page, [flashOf(answer, '')], { status: answer.status });
}

export default SigninLinkPage;
