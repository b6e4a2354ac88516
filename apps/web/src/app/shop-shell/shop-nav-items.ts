// Owns the shop's main navigation entries and how each knows it is the current page.
import { CATEGORIES, CATEGORY_LABELS } from '@shop/contract/shop';

export type ShopNavItem = {
  label: string;
  to: string;
  /** Compares the query too: the four category links share one path. */
  isCurrent: (location: { pathname: string; search: string }) => boolean;
};

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.toLowerCase();

export const SHOP_NAV_ITEMS: readonly ShopNavItem[] = [
  { label: 'Home', to: '/shop/home', isCurrent: ({ pathname }) => samePath(pathname, '/shop/home') },
  ...CATEGORIES.map((category): ShopNavItem => ({
    label: CATEGORY_LABELS[category],
    to: `/shop/listing?category=${category}`,
    isCurrent: ({ pathname, search }) =>
      samePath(pathname, '/shop/listing') && new URLSearchParams(search).get('category') === category,
  })),
  { label: 'Search', to: '/shop/search', isCurrent: ({ pathname }) => samePath(pathname, '/shop/search') },
];
