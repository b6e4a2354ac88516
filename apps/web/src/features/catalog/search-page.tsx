// Owns /shop/search: the keyword box mirrored into ?keyword= and its results (SPEC §2, §4, §5). The box is a GET form
// to this page, so before (or without) JavaScript Enter asks the server for the results (decision 031).
import { LIMITS } from '@shop/contract/shop';
import { SearchIcon, SearchXIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useSearchProducts } from '#web/features/catalog/api/search-products.ts';
import type { OpenProduct } from '#web/features/catalog/components/product-card.tsx';
import { ProductDialog, useShownProduct } from '#web/features/catalog/components/product-dialog.tsx';
import { LoadMore, ProductGrid, ProductGridSkeleton } from '#web/features/catalog/components/product-grid.tsx';
import { useSearchTerm } from '#web/features/catalog/use-search-term.ts';

export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKeyword = searchParams.get('keyword') ?? '';
  const [keyword, setKeyword] = useState(urlKeyword);
  // The box is ours while typing; a URL changed from outside (Back, the header's Search link) takes it over again.
  const [mirrored, setMirrored] = useState(urlKeyword);
  if (urlKeyword !== mirrored) {
    setMirrored(urlKeyword);
    setKeyword(urlKeyword);
  }
  const [term, searchNow] = useSearchTerm(keyword);
  const { shown, open, close } = useShownProduct();

  function onChange(next: string) {
    setKeyword(next);
    setMirrored(next);
    setSearchParams(next ? { keyword: next } : {}, { replace: true, preventScrollReset: true });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    searchNow();
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="mb-6 text-2xl font-semibold sm:text-3xl">Search Products</h1>
      <form role="search" method="get" action="/shop/search" onSubmit={onSubmit} className="mb-10 max-w-2xl">
        <Label htmlFor="search-keyword" className="sr-only">
          Search products
        </Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="search-keyword"
            name="keyword"
            type="search"
            placeholder="Search Products..."
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby="search-keyword-hint"
            value={keyword}
            onChange={(event) => onChange(event.target.value)}
            className="h-12 pl-11 text-base sm:text-base"
          />
        </div>
        <p id="search-keyword-hint" className="mt-2 text-sm text-muted-foreground">
          Type at least {LIMITS.searchMinLength} characters: a name, a category or a colour.
        </p>
      </form>
      <SearchResults term={term} onOpen={open} />
      <ProductDialog shown={shown} onClose={close} />
    </div>
  );
}

function SearchResults({ term, onOpen }: { term: string; onOpen: OpenProduct }) {
  const query = useSearchProducts(term);
  // SPEC §4: results are reset for a short keyword (the query is off and has no data then).
  if (!term) return null;
  if (query.isPending) return <ProductGridSkeleton count={4} />;
  // SPEC §8: a failed search empties the results silently.
  const pages = query.isError ? [] : query.data.pages;
  const products = pages.flatMap((page) => page.data);
  const total = pages[0]?.total ?? 0;
  // The server counts up to the cap and answers one more for "more than that".
  const totalLabel =
    total > LIMITS.searchTotalCap ? `${LIMITS.searchTotalCap.toLocaleString('en-IN')}+` : String(total);

  if (products.length === 0) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-12 text-center">
        <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-xl font-semibold">No result found!</h2>
        <p className="text-sm text-muted-foreground">Try another word, or fewer words.</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="sr-only">
        Search results
      </h2>
      <p role="status" className="mb-6 text-sm text-muted-foreground">
        {total === 1 ? '1 result' : `${totalLabel} results`} for “{term}”
      </p>
      <ProductGrid products={products} onOpen={onOpen} eagerCount={4} />
      <LoadMore
        shown={products.length}
        total={total}
        totalLabel={totalLabel}
        hasMore={Boolean(query.hasNextPage) && !query.isFetchNextPageError}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        href={`/shop/search?${new URLSearchParams({ keyword: term, page: String(pages.length + 1) }).toString()}`}
      />
    </section>
  );
}
