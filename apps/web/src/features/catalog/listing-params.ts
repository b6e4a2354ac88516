// Owns the listing's state in the URL (`?category=women,men&brand=…&sortBy=…&page=…`) and its copy in session storage.
import type { Brand, Category, SortOption } from '@shop/contract/shop';
import { BRAND_LABELS, BRANDS, CATEGORIES, CATEGORY_LABELS, DEFAULT_SORT, SORT_OPTIONS } from '@shop/contract/shop';

export type FilterGroup = 'category' | 'brand';
export type Filters = { category: Category[]; brand: Brand[] };

export const NO_FILTERS: Filters = { category: [], brand: [] };

/** The sidebar's groups, in the spec's order, with their labels. */
export const FILTER_GROUPS = [
  {
    key: 'category',
    title: 'Category',
    options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
  },
  { key: 'brand', title: 'Brand', options: BRANDS.map((value) => ({ value, label: BRAND_LABELS[value] })) },
] as const satisfies readonly {
  key: FilterGroup;
  title: string;
  options: readonly { value: string; label: string }[];
}[];

/** SPEC §2: filters persist in session storage, under the original app's key and shape (`{ category: [...] }`). */
export const FILTERS_STORAGE_KEY = 'filters';

function pick<T extends string>(known: readonly T[], raw: unknown): T[] {
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  // Known values only, each once, in the spec's order: a hand-edited URL cannot make the API refuse the page.
  return known.filter((value) => values.some((v) => typeof v === 'string' && v.trim() === value));
}

export function readFilters(params: URLSearchParams): Filters {
  return {
    category: pick(CATEGORIES, params.get('category')),
    brand: pick(BRANDS, params.get('brand')),
  };
}

export function hasFilters(filters: Filters): boolean {
  return filters.category.length > 0 || filters.brand.length > 0;
}

export function readSort(params: URLSearchParams): SortOption {
  const raw = params.get('sortBy');
  return SORT_OPTIONS.find((option) => option === raw) ?? DEFAULT_SORT;
}

/** How many pages of results the URL asks for ("Load more" raises it). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 50) : 1;
}

/**
 * The listing's query string. Built by hand so the comma-joined values stay readable (`category=women,men`, as
 * SPEC §2 shows it) instead of URLSearchParams' `%2C`; every value is one of the contract's fixed words.
 */
export function listingSearch({
  filters,
  sortBy = DEFAULT_SORT,
  page = 1,
}: {
  filters: Filters;
  sortBy?: SortOption;
  page?: number;
}): string {
  const parts: string[] = [];
  if (filters.category.length) parts.push(`category=${filters.category.join(',')}`);
  if (filters.brand.length) parts.push(`brand=${filters.brand.join(',')}`);
  if (sortBy !== DEFAULT_SORT) parts.push(`sortBy=${sortBy}`);
  if (page > 1) parts.push(`page=${page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function readStoredFilters(): Filters {
  try {
    const raw = sessionStorage.getItem(FILTERS_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (!stored || typeof stored !== 'object') return NO_FILTERS;
    const record = stored as Record<string, unknown>;
    return { category: pick(CATEGORIES, record.category), brand: pick(BRANDS, record.brand) };
  } catch {
    return NO_FILTERS; // storage blocked (private mode) or a value we did not write
  }
}

export function storeFilters(filters: Filters): void {
  try {
    sessionStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(filters));
  } catch {
    // Storage can be full or blocked; the URL still holds the filters.
  }
}

export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
