// Owns /shop/listing: the filter sidebar, the sorted product grid and its count (SPEC §2). Without JavaScript the
// filters are a form and the sorts links (in <noscript>), and "Load more" a link, each to an address the server renders
// (decision 031); the controls only the app works (the drawer, the sort menu) wait for it, and are hidden without it.
import { DEFAULT_SORT, type SortOption } from '@shop/contract/shop';
import { SlidersHorizontalIcon } from 'lucide-react';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/class-names.ts';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import type { ProductPage } from '@shop/contract/catalog';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useProductPages } from '#web/features/catalog/api/get-products.ts';
import { ProductDialog, useShownProduct } from '#web/features/catalog/components/product-dialog.tsx';
import { LoadMore, ProductGrid, ProductGridSkeleton } from '#web/features/catalog/components/product-grid.tsx';
import { FilterForm } from '#web/features/catalog/components/filter-form.tsx';
import { SortControl, SortLinks } from '#web/features/catalog/components/sort-control.tsx';
import {
  filterCount,
  hasFilters,
  listingSearch,
  NO_FILTERS,
  readFilters,
  readPage,
  readSort,
  readStoredFilters,
  sameValues,
  storeFilters,
  type Filters,
} from '#web/features/catalog/listing-params.ts';

/*
 * The filters are checkboxes in a sidebar on large screens and a drawer on small ones: each loads only where it
 * shows, so a phone's first visit downloads neither (the sidebar's layout media query is the CSS `lg` breakpoint).
 */
const FilterPanel = lazyComponent(() => import('#web/features/catalog/components/filter-panel.tsx'), 'FilterPanel');
const FilterDrawer = lazyComponent(() => import('#web/features/catalog/components/filter-drawer.tsx'), 'FilterDrawer');
const LARGE_SCREEN = '(min-width: 64rem)';

export function ListingPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  // Read before the listing below stores what the URL names, and never on the server, which has no session storage.
  const [stored] = useState(() => (typeof window === 'undefined' ? NO_FILTERS : readStoredFilters()));
  // The server rendered what the URL names; hydration must render the same before going anywhere else.
  const hydrated = useHydrated();
  // SPEC §2: filters persist in session storage. A bare /shop/listing (the cart's "Continue shopping", say) brings
  // back the last ones; a URL that names filters wins and is stored by the listing below.
  if (hydrated && !hasFilters(readFilters(params)) && hasFilters(stored)) {
    return <Navigate replace to={{ search: listingSearch({ filters: stored, sortBy: readSort(params) }) }} />;
  }
  return <Listing search={search} source={ALL_PRODUCTS} />;
}

/** Filters and a sort, or none for the source's own order. */
export type ListingChoice = { filters: Filters; sortBy: SortOption | undefined };

/** Where a listing's products come from: the whole catalogue (/shop/listing), or a collection's page. */
export type ListingSource = {
  /** The page's path, which the filter form, the sort links and "Load more" lead to. */
  path: string;
  title: ReactNode;
  /** Shown between the heading and the grid (a collection's description). */
  intro?: ReactNode;
  usePages: (choice: ListingChoice) => UseInfiniteQueryResult<InfiniteData<ProductPage>>;
  /**
   * A collection has an order of its own (staff's, for a hand-picked one), which no sort in the address means; the
   * catalogue's is price, low to high, and it remembers the shopper's filters in session storage (SPEC §2).
   */
  ownOrder: boolean;
};

const ALL_PRODUCTS: ListingSource = {
  path: '/shop/listing',
  title: 'All Products',
  usePages: ({ filters, sortBy }) => useProductPages({ ...filters, sortBy: sortBy ?? DEFAULT_SORT }),
  ownOrder: false,
};

/** The address of a choice: with its own order, a sort is written even when it is the catalogue's default. */
export function choiceSearch(source: Pick<ListingSource, 'ownOrder'>, choice: ListingChoice & { page?: number }) {
  const search = listingSearch({ ...choice, sortBy: choice.sortBy ?? DEFAULT_SORT });
  if (!source.ownOrder || choice.sortBy !== DEFAULT_SORT) return search;
  return `${search}${search ? '&' : '?'}sortBy=${DEFAULT_SORT}`;
}

/** The sort an address names; without one, the catalogue's default, or none for a source's own order. */
export function readChoiceSort(source: Pick<ListingSource, 'ownOrder'>, params: URLSearchParams) {
  return source.ownOrder && !params.has('sortBy') ? undefined : readSort(params);
}

export function Listing({ search, source }: { search: string; source: ListingSource }) {
  const navigate = useNavigate();
  const { filters, sortBy, wantedPages } = useMemo(() => {
    const params = new URLSearchParams(search);
    return { filters: readFilters(params), sortBy: readChoiceSort(source, params), wantedPages: readPage(params) };
  }, [search, source]);
  const { shown, open, close } = useShownProduct();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const largeScreen = useMediaQuery(LARGE_SCREEN);

  useEffect(() => {
    if (!source.ownOrder) storeFilters(filters);
  }, [filters, source.ownOrder]);

  const query = source.usePages({ filters, sortBy });
  const { fetchNextPage, hasNextPage, isFetching, isFetchNextPageError } = query;
  const pages = query.data?.pages ?? [];
  const products = pages.flatMap((page) => page.data);
  const total = pages[0]?.total ?? 0;

  // `page` in the URL says how many pages to show, so a reload or a shared link shows as much as before.
  useEffect(() => {
    if (pages.length > 0 && pages.length < wantedPages && hasNextPage && !isFetching && !isFetchNextPageError) {
      void fetchNextPage();
    }
  }, [pages.length, wantedPages, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  function go(next: ListingChoice & { page?: number }) {
    // Replace, not push: Back leaves the listing instead of undoing checkbox by checkbox.
    void navigate({ search: choiceSearch(source, next) }, { replace: true, preventScrollReset: true });
  }

  function changeFilters(next: Filters) {
    if (!source.ownOrder) storeFilters(next);
    // SPEC §2: the sort goes back to price, low to high (a collection's own order), whenever the category changes.
    const categoryChanged = !sameValues(next.category, filters.category);
    go({ filters: next, sortBy: categoryChanged ? (source.ownOrder ? undefined : DEFAULT_SORT) : sortBy });
  }

  const activeCount = filterCount(filters);
  const updating = query.isPlaceholderData;
  const hydrated = useHydrated();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr] lg:gap-12">
        <aside aria-labelledby="listing-filters" className="hidden lg:block">
          <div className="sticky top-24 grid gap-6">
            <h2 id="listing-filters" className="text-lg font-semibold">
              Filters
            </h2>
            {largeScreen && (
              <Suspense fallback={null}>
                <FilterPanel filters={filters} onChange={changeFilters} idPrefix="sidebar" />
              </Suspense>
            )}
            <noscript>
              <FilterForm filters={filters} idPrefix="sidebar-form" action={source.path} />
            </noscript>
          </div>
        </aside>

        <div className="min-w-0">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-b border-border pb-5">
            <div className="flex items-baseline gap-3">
              <h1 className="text-2xl font-semibold sm:text-3xl">{source.title}</h1>
              <p role="status" className="text-sm text-muted-foreground">
                {query.isPending ? '' : `${total} Products`}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Button
                ref={drawerButton}
                variant="outline"
                size="sm"
                className="lg:hidden"
                // The drawer is the app's: until it runs the button waits (without JavaScript, the form below).
                disabled={!hydrated}
                data-needs-js
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onPointerEnter={FilterDrawer.preload}
                onFocus={FilterDrawer.preload}
                onClick={() => setDrawerOpen(true)}
              >
                <SlidersHorizontalIcon aria-hidden />
                Filters
                {activeCount > 0 && (
                  <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 text-accent-foreground">
                    <span className="sr-only">(</span>
                    {activeCount}
                    <span className="sr-only"> chosen)</span>
                  </span>
                )}
              </Button>
              <MountWhenOpened open={drawerOpen}>
                <FilterDrawer
                  open={drawerOpen}
                  onOpenChange={setDrawerOpen}
                  opener={drawerButton}
                  filters={filters}
                  onChange={changeFilters}
                  total={query.isPending ? undefined : total}
                />
              </MountWhenOpened>
              <SortControl value={sortBy} onChange={(next) => go({ filters, sortBy: next })} />
              <noscript>
                <SortLinks
                  value={sortBy}
                  hrefOf={(next) => `${source.path}${choiceSearch(source, { filters, sortBy: next })}`}
                />
                {/* What only the app works is hidden where it never will. */}
                <style>{'[data-needs-js]{display:none!important}'}</style>
              </noscript>
            </div>
          </div>
          {source.intro}
          <noscript>
            <details className="mb-8 rounded-lg border border-border p-4 lg:hidden">
              <summary className="cursor-pointer text-sm font-semibold">
                Filters{activeCount > 0 && ` (${activeCount} chosen)`}
              </summary>
              <div className="mt-4">
                <FilterForm filters={filters} idPrefix="drawer-form" action={source.path} />
              </div>
            </details>
          </noscript>

          {query.isPending ? (
            <ProductGridSkeleton count={8} className="lg:grid-cols-3 xl:grid-cols-4" />
          ) : query.isError && products.length === 0 ? (
            <div className="grid justify-items-start gap-3">
              <p className="text-muted-foreground">We couldn&apos;t load the products.</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </div>
          ) : products.length === 0 ? (
            <div className="grid justify-items-start gap-3">
              <p className="text-muted-foreground">
                {hasFilters(filters) || !source.ownOrder
                  ? 'No products match these filters.'
                  : 'There is nothing in this collection yet. Please check back soon.'}
              </p>
              {hasFilters(filters) &&
                (hydrated ? (
                  <Button variant="outline" onClick={() => changeFilters(NO_FILTERS)}>
                    Clear filters
                  </Button>
                ) : (
                  <Button asChild variant="outline">
                    <a href={source.path}>Clear filters</a>
                  </Button>
                ))}
            </div>
          ) : (
            <div aria-busy={updating || undefined} className={cn('transition-opacity', updating && 'opacity-60')}>
              {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
              <h2 className="sr-only">Products</h2>
              <ProductGrid
                products={products}
                onOpen={open}
                eagerCount={2}
                firstScreenCount={4}
                className="lg:grid-cols-3 xl:grid-cols-4"
              />
              <LoadMore
                shown={products.length}
                total={total}
                hasMore={Boolean(hasNextPage)}
                loading={query.isFetchingNextPage}
                onLoadMore={() => go({ filters, sortBy, page: pages.length + 1 })}
                href={`${source.path}${choiceSearch(source, { filters, sortBy, page: pages.length + 1 })}`}
              />
            </div>
          )}
        </div>
      </div>
      <ProductDialog shown={shown} onClose={close} />
    </div>
  );
}
