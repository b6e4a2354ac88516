// Owns /auth/verify-user: the emailed code that verifies a new account: its title.
import type { MetaFunction } from 'react-router';
import { VerifyUserPage } from '#web/features/auth/verify-user-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Verify your email' });

export default VerifyUserPage;
