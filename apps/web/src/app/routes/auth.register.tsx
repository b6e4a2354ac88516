// Owns /auth/register: creating an account: its title, and the action its form posts to before (or without)
// JavaScript.
import { signupBody } from '@shop/contract/auth';
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { signUp } from '#web/features/auth/api/auth-api.ts';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { REGISTERED, RegisterPage } from '#web/features/auth/register-page.tsx';
import { withEmail } from '#web/features/auth/use-remembered-email.ts';
import { field, flashOf, moveOnWithEmail, stayOn } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Create your account' });

/** Signs up and goes on to verify the email; a refusal comes back here with the email kept (the app stays). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const here = withEmail('/auth/register', email);
  const checked = checkPosted(signupBody, {
    userName: field(form, 'userName'),
    email,
    password: String(form.get('password') ?? ''),
  });
  if (checked.problems) return stayOn(form, here, checked.problems);
  const answer = await signUp(checked.data);
  if (answer.success) return moveOnWithEmail(form, '/auth/verify-user', email, [flashOf(answer, REGISTERED)]);
  return stayOn(form, here, [flashOf(answer, '')]);
}

export default RegisterPage;
