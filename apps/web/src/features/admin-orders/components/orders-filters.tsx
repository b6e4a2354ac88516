// Owns what narrows staff's orders list: "Find an order" (number, id, or the shopper's name, email or phone), the
// order's, payment's and parcel's state, and the days placed; each change is written to the address by the page.
import { SHIPMENT_STATE_LABELS } from '@shop/contract/shipping';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contract/shop';
import { SearchIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { orderStatusLabel, paymentStatusLabel } from '#web/components/order-status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
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
      <OrderSearch search={filter.search ?? ''} onSearch={(search) => onChange({ search })} />
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

/** Finds an order by the number a shopper reads out, its long id, or the shopper's name, email or phone. */
function OrderSearch({ search, onSearch }: { search: string; onSearch: (words: string) => void }) {
  const [words, setWords] = useState(search);
  // The address changed under the box ("Show all orders", Back): the box shows what is searched, keeping its focus.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setWords(search);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(words);
  }
  return (
    <form role="search" onSubmit={onSubmit} className="grid max-w-xl gap-2">
      <Label htmlFor="order-search">Find an order</Label>
      <div className="flex gap-2">
        <Input
          id="order-search"
          type="search"
          inputMode="search"
          autoComplete="off"
          placeholder="TT-1042"
          aria-describedby="order-search-hint"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden />
          Search
        </Button>
      </div>
      <p id="order-search-hint" className="text-sm text-muted-foreground">
        The order number (TT-1042 or 1042), the order ID, or the shopper’s name, email or phone.
      </p>
    </form>
  );
}
