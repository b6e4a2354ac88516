// Owns /admin/dashboard: its title, and the screen composed of the dashboard and the banner manager below it.
import type { MetaFunction } from 'react-router';
import { BannerManager } from '#web/features/admin-banners/banner-manager.tsx';
import { DashboardPage } from '#web/features/admin-dashboard/dashboard-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Dashboard' });

export default function Screen() {
  return <DashboardPage BannerManager={BannerManager} />;
}
