// Owns the dashboard's stock warnings: what is running low (in stock, below the limit) and what has sold out, per
// product, or per size and colour for a product that has them.
import type { Dashboard, StockLine } from '@shop/contract/dashboard';
import { LIMITS } from '@shop/contract/shop';
import { Nothing, Panel, ShownOf } from '#web/features/admin-dashboard/components/panel.tsx';

const optionOf = (line: StockLine) => [line.size, line.colour].filter(Boolean).join(' / ');

function StockList({ list, empty }: { list: Dashboard['low_stock']; empty: string }) {
  if (list.items.length === 0) return <Nothing>{empty}</Nothing>;
  return (
    <>
      <ul className="divide-y divide-border">
        {list.items.map((line) => (
          <li
            key={line.variant_id ?? line.product_id}
            className="flex items-baseline justify-between gap-4 py-2 text-sm"
          >
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium wrap-anywhere">{line.title}</span>
              {(optionOf(line) || line.sku) && (
                <span className="text-muted-foreground wrap-anywhere">
                  {[optionOf(line), line.sku].filter(Boolean).join(' · ')}
                </span>
              )}
            </span>
            <span className="shrink-0 tabular-nums">{line.stock === 0 ? 'Sold out' : `${line.stock} left`}</span>
          </li>
        ))}
      </ul>
      <ShownOf shown={list.items.length} total={list.total} />
    </>
  );
}

export function StockLists({
  lowStock,
  soldOut,
}: {
  lowStock: Dashboard['low_stock'];
  soldOut: Dashboard['sold_out'];
}) {
  return (
    <>
      <Panel
        title="Running low"
        id="dashboard-low-stock"
        aside={
          <span className="text-sm text-muted-foreground">
            {lowStock.total} below {LIMITS.lowStockBelow}
          </span>
        }
      >
        <StockList list={lowStock} empty="Nothing is running low." />
      </Panel>
      <Panel
        title="Sold out"
        id="dashboard-sold-out"
        aside={<span className="text-sm text-muted-foreground">{soldOut.total} in all</span>}
      >
        <StockList list={soldOut} empty="Nothing has sold out." />
      </Panel>
    </>
  );
}
