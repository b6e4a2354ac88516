// Owns /admin/account: its title. Every member of staff may open it (their own account).
import type { MetaFunction } from 'react-router';
import { AccountPage } from '#web/features/staff-account/account-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'My account' });

export default AccountPage;
