// Owns /auth/signin-link: the page a mailed sign-in link opens: its title.
import type { MetaFunction } from 'react-router';
import { SigninLinkPage } from '#web/features/auth/signin-link-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Sign in with your link' });

export default SigninLinkPage;
