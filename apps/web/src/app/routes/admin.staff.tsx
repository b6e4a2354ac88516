// Owns /admin/staff: its title.
import type { MetaFunction } from 'react-router';
import { StaffPage } from '#web/features/admin-staff/staff-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Staff' });

export default StaffPage;
