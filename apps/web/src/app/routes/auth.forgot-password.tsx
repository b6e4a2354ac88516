// Owns /auth/forgot-password: asking for a reset code: its title.
import type { MetaFunction } from 'react-router';
import { ForgotPasswordPage } from '#web/features/auth/forgot-password-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Forgot your password?' });

export default ForgotPasswordPage;
