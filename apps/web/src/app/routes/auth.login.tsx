// Owns /auth/login: signing in: its title.
import type { MetaFunction } from 'react-router';
import { LoginPage } from '#web/features/auth/login-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Welcome back' });

export default LoginPage;
