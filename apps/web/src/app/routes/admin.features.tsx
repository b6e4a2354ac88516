// Owns /admin/features: the homepage banners: its title.
import type { MetaFunction } from 'react-router';
import { BannersPage } from '#web/features/admin-banners/banners-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Feature Images' });

export default BannersPage;
