// Owns /admin/reports: its title.
import type { MetaFunction } from 'react-router';
import { ReportsPage } from '#web/features/admin-reports/reports-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Reports' });

export default ReportsPage;
