// Owns /admin/redirects: its title.
import type { MetaFunction } from 'react-router';
import { RedirectsPage } from '#web/features/admin-pages/redirects-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Redirects' });

export default RedirectsPage;
