// Owns the stock sheet's filter in the address (?keyword=, ?category=, ?state=, ?page=), so a link (the dashboard's
// low stock, say) can open the sheet already narrowed.
import { CATEGORIES, type Category } from '@shop/contract/shop';
import { useSearchParams } from 'react-router';
import type { StockFilter } from '#web/features/admin-stock/api/get-stock-sheet.ts';

const STATES = ['low', 'sold-out'] as const;

/** A hand-edited or stale address narrows by what it says correctly and ignores the rest. */
export function stockFilterOf(params: URLSearchParams): StockFilter {
  const keyword = params.get('keyword')?.trim();
  const category = params.get('category') as Category | null;
  const state = params.get('state') as (typeof STATES)[number] | null;
  return {
    ...(keyword ? { keyword } : {}),
    ...(category && CATEGORIES.includes(category) ? { category } : {}),
    ...(state && STATES.includes(state) ? { state } : {}),
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
  };
}

export type StockFilterField = 'keyword' | 'category' | 'state';

export function useStockFilter() {
  const [params, setParams] = useSearchParams();
  const filter = stockFilterOf(params);

  /** Narrowing the sheet starts it at page 1. */
  const setFilter = (change: Partial<Record<StockFilterField, string | undefined>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(change)) {
        if (value?.trim() && value !== 'all') next.set(name, value.trim());
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });
  const clearFilter = () => setParams(new URLSearchParams());

  const narrowed = Boolean(filter.keyword || filter.category || filter.state);
  return { filter, narrowed, setFilter, setPage, clearFilter };
}
