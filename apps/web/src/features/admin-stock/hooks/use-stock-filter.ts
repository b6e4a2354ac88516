// Owns the stock sheet's filter in the address (?keyword=, ?category=, ?state=, ?page=), so a link (the dashboard's
// low stock, say) can open the sheet already narrowed.
import { CATEGORIES, type Category } from '@shop/contract/shop';
import { useAddressFilter } from '#web/components/admin/use-address-filter.ts';
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
  return useAddressFilter<StockFilter, StockFilterField>(stockFilterOf);
}
