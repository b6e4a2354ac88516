// Owns /admin/pages: its title.
import type { MetaFunction } from 'react-router';
import { PagesPage } from '#web/features/admin-pages/pages-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Pages' });

export default PagesPage;
