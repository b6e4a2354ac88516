// Owns the shop's main navigation entries (staff's menu, SPEC's by default) and how each knows it is the current page.
import { DEFAULT_STOREFRONT, type MenuEntry } from '@shop/contract/storefront';

export type ShopNavItem = {
  label: string;
  to: string;
  /** Compares the query too: the four category links share one path. */
  isCurrent: (location: { pathname: string; search: string }) => boolean;
  /** A full address on another site: a plain link. */
  external?: boolean;
};

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.toLowerCase();

/**
 * A menu entry staff saved (settings' storefront) as the navigation shows it. An entry is the current page when the
 * path is the same and the address's query (`?category=women`) is in the location's; a full address is never current.
 */
export function navItemOf({ label, href }: MenuEntry): ShopNavItem {
  if (!href.startsWith('/')) return { label, to: href, external: true, isCurrent: () => false };
  const [path = '', query = ''] = href.split('?');
  const wanted = [...new URLSearchParams(query)];
  return {
    label,
    to: href,
    isCurrent: ({ pathname, search }) => {
      if (!samePath(pathname, path)) return false;
      const params = new URLSearchParams(search);
      return wanted.every(([key, value]) => params.get(key) === value);
    },
  };
}

/** SPEC §2's navigation: Home, the four categories, Search (staff's menu until they change it). */
export const SHOP_NAV_ITEMS: readonly ShopNavItem[] = DEFAULT_STOREFRONT.menu.map(navItemOf);
