// Owns the browser tab's title: the deepest matched route's `handle.title`, then the shop name.
import { SHOP_NAME } from '@shop/contract/shop';
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useMatches, type Params } from 'react-router';

export type RouteHandle = {
  title?: string;
  /** A lazy screen's download, started early on a first load (routes.tsx). */
  preload?: () => void;
  /** The screen's first public requests, started early on a first load. */
  prefetch?: (client: QueryClient, at: { search: string; params: Params }) => void;
};

function titleOf(handle: unknown): string | undefined {
  return handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;
}

/** Screen-reader users hear the new title on navigation, so every route names itself. */
export function useRouteTitle() {
  const matches = useMatches();
  const title = matches.map((match) => titleOf(match.handle)).findLast(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
