// Owns /admin/audit: its title.
import type { MetaFunction } from 'react-router';
import { AuditPage } from '#web/features/admin-audit/audit-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Audit trail' });

export default AuditPage;
