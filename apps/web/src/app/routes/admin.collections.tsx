// Owns /admin/collections: its title.
import type { MetaFunction } from 'react-router';
import { CollectionsPage } from '#web/features/admin-collections/collections-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Collections' });

export default CollectionsPage;
