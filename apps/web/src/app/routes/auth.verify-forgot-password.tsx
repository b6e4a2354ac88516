// Owns /auth/verify-forgot-password: the reset code and a new password: its title, and the action its form posts to
// before (or without) JavaScript.
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { postResetPasswordForm } from '#web/app/reset-password-action.ts';
import { withEmail } from '#web/features/auth/use-remembered-email.ts';
import { VerifyForgotPasswordPage } from '#web/features/auth/verify-forgot-password-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Set a new password' });

/** Sets the new password (then on to sign in), or sends a new code; a refusal comes back here with the email. */
export const action = ({ request }: ActionFunctionArgs) =>
  postResetPasswordForm(request, (email) => withEmail('/auth/verify-forgot-password', email));

export default VerifyForgotPasswordPage;
