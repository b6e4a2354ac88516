// Owns the stock sheet's rows: each size (or product without sizes) with its picture, options, SKU and an editable
// count, rows changed and not saved marked; a stacked card per row where the table would not fit.
import { CATEGORY_LABELS, LIMITS, type Category } from '@shop/contract/shop';
import { STOCK_MAX } from '@shop/contract/stock-sheet';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { stockRowKey, stockRowName, type StockRow } from '#web/features/admin-stock/api/get-stock-sheet.ts';
import { typedStock, type StockEdit } from '#web/features/admin-stock/hooks/use-stock-edits.ts';
import { cn } from '#web/lib/class-names.ts';

export type StockTableProps = {
  rows: StockRow[];
  edits: ReadonlyMap<string, StockEdit>;
  onEdit: (row: StockRow, typed: string) => void;
};

/* As the coupons table: below 56rem of room rows are cards with each value labelled, so nothing scrolls sideways. */
function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="shrink-0 whitespace-nowrap text-muted-foreground @4xl:hidden">
      {children}
    </span>
  );
}

const headerCell = 'px-4 py-3 text-left font-medium whitespace-nowrap text-muted-foreground';
const cell =
  'px-4 py-2 align-middle @max-4xl:flex @max-4xl:items-center @max-4xl:justify-between @max-4xl:gap-4 @max-4xl:p-0';

function StockBadge({ stock }: { stock: number }) {
  if (stock === 0) return <Badge variant="destructive">Sold out</Badge>;
  if (stock < LIMITS.lowStockBelow) return <Badge variant="accent">Low</Badge>;
  return null;
}

export function StockTable({ rows, edits, onEdit }: StockTableProps) {
  return (
    <div className="@container">
      <div className="@4xl:overflow-x-auto @4xl:rounded-lg @4xl:border @4xl:border-border @4xl:bg-background">
        <table role="table" className="w-full text-sm @max-4xl:block">
          <caption className="sr-only">Stock</caption>
          <thead role="rowgroup" className="border-b border-border bg-muted/50 @max-4xl:sr-only">
            <tr role="row">
              {['Product', 'Size', 'Colour', 'SKU', 'Stock'].map((name) => (
                <th key={name} role="columnheader" scope="col" className={headerCell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-border @max-4xl:grid @max-4xl:gap-3 @max-4xl:divide-y-0">
            {rows.map((row) => {
              const key = stockRowKey(row);
              const edit = edits.get(key);
              const name = stockRowName(row);
              const invalid = edit !== undefined && typedStock(edit.typed) === undefined;
              const inputId = `stock-${key}`;
              return (
                <tr
                  role="row"
                  key={key}
                  aria-label={name}
                  data-changed={edit ? true : undefined}
                  className={cn(
                    '@max-4xl:grid @max-4xl:gap-2 @max-4xl:rounded-lg @max-4xl:border @max-4xl:border-border @max-4xl:bg-background @max-4xl:p-3 @max-4xl:shadow-sm',
                    edit && 'bg-accent/10 @max-4xl:border-accent @max-4xl:bg-accent/10',
                  )}
                >
                  <th role="rowheader" scope="row" className="px-4 py-2 text-left font-normal @max-4xl:p-0">
                    <span className="flex items-center gap-3">
                      <UploadedImage
                        src={row.image}
                        alt=""
                        width={40}
                        height={50}
                        sizes="40px"
                        className="h-12.5 w-10 shrink-0 rounded"
                      />
                      <span className="grid gap-0.5">
                        <span className="font-medium">{row.title}</span>
                        <span className="text-xs text-muted-foreground">
                          {CATEGORY_LABELS[row.category as Category] ?? row.category}
                          {/* On a card the options sit under the title, not in cells of their own. */}
                          <span className="@4xl:hidden">
                            {[row.size, row.colour].filter(Boolean).map((option) => ` · ${option}`)}
                          </span>
                        </span>
                      </span>
                    </span>
                  </th>
                  <td role="cell" className={cn(cell, '@max-4xl:hidden')}>
                    {row.size ?? '—'}
                  </td>
                  <td role="cell" className={cn(cell, '@max-4xl:hidden')}>
                    {row.colour ?? '—'}
                  </td>
                  <td role="cell" className={cell}>
                    <CardLabel>SKU</CardLabel>
                    {row.sku ? (
                      <span className="font-mono text-xs break-all">{row.sku}</span>
                    ) : (
                      <span className="text-muted-foreground">No sizes</span>
                    )}
                  </td>
                  <td role="cell" className={cell}>
                    <CardLabel>Stock</CardLabel>
                    <div className="grid justify-items-end gap-1 @4xl:justify-items-start">
                      <div className="flex items-center gap-2">
                        <Input
                          id={inputId}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={STOCK_MAX}
                          step={1}
                          aria-label={`Stock of ${name}`}
                          aria-invalid={invalid || undefined}
                          aria-describedby={edit ? `${inputId}-note` : undefined}
                          className={cn('w-24 text-right tabular-nums', edit && !invalid && 'border-accent')}
                          value={edit?.typed ?? String(row.stock)}
                          onChange={(event) => onEdit(row, event.target.value)}
                        />
                        <StockBadge stock={row.stock} />
                      </div>
                      {edit && (
                        <p
                          id={`${inputId}-note`}
                          className={cn('text-xs', invalid ? 'font-medium text-destructive' : 'text-muted-foreground')}
                        >
                          {invalid ? 'A whole number, 0 or more' : `Changed, was ${edit.row.stock}`}
                        </p>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
