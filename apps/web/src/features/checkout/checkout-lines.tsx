// Owns the checkout's read-only list of what is being bought: product in its size and colour, quantity × unit price,
// line total.
import { formatRupees } from '@shop/contract/money';
import { LineOptions } from '#web/components/line-options.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { lineKeyOf, lineRefOf, unitPriceOf, type CartItem } from '#web/entities/cart/cart-api.ts';

export function CheckoutLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul aria-label="Items in your cart" className="divide-y divide-border">
      {items.map((item) => (
        <li key={lineKeyOf(lineRefOf(item))} className="flex gap-3 py-3">
          <UploadedImage
            src={item.image}
            alt=""
            width={800}
            height={1000}
            sizes="56px"
            className="h-[70px] w-14 shrink-0 rounded-md border border-border"
          />
          <div className="grid min-w-0 flex-1 content-start gap-1">
            <p className="line-clamp-2 text-sm leading-snug font-medium">{item.title}</p>
            <LineOptions size={item.size} colour={item.colour} />
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
          </div>
          <p className="text-sm font-semibold tabular-nums">
            <span className="sr-only">Line total </span>
            {formatRupees(item.line_total)}
          </p>
        </li>
      ))}
    </ul>
  );
}
