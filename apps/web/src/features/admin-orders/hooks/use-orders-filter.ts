// Owns the orders list's filter in the address (?search=, ?order_status=, ?payment_status=, ?shipment=, ?from=, ?to=,
// ?page=), so a link (the dashboard's "orders to pack") opens the list already narrowed.
import { SHIPMENT_STATES } from '@shop/contract/shipping';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contract/shop';
import { useAddressFilter } from '#web/components/admin/use-address-filter.ts';
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

/** The open order (?order=) stays open when the filter is cleared. */
export function useOrdersFilter() {
  return useAddressFilter<AdminOrdersFilter, OrdersFilterField>(ordersFilterOf, { keep: ['order'] });
}
