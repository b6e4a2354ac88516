// Owns /admin/orders: its title, and the orders screen composed with each order's History panel for roles that may
// read the audit trail (decision 035).
import { can } from '@shop/contract/permissions';
import type { MetaFunction } from 'react-router';
import { RecordHistory } from '#web/entities/audit/record-history.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { OrdersPage } from '#web/features/admin-orders/orders-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Orders' });

export default function Screen() {
  const { user } = useSession();
  return <OrdersPage RecordHistory={can(user, 'audit.read') ? RecordHistory : undefined} />;
}
