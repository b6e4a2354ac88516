// Owns a staff list's filter kept in the address (?search=…&page=…), so a link (the dashboard's "orders to pack", its
// low stock) opens the list already narrowed, and Back undoes a change.
import { useSearchParams } from 'react-router';

/**
 * `read` turns the address into the list's filter, ignoring what a hand-edited or stale address says wrongly. Narrowing
 * starts the list at page 1; a value that is empty or "all" removes its field; `keep` names what clearing leaves in
 * the address (an open order's ?order=).
 */
export function useAddressFilter<Filter extends { page: number }, Field extends string>(
  read: (params: URLSearchParams) => Filter,
  { keep = [] }: { keep?: readonly string[] } = {},
) {
  const [params, setParams] = useSearchParams();
  const filter = read(params);

  const setFilter = (change: Partial<Record<Field, string | undefined>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(change) as [string, string | undefined][]) {
        if (value?.trim() && value !== 'all') next.set(name, value.trim());
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });
  const clearFilter = () =>
    setParams((current) => {
      const next = new URLSearchParams();
      for (const name of keep) {
        const value = current.get(name);
        if (value !== null) next.set(name, value);
      }
      return next;
    });

  const narrowed = Object.entries(filter).some(([name, value]) => name !== 'page' && value !== undefined);
  return { filter, narrowed, setFilter, setPage, clearFilter };
}
