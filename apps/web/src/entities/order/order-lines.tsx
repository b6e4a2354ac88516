// Owns an order's "Order items" in its details, as the shopper and staff both read them: each line (LineItem, as the
// cart shows it) with its quantity × unit price, and its line total.
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { useId } from 'react';
import { LineItem } from '#web/components/line-item.tsx';
import type { Order } from '#web/entities/order/order-api.ts';

type OrderLine = Order['cart_items'][number];

/** Unit price × quantity, added up in paise like every other sum in the shop. */
const lineTotal = (item: OrderLine) => paiseToRupees(rupeesToPaise(item.price) * item.quantity);

export function OrderLines({ items }: { items: readonly OrderLine[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        Order items
      </h3>
      <ul className="divide-y divide-border rounded-md border border-border">
        {items.map((item) => (
          <li key={item._id} className="p-3">
            <LineItem
              line={item}
              end={
                <p className="font-medium tabular-nums">
                  <span className="sr-only">Line total </span>
                  {formatRupees(lineTotal(item))}
                </p>
              }
            >
              <p className="text-muted-foreground">
                <span>Quantity: {item.quantity}</span> × <span>{formatRupees(item.price)}</span>
              </p>
            </LineItem>
          </li>
        ))}
      </ul>
    </section>
  );
}
