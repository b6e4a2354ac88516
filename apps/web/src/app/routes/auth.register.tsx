// Owns /auth/register: creating an account: its title.
import type { MetaFunction } from 'react-router';
import { RegisterPage } from '#web/features/auth/register-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Create your account' });

export default RegisterPage;
