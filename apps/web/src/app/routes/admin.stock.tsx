// Owns /admin/stock: its title.
import type { MetaFunction } from 'react-router';
import { StockPage } from '#web/features/admin-stock/stock-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Stock' });

export default StockPage;
