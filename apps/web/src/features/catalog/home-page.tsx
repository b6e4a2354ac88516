// Owns /shop/home: the sections staff arranged (SPEC §2's feature banner, category tiles and feature products by
// default; any collection, with its first products and "View all"), then the shop's promises.
import type { HomeSection } from '@shop/contract/storefront';
import { ArrowRightIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useBrand } from '#web/entities/brand/brand.ts';
import { useStorefront } from '#web/entities/storefront/storefront-api.ts';
import { useProducts } from '#web/features/catalog/api/get-products.ts';
import { BannerCarousel } from '#web/features/catalog/components/banner-carousel.tsx';
import { CategoryTiles } from '#web/features/catalog/components/category-tiles.tsx';
import type { OpenProduct } from '#web/features/catalog/components/product-card.tsx';
import { ProductDialog, useShownProduct } from '#web/features/catalog/components/product-dialog.tsx';
import { ProductGrid, ProductGridSkeleton } from '#web/features/catalog/components/product-grid.tsx';
import { PromiseStrip } from '#web/features/catalog/components/promise-strip.tsx';
import { FEATURE_PRODUCTS, HOME_COLLECTION_PRODUCTS } from '#web/features/catalog/api/prefetch-screen.ts';
import { useCollectionPreview } from '#web/features/catalog/api/get-collection.ts';
import { NO_FILTERS, storeFilters } from '#web/features/catalog/listing-params.ts';

const sectionClass = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

export function HomePage() {
  const { shown, open, close } = useShownProduct();
  // The server renders the page with the arrangement staff saved; SPEC's until it is known.
  const { home } = useStorefront();
  const brand = useBrand();
  return (
    <div className="grid gap-14 pt-4 sm:gap-20 sm:pt-6">
      <h1 className="sr-only">{brand.name}</h1>
      {home.map((section) => (
        <HomeSectionView key={sectionKey(section)} section={section} onOpen={open} />
      ))}

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

const sectionKey = (section: HomeSection) =>
  section.kind === 'collection' ? `collection-${section.handle}` : section.kind;

/** One section of the home page, as staff arranged them (SPEC's three by default). */
function HomeSectionView({ section, onOpen }: { section: HomeSection; onOpen: OpenProduct }) {
  switch (section.kind) {
    case 'banner':
      /*
        A boundary hydrates after the rest of the page (React leaves server-rendered boundaries for a later pass, or
        the moment one is pressed): the banner's and the tiles' links work as plain links meanwhile, so the feature
        products' Add to cart and the header come alive first (issue 32).
      */
      return (
        <div className={sectionClass}>
          <Suspense fallback={null}>
            <BannerCarousel />
          </Suspense>
        </div>
      );
    case 'categories':
      return (
        <section aria-labelledby="home-categories" className={sectionClass}>
          <h2 id="home-categories" className="mb-6 text-2xl font-semibold sm:text-3xl">
            Shop by category
          </h2>
          <Suspense fallback={null}>
            <CategoryTiles />
          </Suspense>
        </section>
      );
    case 'featured':
      return (
        <section aria-labelledby="home-feature-products" className={sectionClass}>
          <SectionHeading
            id="home-feature-products"
            title="Feature Products"
            to="/shop/listing"
            // "All" means all: forget the filters the listing would otherwise bring back.
            onFollow={() => storeFilters(NO_FILTERS)}
          />
          <FeatureProducts onOpen={onOpen} />
        </section>
      );
    case 'collection':
      return <CollectionSection handle={section.handle} onOpen={onOpen} />;
  }
}

function SectionHeading(props: { id: string; title: string; to: string; onFollow?: () => void }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={props.id} className="text-2xl font-semibold sm:text-3xl">
        {props.title}
      </h2>
      <Link
        to={props.to}
        onClick={props.onFollow}
        className="inline-flex shrink-0 items-center gap-1 rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        View all <span className="sr-only">{props.title}</span>
        <ArrowRightIcon className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** A collection staff put on the home page: its title, its first few products and "View all"; gone if it is gone. */
function CollectionSection({ handle, onOpen }: { handle: string; onOpen: OpenProduct }) {
  const { data, isPending } = useCollectionPreview(handle, HOME_COLLECTION_PRODUCTS);
  const id = `home-collection-${handle}`;
  if (isPending) {
    return (
      <section aria-busy="true" aria-label="Collection" className={sectionClass}>
        <ProductGridSkeleton count={4} />
      </section>
    );
  }
  if (!data || data.products.data.length === 0) return null;
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <SectionHeading id={id} title={data.collection.title} to={`/shop/collections/${encodeURIComponent(handle)}`} />
      <ProductGrid products={data.products.data} onOpen={onOpen} />
    </section>
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
