// Owns the listing's state in the URL (`?category=women,men&brand=…&size=M,L&colour=Black&sortBy=…&page=…`) and its
// copy in session storage.
import type { Brand, Category, Colour, Size, SortOption } from '@shop/contract/shop';
import {
  BRAND_LABELS,
  BRANDS,
  CATEGORIES,
  CATEGORY_LABELS,
  COLOUR_NAMES,
  COLOURS,
  DEFAULT_SORT,
  SIZES,
  SORT_OPTIONS,
} from '@shop/contract/shop';

export type FilterGroup = 'category' | 'brand' | 'size' | 'colour';
export type Filters = { category: Category[]; brand: Brand[]; size: Size[]; colour: Colour[] };

export const NO_FILTERS: Filters = { category: [], brand: [], size: [], colour: [] };

export type FilterOption = { value: string; label: string; /** A colour's swatch. */ swatch?: string };

/** The sidebar's groups, in the spec's order, then sizes in the shop's order and colours, with their labels. */
export const FILTER_GROUPS = [
  {
    key: 'category',
    title: 'Category',
    options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
  },
  { key: 'brand', title: 'Brand', options: BRANDS.map((value) => ({ value, label: BRAND_LABELS[value] })) },
  { key: 'size', title: 'Size', options: SIZES.map((value) => ({ value, label: value })) },
  {
    key: 'colour',
    title: 'Colour',
    options: COLOUR_NAMES.map((value) => ({ value, label: value, swatch: COLOURS[value] })),
  },
] as const satisfies readonly {
  key: FilterGroup;
  title: string;
  options: readonly FilterOption[];
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
    size: pick(SIZES, params.get('size')),
    colour: pick(COLOUR_NAMES, params.get('colour')),
  };
}

/** How many values are ticked across the groups (the drawer button's count). */
export function filterCount(filters: Filters): number {
  return filters.category.length + filters.brand.length + filters.size.length + filters.colour.length;
}

export function hasFilters(filters: Filters): boolean {
  return filterCount(filters) > 0;
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
 * SPEC §2 shows it) instead of URLSearchParams' `%2C`; every value is one of the contract's fixed words, and only
 * "Free Size" needs escaping (its space).
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
  if (filters.size.length) parts.push(`size=${filters.size.map(encodeURIComponent).join(',')}`);
  if (filters.colour.length) parts.push(`colour=${filters.colour.join(',')}`);
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
    return {
      category: pick(CATEGORIES, record.category),
      brand: pick(BRANDS, record.brand),
      size: pick(SIZES, record.size),
      colour: pick(COLOUR_NAMES, record.colour),
    };
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
