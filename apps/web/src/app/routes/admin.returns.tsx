// Owns /admin/returns: its title, and the screen composed of the returns and staff's Order Details for their orders.
import type { MetaFunction } from 'react-router';
import { OrderDetailsDialog } from '#web/features/admin-orders/components/order-details-dialog.tsx';
import { ReturnsPage } from '#web/features/admin-returns/returns-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Returns' });

export default function Screen() {
  return <ReturnsPage OrderDetailsDialog={OrderDetailsDialog} />;
}
