// Owns the listing's state in the URL (`?category=women,men&brand=…&size=M,L&colour=Black&sortBy=…&page=…`) and its
// copy in session storage, and the filter groups the sidebar offers: the sizes and colours are the shop's options as
// staff name them (GET /api/shop/options).
import type { Brand, Category, SortOption } from '@shop/contract/shop';
import { BRAND_LABELS, BRANDS, CATEGORIES, CATEGORY_LABELS, DEFAULT_SORT, SORT_OPTIONS } from '@shop/contract/shop';
import { allSizes, type CatalogueOptions } from '#web/features/catalog/api/get-catalogue-options.ts';

export type FilterGroup = 'category' | 'brand' | 'size' | 'colour';
/** Sizes and colours are whatever staff named: a value the shop no longer has simply matches nothing. */
export type Filters = { category: Category[]; brand: Brand[]; size: string[]; colour: string[] };

export const NO_FILTERS: Filters = { category: [], brand: [], size: [], colour: [] };

export type FilterOption = { value: string; label: string; /** A colour's swatch. */ swatch?: string };

export type FilterGroupOptions = { key: FilterGroup; title: string; options: FilterOption[] };

/**
 * The sidebar's groups, in the spec's order: categories, the brand, then every size of every scale in the scales'
 * order and the shop's colours in the staff's order with their swatches (none until the options have loaded). A value
 * ticked in the URL that the options do not hold is listed last, so that it can be unticked. The brand is the shop's
 * own, named as staff name the shop.
 */
export function filterGroups(
  options: CatalogueOptions | undefined,
  chosen: Filters = NO_FILTERS,
  shopName: string = BRAND_LABELS.threadandtote,
): FilterGroupOptions[] {
  const withChosen = (known: FilterOption[], values: string[]) => [
    ...known,
    ...values
      .filter((value) => !known.some((option) => option.value === value))
      .map((value) => ({ value, label: value })),
  ];
  return [
    {
      key: 'category',
      title: 'Category',
      options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
    },
    { key: 'brand', title: 'Brand', options: BRANDS.map((value) => ({ value, label: shopName })) },
    {
      key: 'size',
      title: 'Size',
      options: withChosen(
        (options ? allSizes(options) : []).map((value) => ({ value, label: value })),
        chosen.size,
      ),
    },
    {
      key: 'colour',
      title: 'Colour',
      options: withChosen(
        (options?.colours ?? []).map(({ name, hex }) => ({ value: name, label: name, swatch: hex })),
        chosen.colour,
      ),
    },
  ];
}

/** SPEC §2: filters persist in session storage, under the original app's key and shape (`{ category: [...] }`). */
export const FILTERS_STORAGE_KEY = 'filters';

const listed = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []);

function pick<T extends string>(known: readonly T[], raw: unknown): T[] {
  const values = listed(raw);
  // Known values only, each once, in the spec's order: a hand-edited URL cannot make the API refuse the page.
  return known.filter((value) => values.some((v) => typeof v === 'string' && v.trim() === value));
}

/** What the API takes of one size or colour filter (the contract's `listingQuery`). */
const OPTION_FILTER = { valueMax: 30, valuesMax: 60, lengthMax: 1000 };

/**
 * Sizes or colours as named: any value, trimmed, each once, in the order given; empty ones and any past what the API
 * takes are dropped, so a hand-edited URL cannot make it refuse the page (an unknown one matches nothing).
 */
function named(raw: unknown): string[] {
  const kept: string[] = [];
  let length = -1; // the commas between
  for (const value of listed(raw)) {
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (!trimmed || trimmed.length > OPTION_FILTER.valueMax || kept.includes(trimmed)) continue;
    if (kept.length >= OPTION_FILTER.valuesMax || length + 1 + trimmed.length > OPTION_FILTER.lengthMax) break;
    kept.push(trimmed);
    length += 1 + trimmed.length;
  }
  return kept;
}

/**
 * The filters an address names: `size=M,L` as the app writes it, or `size=M&size=L` as the filter form posts it before
 * (or without) JavaScript (the listing's loader redirects that to the first form).
 */
export function readFilters(params: URLSearchParams): Filters {
  const all = (group: FilterGroup) => params.getAll(group).join(',');
  return {
    category: pick(CATEGORIES, all('category')),
    brand: pick(BRANDS, all('brand')),
    size: named(all('size')),
    colour: named(all('colour')),
  };
}

export const FILTER_GROUPS: readonly FilterGroup[] = ['category', 'brand', 'size', 'colour'];

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
 * SPEC §2 shows it) instead of URLSearchParams' `%2C`. Categories and the brand are the contract's fixed words; sizes
 * and colours are staff's names, escaped each ("Free Size" has a space, "Black & White" an ampersand) and never
 * holding a comma (the contract refuses one in a name).
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
  if (filters.colour.length) parts.push(`colour=${filters.colour.map(encodeURIComponent).join(',')}`);
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
      size: named(record.size),
      colour: named(record.colour),
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
