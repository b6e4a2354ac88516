// Owns what the reset form does when posted (decision 031), by a page before or without JavaScript or by the running
// app, from the reset page and from the page a reset mail's link opens alike: set the new password, or send a new code.
import { emailBody, resetPasswordBody } from '@shop/contract/auth';
import { resetPassword, sendForgotPasswordCode } from '#web/features/auth/api/auth-api.ts';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { withEmail } from '#web/features/auth/use-remembered-email.ts';
import { PASSWORD_RESET } from '#web/features/auth/verify-forgot-password-page.tsx';
import type { FormAnswer } from '#web/components/ui/route-form.ts';
import { resendInOf } from '#web/features/auth/use-send-code.ts';
import { field, flashOf, moveOnWithEmail, stayOn } from '#web/app/form-action.ts';

/**
 * Sets the new password (then on to sign in, as the screen goes), or "Send a new code" (intent=resend): on to the
 * reset page, since a new code spends any link. `retry(email)`: where a refused reset goes to try again.
 */
export async function postResetPasswordForm(
  request: Request,
  retry: (email: string) => string,
): Promise<Response | FormAnswer> {
  const form = await request.formData();
  const email = field(form, 'email');
  if (field(form, 'intent') === 'resend') {
    const resetPage = withEmail('/auth/verify-forgot-password', email);
    // As the screen's button: only the email matters, so only it is checked.
    const resend = checkPosted(emailBody, { email });
    if (resend.problems) return stayOn(form, resetPage, resend.problems);
    const sent = await sendForgotPasswordCode(resend.data);
    const resendIn = resendInOf(sent);
    return stayOn(form, resetPage, [flashOf(sent, '')], resendIn === undefined ? {} : { resendIn });
  }
  const checked = checkPosted(resetPasswordBody, {
    email,
    providedCode: field(form, 'providedCode'),
    newPassword: String(form.get('newPassword') ?? ''),
  });
  if (checked.problems) return stayOn(form, retry(email), checked.problems);
  const answer = await resetPassword(checked.data);
  if (answer.success) return moveOnWithEmail(form, '/auth/login', email, [flashOf(answer, PASSWORD_RESET)]);
  return stayOn(form, retry(email), [flashOf(answer, '')]);
}
