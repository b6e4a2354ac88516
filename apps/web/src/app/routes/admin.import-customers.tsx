// Owns /admin/import/customers: its title, and the customer and review imports from another shop.
import type { MetaFunction } from 'react-router';
import { CustomersImportPage } from '#web/features/admin-import/customers-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Import customers and reviews' });

export default function Screen() {
  return <CustomersImportPage />;
}
