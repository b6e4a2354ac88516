// Owns /auth/forgot-password: asking for a reset code: its title, and the action its form posts to before (or
// without) JavaScript.
import { emailBody } from '@shop/contract/auth';
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { sendForgotPasswordCode } from '#web/features/auth/api/auth-api.ts';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { ForgotPasswordPage } from '#web/features/auth/forgot-password-page.tsx';
import { withEmail } from '#web/features/auth/use-remembered-email.ts';
import { codeOnItsWay, resendInOf } from '#web/features/auth/use-send-code.ts';
import { field, flashOf, moveOnWithEmail, stayOn } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Forgot your password?' });

/**
 * On to the code's screen when a code is on its way, and after a 429 too: a code went to this email moments ago and
 * still works, and the next screen counts down the wait before another (resend-countdown.ts). Else back here.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const checked = checkPosted(emailBody, { email });
  const here = withEmail('/auth/forgot-password', email);
  if (checked.problems) return stayOn(form, here, checked.problems);
  const answer = await sendForgotPasswordCode(checked.data);
  const resendIn = resendInOf(answer);
  const wait = resendIn === undefined ? {} : { resendIn };
  if (codeOnItsWay(answer))
    return moveOnWithEmail(form, '/auth/verify-forgot-password', email, [flashOf(answer, '')], wait);
  return stayOn(form, here, [flashOf(answer, '')], wait);
}

export default ForgotPasswordPage;
