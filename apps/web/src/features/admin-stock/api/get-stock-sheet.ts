// Owns GET /api/admin/stock: one page of the sheet (every size, and each product without sizes), narrowed by a search,
// a category and how much is left.
import type { StockRow, StockSheetPage, StockState } from '@shop/contract/stock-sheet';
import type { Category } from '@shop/contract/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { stockApi, stockKeys } from '#web/features/admin-stock/api/stock-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export type { StockRow };

export const STOCK_PAGE_SIZE = 50;

/** What narrows the sheet, each left out when not chosen; the page is 1 unless said. */
export type StockFilter = { keyword?: string; category?: Category; state?: Exclude<StockState, 'all'>; page: number };

export async function getStockSheet(filter: StockFilter, signal?: AbortSignal): Promise<StockSheetPage> {
  const query = {
    page: filter.page,
    limit: STOCK_PAGE_SIZE,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.state ? { state: filter.state } : {}),
  };
  const { success, data, total, page, limit } = successOf(await stockApi.list({ query, signal }));
  return { success, data, total, page, limit };
}

export const stockSheetQueryOptions = (filter: StockFilter) =>
  queryOptions({
    queryKey: [...stockKeys.all, 'sheet', filter] as const,
    queryFn: ({ signal }) => getStockSheet(filter, signal),
  });

/** The page asked for; the last one stays on screen (marked busy) while another page or filter loads. */
export function useStockSheet(filter: StockFilter) {
  return useQuery({ ...stockSheetQueryOptions(filter), placeholderData: keepPreviousData });
}

/** A row's key across pages: its size, or the product when it has none. */
export const stockRowKey = (row: Pick<StockRow, 'product_id' | 'variant_id'>) => row.variant_id ?? row.product_id;

/** "Kurta, M, Indigo": how a row is named to staff and to screen readers. */
export const stockRowName = (row: Pick<StockRow, 'title' | 'size' | 'colour'>) =>
  [row.title, row.size, row.colour].filter(Boolean).join(', ');
