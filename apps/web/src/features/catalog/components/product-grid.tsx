// Owns the product grid every catalogue screen shares: cards, loading placeholders and "Load more".
import type { Product } from '@shop/contract/catalog';
import { LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/class-names.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { ProductCard, type OpenProduct } from '#web/features/catalog/components/product-card.tsx';

const gridClass = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4';
/**
 * Cards are put on the page this many at a time, a task each: the first screenful at once, the rest in the tasks
 * after, so a slow phone is never stuck for one long task rendering and laying out a whole page of cards.
 */
const BATCH = 8;

export function ProductGrid({
  products,
  onOpen,
  eagerCount = 0,
  firstScreenCount = eagerCount,
  className,
}: {
  products: readonly Product[];
  onOpen: OpenProduct;
  /** How many cards are likely above the fold (their pictures load at once). */
  eagerCount?: number;
  /**
   * How many cards can be on the first screen of the widest layout: their pictures are the browser's to load (lazily
   * past `eagerCount`); those of the cards after them are asked for once the app runs.
   */
  firstScreenCount?: number;
  className?: string;
}) {
  const count = useRenderedCount(products);
  return (
    <ul className={cn(gridClass, className)}>
      {products.slice(0, count).map((product, index) => (
        <li key={product._id} className="flex">
          <div className="w-full">
            <ProductCard
              product={product}
              onOpen={onOpen}
              eager={index < eagerCount}
              pictureAfterApp={index >= firstScreenCount}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** How many of the products to render now: one batch more each task until all are there; a new list starts again. */
function useRenderedCount(products: readonly Product[]): number {
  const list = products[0]?._id;
  // Back or forward to a page already seen: all its cards at once, so the scroll position it had can be restored.
  const navigation = useNavigationType();
  const { key } = useLocation();
  const returning = navigation === 'POP' && key !== 'default';
  // The server sends every card (crawlers and the first paint see them all); hydration must render the same.
  const hydrated = useHydrated();
  const first = returning || !hydrated ? products.length : BATCH;
  const [rendered, setRendered] = useState({ list, count: first });
  // Other filters or another sort give another list; "Load more" keeps the list and its first product.
  if (rendered.list !== list) setRendered({ list, count: first });
  const count = rendered.list === list ? rendered.count : first;
  useEffect(() => {
    if (count >= products.length) return;
    const next = setTimeout(() => setRendered((current) => ({ ...current, count: current.count + BATCH })));
    return () => clearTimeout(next);
  }, [count, products.length]);
  return count;
}

export function ProductGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div role="status" aria-label="Loading products" className={cn(gridClass, className)}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="grid gap-3">
          <Skeleton className="aspect-[4/5] w-full rounded-lg" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

export function LoadMore({
  shown,
  total,
  totalLabel,
  hasMore,
  loading,
  onLoadMore,
  href,
}: {
  shown: number;
  total: number;
  /** How to write the total where it is not exact (search's "1,000+"). */
  totalLabel?: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The same page with one page more (`?page=`), which the server renders: "Load more" before the app runs. */
  href: string;
}) {
  const hydrated = useHydrated();
  if (total === 0) return null;
  return (
    <div className="mt-12 grid justify-items-center gap-3">
      <p className="text-sm text-muted-foreground">
        Showing {shown} of {totalLabel ?? total}
      </p>
      {hasMore &&
        (hydrated ? (
          <Button variant="outline" size="lg" onClick={onLoadMore} disabled={loading} aria-busy={loading || undefined}>
            {loading && <LoaderCircleIcon className="animate-spin" aria-hidden />}
            Load more
          </Button>
        ) : (
          <Button asChild variant="outline" size="lg">
            <a href={href}>Load more</a>
          </Button>
        ))}
    </div>
  );
}
