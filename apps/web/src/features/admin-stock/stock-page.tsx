// Owns /admin/stock: the stock sheet (every size, and each product without sizes) narrowed by search, category and
// how much is left, counts edited in place and saved with one button, and the stock CSV upload.
import { STOCK_CHANGES_MAX, type MovedRow } from '@shop/contract/stock-sheet';
import { PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ListState, Pager } from '#web/components/ui/list-state.tsx';
import {
  STOCK_PAGE_SIZE,
  stockRowKey,
  stockRowName,
  useStockSheet,
} from '#web/features/admin-stock/api/get-stock-sheet.ts';
import { useSaveStock } from '#web/features/admin-stock/api/save-stock.ts';
import { StockFilters } from '#web/features/admin-stock/components/stock-filters.tsx';
import { StockImportDialog } from '#web/features/admin-stock/components/stock-import-dialog.tsx';
import { StockTable } from '#web/features/admin-stock/components/stock-table.tsx';
import { useStockEdits } from '#web/features/admin-stock/hooks/use-stock-edits.ts';
import { useStockFilter } from '#web/features/admin-stock/hooks/use-stock-filter.ts';

/** A row that sold while staff typed, named for the notice after the save. */
type MovedNotice = MovedRow & { name: string; typed: number };

export function StockPage() {
  const { filter, narrowed, setFilter, setPage, clearFilter } = useStockFilter();
  const sheet = useStockSheet(filter);
  const { edits, edit, clear, invalid, changes } = useStockEdits();
  const save = useSaveStock();
  const [moved, setMoved] = useState<MovedNotice[]>([]);

  const rows = sheet.data?.data ?? [];
  const total = sheet.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (sheet.data?.limit ?? STOCK_PAGE_SIZE)));
  const tooMany = changes.length > STOCK_CHANGES_MAX;

  async function onSave() {
    if (save.isPending || changes.length === 0 || invalid.length > 0 || tooMany) return;
    const names = new Map([...edits.values()].map((e) => [stockRowKey(e.row), stockRowName(e.row)]));
    const typed = new Map(changes.map((c) => [c.variant_id ?? c.product_id, c.stock]));
    const answer = await save.mutateAsync(changes).catch(() => null);
    if (!answer) return;
    clear();
    setMoved(
      answer.data.moved.map((row) => {
        const key = stockRowKey(row);
        return { ...row, name: names.get(key) ?? '', typed: typed.get(key) ?? 0 };
      }),
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Stock</h1>
          {sheet.isSuccess && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total === 1 ? '1 row' : `${total} rows`}
              {filter.keyword ? ` found for “${filter.keyword}”` : narrowed ? ' match the filters' : ', by title'}
            </p>
          )}
        </div>
        <StockImportDialog />
      </div>

      <StockFilters filter={filter} narrowed={narrowed} onChange={setFilter} onClear={clearFilter} />

      {moved.length > 0 && (
        <div role="status" className="grid gap-2 rounded-lg border border-accent bg-accent/10 p-4 text-sm">
          <p className="font-medium">
            {moved.length === 1 ? '1 row' : `${moved.length} rows`} sold while you were counting. Your counts were
            saved; check these against the shelf:
          </p>
          <ul className="grid gap-1">
            {moved.map((row) => (
              <li key={stockRowKey(row)}>
                {row.name}: the sheet showed {row.seen}, it was {row.found} when you saved, now {row.typed}
              </li>
            ))}
          </ul>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => setMoved([])}>
            Dismiss
          </Button>
        </div>
      )}

      <ListState
        query={sheet}
        count={rows.length}
        loading={{ label: 'Loading the stock', rows: 6 }}
        nothingMatches={{
          narrowed,
          title: filter.keyword ? `Nothing found for “${filter.keyword}”` : 'Nothing matches the filters',
          clearLabel: 'Show all stock',
          onClear: clearFilter,
        }}
        emptyPage={{ total, title: 'No rows on this page', onFirstPage: () => setPage(1) }}
        empty={{
          icon: PackageIcon,
          title: 'No products yet',
          hint: 'Add products first; their stock is counted here.',
        }}
      >
        <div aria-busy={sheet.isPlaceholderData}>
          <StockTable rows={rows} edits={edits} onEdit={edit} />
        </div>
        {pages > 1 && <Pager page={filter.page} pages={pages} onPage={setPage} />}
      </ListState>

      {/* Stays in view while staff scroll a long sheet; counts typed on other pages are saved with these. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {invalid.length > 0
            ? `Fix ${invalid.length === 1 ? '1 count' : `${invalid.length} counts`} to save: whole numbers, 0 or more`
            : tooMany
              ? `Save at most ${STOCK_CHANGES_MAX} rows at once`
              : changes.length === 0
                ? 'No changes yet'
                : changes.length === 1
                  ? '1 row changed'
                  : `${changes.length} rows changed`}
        </p>
        {changes.length > 0 && (
          <Button variant="outline" onClick={clear} disabled={save.isPending}>
            Discard
          </Button>
        )}
        <Button
          disabled={changes.length === 0 || invalid.length > 0 || tooMany}
          aria-busy={save.isPending}
          onClick={() => void onSave()}
        >
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </div>
  );
}
