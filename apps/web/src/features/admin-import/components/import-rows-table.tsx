// Owns the dry run's rows: row number, handle, SKU, what happens to it and why a row is refused; a stacked card per
// row where the table would not fit (a phone).
import type { ImportRow } from '@shop/contract/product-import';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { ACTION_BADGE } from '#web/features/admin-import/components/import-actions.ts';
import { cn } from '#web/lib/class-names.ts';

/*
 * As the coupons table: below 42rem of room rows are laid out as cards with each value labelled, so nothing scrolls
 * sideways; the roles are spelled out because changing a table's `display` makes some browsers drop them.
 */
function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="shrink-0 whitespace-nowrap text-muted-foreground @2xl:hidden">
      {children}
    </span>
  );
}

const headerCell = 'px-3 py-2 text-left font-medium whitespace-nowrap text-muted-foreground';
const cell =
  'px-3 py-2 align-top @max-2xl:col-span-2 @max-2xl:flex @max-2xl:items-start @max-2xl:justify-between @max-2xl:gap-4 @max-2xl:p-0';
/** On a card, "Row 7" and the action badge share its first line. */
const firstLine = '@max-2xl:col-span-1 @max-2xl:row-start-1';

export function ImportRowsTable({ rows, caption }: { rows: ImportRow[]; caption: string }) {
  return (
    <div className="@container">
      <div className="@2xl:max-h-[36rem] @2xl:overflow-auto @2xl:rounded-lg @2xl:border @2xl:border-border @2xl:bg-background">
        <table role="table" className="w-full text-sm @max-2xl:block">
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="border-b border-border bg-muted @2xl:sticky @2xl:top-0 @max-2xl:sr-only">
            <tr role="row">
              {['Row', 'Handle', 'SKU', 'Action', 'Problems'].map((name) => (
                <th key={name} role="columnheader" scope="col" className={headerCell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-border @max-2xl:grid @max-2xl:gap-2 @max-2xl:divide-y-0">
            {rows.map((row) => {
              const badge = ACTION_BADGE[row.action];
              return (
                <tr
                  role="row"
                  key={row.row}
                  className={cn(
                    '@max-2xl:grid @max-2xl:grid-cols-[1fr_auto] @max-2xl:gap-x-3 @max-2xl:gap-y-1.5 @max-2xl:rounded-lg @max-2xl:border @max-2xl:border-border @max-2xl:bg-background @max-2xl:p-3',
                    row.action === 'error' && '@max-2xl:border-destructive/50',
                  )}
                >
                  <th
                    role="rowheader"
                    scope="row"
                    className={cn(
                      cell,
                      firstLine,
                      'text-left font-normal tabular-nums @max-2xl:justify-start @max-2xl:gap-1 @max-2xl:font-medium',
                    )}
                  >
                    <CardLabel>Row</CardLabel>
                    {row.row}
                  </th>
                  <td role="cell" className={cn(cell, '@2xl:min-w-56')}>
                    <CardLabel>Handle</CardLabel>
                    <span className="font-mono text-xs leading-5 wrap-anywhere">{row.handle || '—'}</span>
                  </td>
                  <td role="cell" className={cn(cell, '@2xl:whitespace-nowrap')}>
                    <CardLabel>SKU</CardLabel>
                    <span className="font-mono text-xs leading-5 wrap-anywhere">{row.sku || '—'}</span>
                  </td>
                  <td role="cell" className={cn(cell, firstLine, '@max-2xl:col-start-2')}>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </td>
                  <td role="cell" className={cn(cell, '@max-2xl:block', row.errors.length === 0 && '@max-2xl:hidden')}>
                    {row.errors.length > 0 ? (
                      <ul className="grid list-disc gap-1 pl-4 text-destructive">
                        {row.errors.map((error) => (
                          <li key={error}>{error}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-muted-foreground">
                        <span aria-hidden>—</span>
                        <span className="sr-only">None</span>
                      </span>
                    )}
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
