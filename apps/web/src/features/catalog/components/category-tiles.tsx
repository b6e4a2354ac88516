// Owns the home page's four category tiles: each shows one of its products, stores the filter and opens the listing.
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@shop/contract/shop';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { useProducts } from '#web/features/catalog/api/get-products.ts';
import { categoryCover } from '#web/features/catalog/api/prefetch-screen.ts';
import { listingSearch, NO_FILTERS, storeFilters, type Filters } from '#web/features/catalog/listing-params.ts';

const TAGLINES: Record<Category, string> = {
  newArrivals: 'Just landed this season',
  women: 'Dresses, tops and totes',
  men: 'Shirts, tees and trousers',
  kids: 'Play-ready everyday wear',
};

export function CategoryTiles() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
      {CATEGORIES.map((category) => (
        <li key={category}>
          <CategoryTile category={category} />
        </li>
      ))}
    </ul>
  );
}

function CategoryTile({ category }: { category: Category }) {
  // The category's dearest piece makes the picture; a calm colour block stands in until (or unless) it loads.
  const { data } = useProducts(categoryCover(category));
  const cover = data?.data[0];
  const filters: Filters = { ...NO_FILTERS, category: [category] };
  return (
    <Link
      to={`/shop/listing${listingSearch({ filters })}`}
      onClick={() => storeFilters(filters)}
      className="group relative block aspect-[4/5] overflow-hidden rounded-xl bg-accent-soft"
    >
      {cover && (
        <UploadedImage
          src={cover.image}
          alt=""
          width={800}
          height={1000}
          sizes="(min-width: 1024px) 300px, 50vw"
          className="absolute inset-0 h-full w-full transition-transform duration-500 group-hover:scale-105"
        />
      )}
      <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 grid gap-0.5 p-3 text-white sm:p-5">
        <span className="text-lg font-semibold sm:text-2xl">{CATEGORY_LABELS[category]}</span>
        <span className="hidden text-sm opacity-90 sm:block">{TAGLINES[category]}</span>
        <span className="mt-1 inline-flex items-center gap-1 text-xs font-medium sm:text-sm">
          Shop now
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
      </span>
    </Link>
  );
}
