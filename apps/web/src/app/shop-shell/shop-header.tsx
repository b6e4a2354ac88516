// Owns the shop's header: logo, main navigation (a drawer on small screens), the cart button, Login or the avatar menu.
import { MenuIcon, ShoppingCartIcon } from 'lucide-react';
import { Suspense, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { ShopLogo } from '#web/components/shop-logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { ShopNav } from '#web/app/shop-shell/shop-nav.tsx';

/*
 * The drawer and the avatar menu bring Radix Dialog and Menu (with floating-ui), which a first visit does not need:
 * each loads when wanted, its download starting as soon as the pointer or focus reaches its button.
 */
const MobileMenu = lazyComponent(() => import('#web/app/shop-shell/mobile-menu.tsx'), 'MobileMenu');
const AccountMenu = lazyComponent(() => import('#web/app/shop-shell/account-menu.tsx'), 'AccountMenu');

export type ShopHeaderProps = {
  /** Distinct products in the cart (SPEC §2), from the cart feature. */
  cartCount: number;
  onOpenCart: () => void;
  /** The cart button's ref, for the drawer to give focus back to. */
  cartButton: RefObject<HTMLButtonElement | null>;
  /** The pointer or focus reached the cart button: a good moment to fetch the drawer's code. */
  onWantCart: () => void;
};

export function ShopHeader({ cartCount, onOpenCart, cartButton, onWantCart }: ShopHeaderProps) {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const cartLabel = `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className="size-5!" aria-hidden />
        </Button>
        <MountWhenOpened open={menuOpen}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} opener={menuButton} />
        </MountWhenOpened>

        <Link to="/shop/home" className="mr-auto shrink-0 rounded-md text-base sm:text-lg lg:mr-6">
          <ShopLogo />
        </Link>

        <div className="hidden lg:mr-auto lg:block">
          <ShopNav layout="row" />
        </div>

        <div className="flex items-center gap-1 sm:gap-2">
          <Button
            ref={cartButton}
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={cartLabel}
            aria-haspopup="dialog"
            onPointerEnter={onWantCart}
            onFocus={onWantCart}
            onClick={onOpenCart}
          >
            <ShoppingCartIcon className="size-5!" aria-hidden />
            <span
              aria-hidden
              className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-5 font-semibold text-accent-foreground"
            >
              {cartCount}
            </span>
          </Button>
          {user ? (
            // The placeholder is the avatar's size, so nothing moves when the menu's code arrives.
            <Suspense fallback={<span aria-hidden className="inline-block size-10 rounded-full bg-foreground" />}>
              <AccountMenu user={user} />
            </Suspense>
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
