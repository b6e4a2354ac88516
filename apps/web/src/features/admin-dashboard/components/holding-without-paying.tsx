// Owns the dashboard's shoppers holding stock without paying (security audit M2): several orders let go unpaid in the
// range and none paid, with how many, the units they held and when the latest was placed, so the owner can look into
// them. (A new checkout already waits after a few unpaid orders a day; this shows who keeps coming back.)
import { DASHBOARD_UNPAID_HOLDS_MIN, type Dashboard } from '@shop/contract/dashboard';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { Nothing, Panel, ShownOf } from '#web/features/admin-dashboard/components/panel.tsx';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export function HoldingWithoutPaying({ list }: { list: Dashboard['holding_without_paying'] }) {
  return (
    <Panel
      title="Holding stock without paying"
      id="dashboard-holding"
      aside={<span className="text-sm text-muted-foreground">{count(list.total, 'shopper', 'shoppers')}</span>}
    >
      <p className="text-sm text-muted-foreground">
        Shoppers with {DASHBOARD_UNPAID_HOLDS_MIN} or more orders in this range that held stock and were left unpaid
        (replaced, cancelled, failed or lapsed), and none paid.
      </p>
      {list.items.length === 0 ? (
        <Nothing>Nobody kept stock from others in this range.</Nothing>
      ) : (
        <ul className="divide-y divide-border">
          {list.items.map((shopper) => (
            <li
              key={shopper.user_id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium">{shopper.customer_name}</span>
                <span className="break-all text-muted-foreground">{shopper.email}</span>
              </span>
              <span className="grid justify-items-end gap-0.5 text-right">
                <span className="tabular-nums">
                  {count(shopper.unpaid_orders, 'unpaid order', 'unpaid orders')} ·{' '}
                  {count(shopper.units, 'unit held', 'units held')}
                </span>
                <span className="text-muted-foreground">
                  Last <time dateTime={shopper.last_at}>{formatDateTime(shopper.last_at)}</time>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ShownOf shown={list.items.length} total={list.total} />
    </Panel>
  );
}
