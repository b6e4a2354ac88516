// Owns the cart drawer that the header's cart button opens: the cart's lines, total and the way to checkout.
import { formatRupees } from '@shop/contract/money';
import { ShoppingBagIcon, UserIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import {
  returnFocusTo,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  type DrawerProps,
} from '#web/components/ui/sheet.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  lineKeyOf,
  lineRefOf,
  useCart,
  useRemoveFromCart,
  useUpdateCartQuantity,
  type Cart,
} from '#web/entities/cart/cart-api.ts';
import { useSession } from '#web/entities/session/session.tsx';
import { CartLine } from '#web/features/cart/cart-line.tsx';

/** The drawer itself, controlled by the header's cart button; the shell loads this module on first open. */
export function CartDrawer({ open, onOpenChange, opener }: DrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <CartSheet onNavigate={() => onOpenChange(false)} onCloseAutoFocus={returnFocusTo(opener)} />
    </Sheet>
  );
}

/** Render inside a controlled <Sheet>; `onNavigate` closes the drawer when the shopper follows a link. */
export function CartSheet({
  onNavigate,
  onCloseAutoFocus,
}: {
  onNavigate: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { user } = useSession();
  return (
    <SheetContent side="right" className="gap-0 p-0 sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
      <SheetHeader className="border-b border-border p-6 pb-4">
        <SheetTitle>Your Cart</SheetTitle>
        <SheetDescription>Free delivery across India. Prices include all taxes.</SheetDescription>
      </SheetHeader>
      {user ? (
        <SignedInCart onNavigate={onNavigate} />
      ) : (
        <CartMessage
          icon={<UserIcon className="size-10" aria-hidden />}
          text="Please login to see your cart and add products to it."
        >
          <Button asChild onClick={onNavigate}>
            <Link to="/auth/login">Login</Link>
          </Button>
        </CartMessage>
      )}
    </SheetContent>
  );
}

function SignedInCart({ onNavigate }: { onNavigate: () => void }) {
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
  return <CartLines cart={cart} onNavigate={onNavigate} />;
}

function CartLines({ cart, onNavigate }: { cart: Cart; onNavigate: () => void }) {
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  // A removed line takes its focused button with it; focus goes to the list, not to the page behind the drawer.
  const listRef = useRef<HTMLDivElement>(null);
  const busyLine = update.isPending
    ? lineKeyOf(update.variables.line)
    : remove.isPending
      ? lineKeyOf(remove.variables)
      : undefined;

  return (
    <>
      <div
        ref={listRef}
        tabIndex={-1}
        aria-label="Cart items"
        role="region"
        className="min-h-0 flex-1 overflow-y-auto px-6 outline-none"
      >
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
                onRemove={() => remove.mutate(line, { onSuccess: () => listRef.current?.focus() })}
              />
            );
          })}
        </ul>
      </div>
      <SheetFooter className="mt-0 gap-4 border-t border-border p-6">
        <div className="flex items-baseline justify-between">
          <span className="text-base font-semibold">Total</span>
          <span className="text-lg font-semibold tabular-nums">{formatRupees(cart.total)}</span>
        </div>
        <Button asChild size="lg" className="w-full" onClick={onNavigate}>
          <Link to="/shop/checkout">Checkout</Link>
        </Button>
      </SheetFooter>
    </>
  );
}

function CartMessage({ icon, text, children }: { icon: ReactNode; text: string; children: ReactNode }) {
  return (
    <div className="grid flex-1 place-content-center justify-items-center gap-4 p-6 text-center text-muted-foreground">
      {icon}
      <p>{text}</p>
      {children}
    </div>
  );
}
