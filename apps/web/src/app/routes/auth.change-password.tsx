// Owns /auth/change-password: a signed-in user changing their password: its title, and the action its form posts to
// before (or without) JavaScript.
import { changePasswordBody } from '@shop/contract/auth';
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { sessionApi } from '#web/entities/session/session.tsx';
import { changePassword } from '#web/features/auth/api/auth-api.ts';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { ChangePasswordPage, PASSWORD_CHANGED } from '#web/features/auth/change-password-page.tsx';
import { field, flashOf, moveOnWithEmail, stayOn } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Change your password' });

/**
 * Changes the password, then logs out and asks for a sign-in with the new one, as the screen does (the logout's
 * Set-Cookie ends the session in the browser). Signed out meanwhile (401): to the login form.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const checked = checkPosted(changePasswordBody, {
    email,
    oldPassword: String(form.get('oldPassword') ?? ''),
    newPassword: String(form.get('newPassword') ?? ''),
  });
  if (checked.problems) return stayOn(form, '/auth/change-password', checked.problems);
  const answer = await changePassword(checked.data);
  if (answer.success) {
    await sessionApi.logout({});
    return moveOnWithEmail(form, '/auth/login', email, [flashOf(answer, PASSWORD_CHANGED)], { session: true });
  }
  // Signed out meanwhile: the app stays (as its screen did), a posted page goes to the login form.
  if (answer.status === 401) return stayOn(form, '/auth/login', [flashOf(answer, '')]);
  return stayOn(form, '/auth/change-password', [flashOf(answer, '')]);
}

export default ChangePasswordPage;
