// Owns the dashboard's best sellers: units and takings per product in the range, most units first.
import type { BestSeller } from '@shop/contract/dashboard';
import { formatRupees } from '@shop/contract/money';
import { Nothing, Panel } from '#web/features/admin-dashboard/components/panel.tsx';

export function BestSellers({ products }: { products: BestSeller[] }) {
  return (
    <Panel title="Best sellers" id="dashboard-best-sellers">
      {products.length === 0 ? (
        <Nothing>Nothing sold in this range yet.</Nothing>
      ) : (
        <ol className="divide-y divide-border">
          {products.map((product, index) => (
            <li
              key={product.product_id ?? product.title}
              className="flex items-baseline justify-between gap-4 py-2 text-sm"
            >
              <span className="min-w-0 wrap-anywhere">
                <span className="text-muted-foreground">{index + 1}. </span>
                {product.title}
              </span>
              <span className="shrink-0 text-right tabular-nums">
                {product.units === 1 ? '1 unit' : `${product.units} units`} · {formatRupees(product.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
