// Owns /auth/forgot-password: asking for a reset code: its title, and the action its form posts to before (or
// without) JavaScript.
import { emailBody } from '@shop/contract/auth';
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { sendForgotPasswordCode } from '#web/features/auth/api/auth-api.ts';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { ForgotPasswordPage } from '#web/features/auth/forgot-password-page.tsx';
import { withEmail } from '#web/features/auth/use-remembered-email.ts';
import { codeOnItsWay } from '#web/features/auth/use-send-code.ts';
import { field, flashOf, redirectWithFlash } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Forgot your password?' });

/** On to the code's screen when a code is on its way (or went moments ago), as the screen goes; else back here. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const checked = checkPosted(emailBody, { email });
  if (checked.problems) return redirectWithFlash(withEmail('/auth/forgot-password', email), ...checked.problems);
  const answer = await sendForgotPasswordCode(checked.data);
  const to = codeOnItsWay(answer) ? '/auth/verify-forgot-password' : '/auth/forgot-password';
  return redirectWithFlash(withEmail(to, email), flashOf(answer, ''));
}

export default ForgotPasswordPage;
