// Owns the cart's contents as they load (skeleton, retry, empty), its lines with their quantity steppers and remove
// buttons, and its total: shared by the drawer the app opens and the cart page a shopper reaches before the app runs
// (or without it).
import { formatRupees } from '@shop/contract/money';
import { ShoppingBagIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  lineKeyOf,
  lineRefOf,
  useCart,
  useRemoveFromCart,
  useUpdateCartQuantity,
  type Cart,
} from '#web/entities/cart/cart-api.ts';
import { CartLine } from '#web/features/cart/cart-line.tsx';

/** `onRemoved`: a line went, taking its focused button with it; the caller says where focus goes. */
export function CartLineList({ cart, onRemoved }: { cart: Cart; onRemoved: () => void }) {
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const busyLine = update.isPending
    ? lineKeyOf(update.variables.line)
    : remove.isPending
      ? lineKeyOf(remove.variables)
      : undefined;
  return (
    <ul className="divide-y divide-border">
      {cart.items.map((item) => {
        const line = lineRefOf(item);
        const key = lineKeyOf(line);
        return (
          <CartLine
            key={key}
            item={item}
            busy={busyLine === key}
            onChangeQuantity={(quantity) => update.mutate({ line, quantity })}
            onRemove={() => remove.mutate(line, { onSuccess: onRemoved })}
          />
        );
      })}
    </ul>
  );
}

export function CartTotal({ cart }: { cart: Cart }) {
  return (
    <div className="flex items-baseline justify-between">
      <span className="text-base font-semibold">Total</span>
      <span className="text-lg font-semibold tabular-nums">{formatRupees(cart.total)}</span>
    </div>
  );
}

/**
 * The signed-in shopper's cart as it loads: a skeleton, a way to try again, the empty cart, or `children` with its
 * lines. `onNavigate`: the shopper follows a link out of it.
 */
export function CartContents({
  onNavigate,
  children,
}: {
  onNavigate: () => void;
  children: (cart: Cart) => ReactNode;
}) {
  const { data: cart, isPending, isError, refetch } = useCart();
  if (isPending) {
    return (
      <div role="status" aria-label="Loading your cart" className="grid gap-4 p-6">
        {[0, 1].map((line) => (
          <div key={line} className="flex gap-3">
            <Skeleton className="h-20 w-16" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-8 w-28" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <CartMessage icon={<ShoppingBagIcon className="size-10" aria-hidden />} text="We couldn't load your cart.">
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </CartMessage>
    );
  }
  if (cart.items.length === 0) {
    return (
      <CartMessage icon={<ShoppingBagIcon className="size-10" aria-hidden />} text="Your cart is empty.">
        <Button asChild variant="outline" onClick={onNavigate}>
          <Link to="/shop/listing">Continue shopping</Link>
        </Button>
      </CartMessage>
    );
  }
  return children(cart);
}

export function CartMessage({ icon, text, children }: { icon: ReactNode; text: string; children: ReactNode }) {
  return (
    <div className="grid flex-1 place-content-center justify-items-center gap-4 p-6 text-center text-muted-foreground">
      {icon}
      <p>{text}</p>
      {children}
    </div>
  );
}
