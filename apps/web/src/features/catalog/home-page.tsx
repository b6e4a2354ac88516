// Owns /shop/home: the feature banner, category tiles, feature products and the shop's promises (SPEC §2).
import { SHOP_NAME } from '@shop/contract/shop';
import { ArrowRightIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useProducts } from '#web/features/catalog/api/get-products.ts';
import { BannerCarousel } from '#web/features/catalog/components/banner-carousel.tsx';
import { CategoryTiles } from '#web/features/catalog/components/category-tiles.tsx';
import type { OpenProduct } from '#web/features/catalog/components/product-card.tsx';
import { ProductDialog, useShownProduct } from '#web/features/catalog/components/product-dialog.tsx';
import { ProductGrid, ProductGridSkeleton } from '#web/features/catalog/components/product-grid.tsx';
import { PromiseStrip } from '#web/features/catalog/components/promise-strip.tsx';
import { FEATURE_PRODUCTS } from '#web/features/catalog/api/prefetch-screen.ts';
import { NO_FILTERS, storeFilters } from '#web/features/catalog/listing-params.ts';

const sectionClass = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

export function HomePage() {
  const { shown, open, close } = useShownProduct();
  return (
    <div className="grid gap-14 pt-4 sm:gap-20 sm:pt-6">
      <h1 className="sr-only">{SHOP_NAME}</h1>
      {/*
        A boundary hydrates after the rest of the page (React leaves server-rendered boundaries for a later pass, or
        the moment one is pressed): the banner's and the tiles' links work as plain links meanwhile, so the feature
        products' Add to cart and the header come alive first (issue 32).
      */}
      <div className={sectionClass}>
        <Suspense fallback={null}>
          <BannerCarousel />
        </Suspense>
      </div>

      <section aria-labelledby="home-categories" className={sectionClass}>
        <h2 id="home-categories" className="mb-6 text-2xl font-semibold sm:text-3xl">
          Shop by category
        </h2>
        <Suspense fallback={null}>
          <CategoryTiles />
        </Suspense>
      </section>

      <section aria-labelledby="home-feature-products" className={sectionClass}>
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="home-feature-products" className="text-2xl font-semibold sm:text-3xl">
            Feature Products
          </h2>
          <Link
            to="/shop/listing"
            // "All" means all: forget the filters the listing would otherwise bring back.
            onClick={() => storeFilters(NO_FILTERS)}
            className="inline-flex shrink-0 items-center gap-1 rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            View all
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        </div>
        <FeatureProducts onOpen={open} />
      </section>

      <section aria-label="Our promises" className="border-t border-border bg-surface py-10">
        <div className={sectionClass}>
          <Suspense fallback={null}>
            <PromiseStrip />
          </Suspense>
        </div>
      </section>

      <ProductDialog shown={shown} onClose={close} />
    </div>
  );
}

function FeatureProducts({ onOpen }: { onOpen: OpenProduct }) {
  // SPEC §2: sorted by price, low to high, with no filters.
  const { data, isPending } = useProducts(FEATURE_PRODUCTS);
  if (isPending) return <ProductGridSkeleton count={4} />;
  const products = data?.data ?? [];
  if (!products.length) {
    return <p className="text-muted-foreground">New pieces are on their way. Please check back soon.</p>;
  }
  return <ProductGrid products={products} onOpen={onOpen} />;
}
