// Owns the cart as a page (/shop/cart): the lines the drawer shows, their total and the way to checkout, for a shopper
// whose tap on the header's cart came before the app ran, or who has no JavaScript at all.
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { CartContents, CartLineList, CartTotal } from '#web/features/cart/cart-lines.tsx';

export function CartPage() {
  // A removed line takes its focused button with it; focus goes to the list.
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Your Cart</h1>
        <p className="text-sm text-muted-foreground">Free delivery across India. Prices include all taxes.</p>
      </div>
      <CartContents onNavigate={() => {}}>
        {(cart) => (
          <div className="grid gap-6">
            <div ref={listRef} tabIndex={-1} aria-label="Cart items" role="region" className="outline-none">
              <CartLineList cart={cart} onRemoved={() => listRef.current?.focus()} />
            </div>
            <div className="grid gap-4 border-t border-border pt-6">
              <CartTotal cart={cart} />
              <Button asChild size="lg" className="w-full">
                <Link to="/shop/checkout">Checkout</Link>
              </Button>
            </div>
          </div>
        )}
      </CartContents>
    </div>
  );
}
