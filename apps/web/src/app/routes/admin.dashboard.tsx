// Owns /admin/dashboard: its title.
import type { MetaFunction } from 'react-router';
import { DashboardPage } from '#web/features/admin/dashboard-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Dashboard' });

export default DashboardPage;
