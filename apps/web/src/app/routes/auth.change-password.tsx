// Owns /auth/change-password: a signed-in user changing their password: its title.
import type { MetaFunction } from 'react-router';
import { ChangePasswordPage } from '#web/features/auth/change-password-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Change your password' });

export default ChangePasswordPage;
