// Owns an order's "Order items" in its details, as the shopper and staff both read them: each line's picture, title
// and options, its quantity × unit price, and its line total.
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { useId } from 'react';
import { LineOptions } from '#web/components/line-options.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
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
          <li key={item._id} className="flex items-center gap-3 p-3">
            {/* The title follows: the thumbnail adds nothing for a screen reader. */}
            <UploadedImage
              src={item.image}
              alt=""
              width={800}
              height={1000}
              sizes="40px"
              className="h-12 w-10 shrink-0 rounded border border-border"
            />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="font-medium break-words">{item.title}</p>
              <LineOptions size={item.size} colour={item.colour} />
              <p className="text-muted-foreground">
                <span>Quantity: {item.quantity}</span> × <span>{formatRupees(item.price)}</span>
              </p>
            </div>
            <p className="font-medium tabular-nums">
              <span className="sr-only">Line total </span>
              {formatRupees(lineTotal(item))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
