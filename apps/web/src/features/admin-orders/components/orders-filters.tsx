// Owns what narrows staff's orders list: "Find an order" (number, id, or the shopper's name, email or phone), the
// order's, payment's and parcel's state, and the days placed; each change is written to the address by the page.
import { SHIPMENT_STATE_LABELS } from '@shop/contract/shipping';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contract/shop';
import { SearchForm } from '#web/components/admin/search-form.tsx';
import { orderStatusLabel, paymentStatusLabel } from '#web/components/order-status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { AdminOrdersFilter } from '#web/features/admin-orders/api/get-admin-orders.ts';
import { SHIPMENT_FILTERS, type OrdersFilterField } from '#web/features/admin-orders/hooks/use-orders-filter.ts';

export type OrdersFiltersProps = {
  filter: AdminOrdersFilter;
  narrowed: boolean;
  onChange: (change: Partial<Record<OrdersFilterField, string | undefined>>) => void;
  onClear: () => void;
};

const SHIPMENT_FILTER_LABELS: Record<(typeof SHIPMENT_FILTERS)[number], string> = {
  ...SHIPMENT_STATE_LABELS,
  none: 'Not shipped yet',
};

export function OrdersFilters({ filter, narrowed, onChange, onClear }: OrdersFiltersProps) {
  return (
    <div className="grid gap-4">
      <SearchForm
        label="Find an order"
        placeholder="TT-1042"
        hint="The order number (TT-1042 or 1042), the order ID, or the shopper’s name, email or phone."
        value={filter.search ?? ''}
        onSearch={(search) => onChange({ search })}
      />
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">Filter the orders</legend>
        <FormField label="Order status">
          {(control) => (
            <Select
              {...control}
              value={filter.order_status ?? ''}
              onChange={(event) => onChange({ order_status: event.target.value })}
            >
              <option value="">Any</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {orderStatusLabel(status)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Payment status">
          {(control) => (
            <Select
              {...control}
              value={filter.payment_status ?? ''}
              onChange={(event) => onChange({ payment_status: event.target.value })}
            >
              <option value="">Any</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {paymentStatusLabel(status)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Shipment">
          {(control) => (
            <Select
              {...control}
              value={filter.shipment ?? ''}
              onChange={(event) => onChange({ shipment: event.target.value })}
            >
              <option value="">Any</option>
              {SHIPMENT_FILTERS.map((state) => (
                <option key={state} value={state}>
                  {SHIPMENT_FILTER_LABELS[state]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Placed from">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filter.from ?? ''}
              max={filter.to}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Placed to">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filter.to ?? ''}
              min={filter.from}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          )}
        </FormField>
      </fieldset>
      {narrowed && (
        <Button variant="outline" className="w-full sm:w-fit" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
