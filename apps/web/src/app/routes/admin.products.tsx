// Owns /admin/products: its title.
import type { MetaFunction } from 'react-router';
import { ProductsPage } from '#web/features/admin-catalog/products-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Products' });

export default ProductsPage;
