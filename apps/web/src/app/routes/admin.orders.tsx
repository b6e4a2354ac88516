// Owns /admin/orders: its title.
import type { MetaFunction } from 'react-router';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Orders' });

export default OrdersPage;
