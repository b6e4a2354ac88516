// Owns how the shop is arranged by default (issue 44): SPEC's home page and main menu, which staff may rearrange (the
// zod schema is settings.ts' `storefront`). Kept free of zod, as the shop's header reads it on every page's first load.
import { CATEGORIES, CATEGORY_LABELS } from './shop.ts';

/** One section of the home page, top to bottom; the shop's promises always close it. */
export type HomeSection =
  { kind: 'banner' } | { kind: 'categories' } | { kind: 'featured' } | { kind: 'collection'; handle: string };

/** An entry of the main menu: a path on this shop, or a full https address. */
export type MenuEntry = { label: string; href: string };

export type Storefront = { home: HomeSection[]; menu: MenuEntry[] };

export const HOME_SECTION_LABELS: Record<Exclude<HomeSection['kind'], 'collection'>, string> = {
  banner: 'Banner',
  categories: 'Shop by category',
  featured: 'Feature Products',
};

/** SPEC §2's home page (banner, category tiles, feature products) and main navigation. */
export const DEFAULT_STOREFRONT: Storefront = {
  home: [{ kind: 'banner' }, { kind: 'categories' }, { kind: 'featured' }],
  menu: [
    { label: 'Home', href: '/shop/home' },
    ...CATEGORIES.map((category) => ({ label: CATEGORY_LABELS[category], href: `/shop/listing?category=${category}` })),
    { label: 'Search', href: '/shop/search' },
  ],
};
