// Owns /admin/returns: its title.
import type { MetaFunction } from 'react-router';
import { ReturnsPage } from '#web/features/admin/returns-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Returns' });

export default ReturnsPage;
