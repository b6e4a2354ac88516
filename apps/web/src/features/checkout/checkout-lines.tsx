// Owns the checkout's read-only list of what is being bought: each line as every line list shows it (LineItem), with
// quantity × unit price under its title and the line total at its end.
import { formatRupees } from '@shop/contract/money';
import { LineItem } from '#web/components/line-item.tsx';
import { lineKeyOf, lineRefOf, unitPriceOf, type CartItem } from '#web/entities/cart/cart-api.ts';

export function CheckoutLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul aria-label="Items in your cart" className="divide-y divide-border">
      {items.map((item) => (
        <li key={lineKeyOf(lineRefOf(item))} className="py-3">
          <LineItem
            line={item}
            picture="large"
            end={
              <p className="self-start text-sm font-semibold tabular-nums">
                <span className="sr-only">Line total </span>
                {formatRupees(item.line_total)}
              </p>
            }
          >
            <p className="flex flex-wrap items-baseline gap-x-1.5 text-xs text-muted-foreground">
              <span>
                <span className="sr-only">Quantity </span>
                {item.quantity}
                <span aria-hidden> × </span>
                <span className="sr-only">, price each </span>
                {formatRupees(unitPriceOf(item))}
              </span>
              {item.sale_price > 0 && (
                <s>
                  <span className="sr-only">Original price </span>
                  {formatRupees(item.price)}
                </s>
              )}
            </p>
          </LineItem>
        </li>
      ))}
    </ul>
  );
}
