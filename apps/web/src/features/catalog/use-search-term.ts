// Owns when a typed keyword becomes a search (SPEC §5): trimmed, longer than 3 characters, 1000 ms after typing stops.
import { LIMITS } from '@shop/contract/shop';
import { useCallback, useEffect, useState } from 'react';
import { isSearchable } from '#web/features/catalog/api/search-products.ts';

/**
 * Returns the keyword to search for ('' for none) and `searchNow`, for Enter. A keyword that arrives with the page
 * (a shared `?keyword=` link) is searched at once; typing waits for the pause. A keyword cut to 3 characters or
 * fewer clears the search at once rather than after the delay.
 */
export function useSearchTerm(keyword: string): [term: string, searchNow: () => void] {
  const trimmed = keyword.trim();
  const [settled, setSettled] = useState(trimmed);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), LIMITS.searchDelayMs);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const searchNow = useCallback(() => setSettled(trimmed), [trimmed]);
  return [isSearchable(trimmed) && isSearchable(settled) ? settled : '', searchNow];
}
