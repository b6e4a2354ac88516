// Owns the shop's header: logo, main navigation (a drawer on small screens), the cart button, Login or the avatar menu.
import { MenuIcon, ShoppingCartIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ShopLogo } from '#web/components/shop-logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '#web/components/ui/sheet.tsx';
import { useSession } from '#web/lib/session.tsx';
import { AccountMenu } from '#web/app/shop-shell/account-menu.tsx';
import { ShopNav } from '#web/app/shop-shell/shop-nav.tsx';

export type ShopHeaderProps = {
  /** Distinct products in the cart (SPEC §2), from the cart feature. */
  cartCount: number;
  onOpenCart: () => void;
};

export function ShopHeader({ cartCount, onOpenCart }: ShopHeaderProps) {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const cartLabel = `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          {/* A Radix trigger, so focus returns to it when the drawer closes. */}
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label="Open menu">
              <MenuIcon className="size-5!" aria-hidden />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" aria-describedby={undefined}>
            <SheetTitle asChild>
              <div>
                <Link to="/shop/home" onClick={closeMenu} className="rounded-md">
                  <ShopLogo />
                </Link>
              </div>
            </SheetTitle>
            <ShopNav layout="column" onNavigate={closeMenu} />
          </SheetContent>
        </Sheet>

        <Link to="/shop/home" className="mr-auto shrink-0 rounded-md text-base sm:text-lg lg:mr-6">
          <ShopLogo />
        </Link>

        <div className="hidden lg:mr-auto lg:block">
          <ShopNav layout="row" />
        </div>

        <div className="flex items-center gap-1 sm:gap-2">
          <Button variant="ghost" size="icon" className="relative" aria-label={cartLabel} onClick={onOpenCart}>
            <ShoppingCartIcon className="size-5!" aria-hidden />
            <span
              aria-hidden
              className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-5 font-semibold text-accent-foreground"
            >
              {cartCount}
            </span>
          </Button>
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Button asChild variant="outline" size="sm">
              <Link to="/auth/login">Login</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
