// Owns /auth/verify-forgot-password: the reset code and a new password: its title, and the action its form posts to
// before (or without) JavaScript.
import { emailBody, resetPasswordBody } from '@shop/contract/auth';
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { resetPassword, sendForgotPasswordCode } from '#web/features/auth/api/auth-api.ts';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { withEmail } from '#web/features/auth/use-remembered-email.ts';
import { PASSWORD_RESET, VerifyForgotPasswordPage } from '#web/features/auth/verify-forgot-password-page.tsx';
import { field, flashOf, redirectWithFlash } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Set a new password' });

/** Sets the new password (then on to sign in, as the screen goes), or "Send a new code" (intent=resend): back here. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const here = withEmail('/auth/verify-forgot-password', email);
  if (field(form, 'intent') === 'resend') {
    // As the screen's button: only the email matters, so only it is checked.
    const resend = checkPosted(emailBody, { email });
    if (resend.problems) return redirectWithFlash(here, ...resend.problems);
    return redirectWithFlash(here, flashOf(await sendForgotPasswordCode(resend.data), ''));
  }
  const checked = checkPosted(resetPasswordBody, {
    email,
    providedCode: field(form, 'providedCode'),
    newPassword: String(form.get('newPassword') ?? ''),
  });
  if (checked.problems) return redirectWithFlash(here, ...checked.problems);
  const answer = await resetPassword(checked.data);
  if (answer.success) return redirectWithFlash(withEmail('/auth/login', email), flashOf(answer, PASSWORD_RESET));
  return redirectWithFlash(here, flashOf(answer, ''));
}

export default VerifyForgotPasswordPage;
