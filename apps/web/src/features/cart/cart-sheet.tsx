// Owns the cart drawer that the header's cart button opens: the cart's lines, total and the way to checkout.
import { UserIcon } from 'lucide-react';
import { useRef } from 'react';
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
import type { Cart } from '#web/entities/cart/cart-api.ts';
import { useSession } from '#web/entities/session/session.tsx';
import { CartContents, CartLineList, CartMessage, CartTotal } from '#web/features/cart/cart-lines.tsx';

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
        <CartContents onNavigate={onNavigate}>
          {(cart) => <CartLines cart={cart} onNavigate={onNavigate} />}
        </CartContents>
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

function CartLines({ cart, onNavigate }: { cart: Cart; onNavigate: () => void }) {
  // A removed line takes its focused button with it; focus goes to the list, not to the page behind the drawer.
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <div
        ref={listRef}
        tabIndex={-1}
        aria-label="Cart items"
        role="region"
        className="min-h-0 flex-1 overflow-y-auto px-6 outline-none"
      >
        <CartLineList cart={cart} onRemoved={() => listRef.current?.focus()} />
      </div>
      <SheetFooter className="mt-0 gap-4 border-t border-border p-6">
        <CartTotal cart={cart} />
        <Button asChild size="lg" className="w-full" onClick={onNavigate}>
          <Link to="/shop/checkout">Checkout</Link>
        </Button>
      </SheetFooter>
    </>
  );
}
