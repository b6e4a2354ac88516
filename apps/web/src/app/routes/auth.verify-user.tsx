// Owns /auth/verify-user: the emailed code that verifies a new account: its title, and the action its form posts to
// before (or without) JavaScript.
import { emailBody, verifyCodeBody } from '@shop/contract/auth';
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { sendVerificationCode, verifyUser } from '#web/features/auth/api/auth-api.ts';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { withEmail } from '#web/features/auth/use-remembered-email.ts';
import { VERIFIED, VerifyUserPage } from '#web/features/auth/verify-user-page.tsx';
import { resendInOf } from '#web/features/auth/use-send-code.ts';
import { field, flashOf, moveOnWithEmail, stayOn } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Verify your email' });

/** Verify User (then on to sign in, as the screen goes), or "Send a new code" (intent=resend): back here. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const here = withEmail('/auth/verify-user', email);
  if (field(form, 'intent') === 'resend') {
    // As the screen's button: only the email matters, so only it is checked.
    const resend = checkPosted(emailBody, { email });
    if (resend.problems) return stayOn(form, here, resend.problems);
    const sent = await sendVerificationCode(resend.data);
    const resendIn = resendInOf(sent);
    return stayOn(form, here, [flashOf(sent, '')], resendIn === undefined ? {} : { resendIn });
  }
  const checked = checkPosted(verifyCodeBody, { email, providedCode: field(form, 'providedCode') });
  if (checked.problems) return stayOn(form, here, checked.problems);
  const answer = await verifyUser(checked.data);
  if (answer.success) return moveOnWithEmail(form, '/auth/login', email, [flashOf(answer, VERIFIED)]);
  return stayOn(form, here, [flashOf(answer, '')]);
}

export default VerifyUserPage;
