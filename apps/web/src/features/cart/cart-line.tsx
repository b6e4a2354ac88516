// Owns one line of the cart drawer: the product in its size and colour, its unit price, the quantity stepper (up to the
// stock or the shop's limit per item, whichever is lower), remove, and the line total.
import { MESSAGES } from '@shop/contract/messages';
import { formatRupees } from '@shop/contract/money';
import { MinusIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { LineItem } from '#web/components/line-item.tsx';
import { lineOptionsText } from '#web/components/line-options.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import type { CartItem } from '#web/entities/cart/cart-api.ts';

export type CartLineProps = {
  item: CartItem;
  /** True while a change to this line is on its way: its buttons wait. */
  busy: boolean;
  onChangeQuantity: (quantity: number) => void;
  onRemove: () => void;
};

/*
 * While a change is on its way the buttons are aria-disabled rather than disabled: a disabled button drops keyboard
 * focus, and a shopper pressing + three times should stay on +. Only the limits (1, the stock or the limit per item)
 * truly disable.
 */
const waitingClass = 'aria-disabled:cursor-progress aria-disabled:opacity-50';

export function CartLine({ item, busy, onChangeQuantity, onRemove }: CartLineProps) {
  // Two sizes of one product are two lines: their buttons' names must tell them apart.
  const options = lineOptionsText(item);
  const name = options ? `${item.title} (${options})` : item.title;
  const onSale = item.sale_price > 0;
  // The lower of the stock and the shop's limit per item; the shopper hears which one stops them.
  const capped = item.max_units_per_item < item.total_stock;
  const atStock = item.quantity >= Math.min(item.total_stock, item.max_units_per_item);
  const atOne = item.quantity <= 1;
  const limitNote = !atStock
    ? ''
    : capped
      ? MESSAGES.maxUnitsPerItem(item.max_units_per_item)
      : item.total_stock === 0
        ? 'Out Of Stock'
        : `Only ${item.total_stock} in stock`;
  const noteId = useId();
  const minusRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);

  // Reaching a limit disables the button in use; keep the keyboard in the stepper by moving to its partner.
  useEffect(() => {
    const active = document.activeElement;
    if (atOne && active === minusRef.current && !atStock) plusRef.current?.focus();
    else if (atStock && active === plusRef.current && !atOne) minusRef.current?.focus();
  }, [atOne, atStock]);

  const unlessBusy = (action: () => void) => () => {
    if (!busy) action();
  };
  // One form a line: before the app runs (or without it) its buttons post to the cart's action (routes/shop.cart.tsx),
  // each saying what it wants: − and + the quantity they lead to, the bin `intent=remove`. The app handles the clicks.
  return (
    <li>
      <Form action="/shop/cart" onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="product_id" value={item.product_id} />
        {item.variant_id && <input type="hidden" name="variant_id" value={item.variant_id} />}
        <LineItem
          line={item}
          picture="large"
          titleAs="h3"
          className="py-4"
          beside={
            <Button
              variant="ghost"
              size="icon"
              type="submit"
              name="intent"
              value="remove"
              aria-label={`Remove ${name}`}
              aria-disabled={busy || undefined}
              className={`-mt-2 -mr-2 size-9 text-muted-foreground hover:text-destructive ${waitingClass}`}
              onClick={unlessBusy(onRemove)}
            >
              <Trash2Icon aria-hidden />
            </Button>
          }
        >
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            {onSale ? (
              <>
                <span className="font-semibold text-accent">
                  <span className="sr-only">Sale price </span>
                  {formatRupees(item.sale_price)}
                </span>
                <s className="text-xs text-muted-foreground">
                  <span className="sr-only">Original price </span>
                  {formatRupees(item.price)}
                </s>
              </>
            ) : (
              <span className="font-semibold">{formatRupees(item.price)}</span>
            )}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div
              role="group"
              aria-label={`Quantity of ${name}`}
              aria-describedby={limitNote ? noteId : undefined}
              className="flex items-center"
            >
              <Button
                ref={minusRef}
                variant="outline"
                size="icon"
                className={`size-8 rounded-r-none ${waitingClass}`}
                type="submit"
                name="quantity"
                value={item.quantity - 1}
                aria-label={`Decrease quantity of ${name}`}
                disabled={atOne}
                aria-disabled={busy || undefined}
                onClick={unlessBusy(() => onChangeQuantity(item.quantity - 1))}
              >
                <MinusIcon aria-hidden />
              </Button>
              <output
                aria-live="polite"
                className="inline-flex h-8 min-w-10 items-center justify-center border-y border-input px-2 text-sm font-medium tabular-nums"
              >
                <span className="sr-only">Quantity </span>
                {item.quantity}
                {/* In the live region, so reaching the limit is heard the moment + gets there. */}
                {limitNote && <span className="sr-only">. {limitNote}</span>}
              </output>
              <Button
                ref={plusRef}
                variant="outline"
                size="icon"
                className={`size-8 rounded-l-none ${waitingClass}`}
                type="submit"
                name="quantity"
                value={item.quantity + 1}
                aria-label={`Increase quantity of ${name}`}
                disabled={atStock}
                aria-disabled={busy || undefined}
                onClick={unlessBusy(() => onChangeQuantity(item.quantity + 1))}
              >
                <PlusIcon aria-hidden />
              </Button>
            </div>
            <p className="text-sm font-semibold tabular-nums">
              <span className="sr-only">Line total </span>
              {formatRupees(item.line_total)}
            </p>
          </div>
          {limitNote && (
            // Screen readers hear it with the quantity (above), and as the stepper's description.
            <p id={noteId} aria-hidden className="text-xs text-muted-foreground">
              {limitNote}
            </p>
          )}
        </LineItem>
      </Form>
    </li>
  );
}
