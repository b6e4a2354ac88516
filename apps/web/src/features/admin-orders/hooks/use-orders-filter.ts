// Owns the orders list's filter in the address (?search=, ?order_status=, ?payment_status=, ?shipment=, ?from=, ?to=,
// ?page=), so a link (the dashboard's "orders to pack") opens the list already narrowed.
import { SHIPMENT_STATES } from '@shop/contract/shipping';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contract/shop';
import { useSearchParams } from 'react-router';
import type { AdminOrdersFilter } from '#web/features/admin-orders/api/get-admin-orders.ts';

export const SHIPMENT_FILTERS = [...SHIPMENT_STATES, 'none'] as const;

/** The filter's fields that are chosen from a list or typed, as the address names them. */
export type OrdersFilterField = Exclude<keyof AdminOrdersFilter, 'page'>;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): T | undefined =>
    values.includes(value as T) ? (value as T) : undefined;
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** A hand-edited or stale address narrows by what it says correctly and ignores the rest. */
export function ordersFilterOf(params: URLSearchParams): AdminOrdersFilter {
  return {
    search: params.get('search')?.trim() || undefined,
    order_status: oneOf(ORDER_STATUSES)(params.get('order_status')),
    payment_status: oneOf(PAYMENT_STATUSES)(params.get('payment_status')),
    shipment: oneOf(SHIPMENT_FILTERS)(params.get('shipment')),
    from: isDay(params.get('from')),
    to: isDay(params.get('to')),
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
  };
}

export function useOrdersFilter() {
  const [params, setParams] = useSearchParams();
  const filter = ordersFilterOf(params);

  /** Narrowing the list starts it at page 1; the open order (?order=) stays open. */
  const setFilter = (change: Partial<Record<OrdersFilterField, string | undefined>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(change)) {
        if (value?.trim()) next.set(name, value.trim());
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
      const order = current.get('order');
      return order ? new URLSearchParams({ order }) : new URLSearchParams();
    });

  const narrowed = Object.entries(filter).some(([name, value]) => name !== 'page' && value !== undefined);
  return { filter, narrowed, setFilter, setPage, clearFilter };
}
