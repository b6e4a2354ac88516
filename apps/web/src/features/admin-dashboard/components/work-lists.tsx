// Owns the dashboard's order lists: the parcels to pack (oldest first, each opening the orders screen, and a link to all
// of them there) and the online orders whose payment never came.
import type { Dashboard } from '@shop/contract/dashboard';
import { formatDate, formatRupees } from '@shop/contract/money';
import { Link } from 'react-router';
import { orderPaymentLabel, paymentMethodLabel } from '#web/components/order-status-badge.tsx';
import { Nothing, Panel, ShownOf } from '#web/features/admin-dashboard/components/panel.tsx';

const shortId = (id: string) => `#${id.slice(0, 8).toUpperCase()}`;
const pieces = (count: number) => (count === 1 ? '1 item' : `${count} items`);

export function OrdersToPack({ list }: { list: Dashboard['to_pack'] }) {
  return (
    <Panel
      title="Orders to pack"
      id="dashboard-to-pack"
      aside={<span className="text-sm text-muted-foreground">{list.total} waiting, oldest first</span>}
    >
      {list.items.length === 0 ? (
        <Nothing>Nothing to pack: every paid order has gone out.</Nothing>
      ) : (
        <ul className="divide-y divide-border">
          {list.items.map((order) => (
            <li key={order._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
              <span className="grid gap-0.5">
                <Link
                  to={`/admin/orders?order=${order._id}`}
                  className="font-mono font-medium underline underline-offset-2"
                  aria-label={`Order ${order.order_number} from ${order.customer_name}, open its details`}
                >
                  {order.order_number}
                </Link>
                <span className="text-muted-foreground">
                  {order.customer_name} · <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
                </span>
              </span>
              <span className="grid justify-items-end gap-0.5 text-right">
                <span className="tabular-nums">{formatRupees(order.total_amount)}</span>
                <span className="text-muted-foreground">
                  {pieces(order.items)} · {orderPaymentLabel(order)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ShownOf shown={list.items.length} total={list.total} />
      {list.total > 0 && (
        <Link
          to="/admin/orders?order_status=confirmed&shipment=none"
          className="justify-self-start text-sm font-medium underline underline-offset-2"
        >
          See all {list.total.toLocaleString('en-IN')} orders to pack
        </Link>
      )}
    </Panel>
  );
}

export function ExpiredOrders({ list }: { list: Dashboard['expired'] }) {
  return (
    <Panel
      title="Unpaid orders that expired"
      id="dashboard-expired"
      aside={<span className="text-sm text-muted-foreground">{list.total} in this range</span>}
    >
      {list.items.length === 0 ? (
        <Nothing>No checkout was left unpaid in this range.</Nothing>
      ) : (
        <ul className="divide-y divide-border">
          {list.items.map((order) => (
            <li key={order._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
              <span className="grid gap-0.5">
                <span className="font-mono">{shortId(order._id)}</span>
                <span className="text-muted-foreground">
                  {order.customer_name} · <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
                </span>
              </span>
              <span className="grid justify-items-end gap-0.5 text-right">
                <span className="tabular-nums">{formatRupees(order.total_amount)}</span>
                <span className="text-muted-foreground">{paymentMethodLabel(order.payment_method)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ShownOf shown={list.items.length} total={list.total} />
    </Panel>
  );
}
