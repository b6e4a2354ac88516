// Owns /admin/import: its title, and the product CSV import and export in Shopify's format.
import type { MetaFunction } from 'react-router';
import { ImportPage } from '#web/features/admin-import/import-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Import products' });

export default function Screen() {
  return <ImportPage />;
}
