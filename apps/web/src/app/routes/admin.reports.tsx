// Owns /admin/reports: its title, and the GSTR-1 return with the exports below it.
import type { MetaFunction } from 'react-router';
import { ExportsSection } from '#web/features/admin-exports/exports-section.tsx';
import { ReportsPage } from '#web/features/admin-reports/reports-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Reports' });

export default function Screen() {
  return <ReportsPage exports={<ExportsSection />} />;
}
