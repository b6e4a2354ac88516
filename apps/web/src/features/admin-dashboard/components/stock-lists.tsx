// Owns the dashboard's stock warnings: what is running low (in stock, below the limit) and what has sold out, per
// product, or per size and colour for a product that has them.
import type { Dashboard, StockLine } from '@shop/contract/dashboard';
import { LIMITS } from '@shop/contract/shop';
import { Link } from 'react-router';
import { Nothing, Panel, ShownOf } from '#web/features/admin-dashboard/components/panel.tsx';

const optionOf = (line: StockLine) => [line.size, line.colour].filter(Boolean).join(' / ');

type StockListProps = {
  list: Dashboard['low_stock'];
  empty: string;
  /** The stock sheet filtered to the same lines, where staff restock them. */
  sheet: { to: string; label: string };
};

function StockList({ list, empty, sheet }: StockListProps) {
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
      <Link to={sheet.to} className="justify-self-start text-sm font-medium underline underline-offset-2">
        {sheet.label}
      </Link>
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
        <StockList
          list={lowStock}
          empty="Nothing is running low."
          sheet={{ to: '/admin/stock?state=low', label: 'Restock in the stock sheet' }}
        />
      </Panel>
      <Panel
        title="Sold out"
        id="dashboard-sold-out"
        aside={<span className="text-sm text-muted-foreground">{soldOut.total} in all</span>}
      >
        <StockList
          list={soldOut}
          empty="Nothing has sold out."
          sheet={{ to: '/admin/stock?state=sold-out', label: 'Restock in the stock sheet' }}
        />
      </Panel>
    </>
  );
}
