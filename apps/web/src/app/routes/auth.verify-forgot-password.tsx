// Owns /auth/verify-forgot-password: the reset code and a new password: its title.
import type { MetaFunction } from 'react-router';
import { VerifyForgotPasswordPage } from '#web/features/auth/verify-forgot-password-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Set a new password' });

export default VerifyForgotPasswordPage;
