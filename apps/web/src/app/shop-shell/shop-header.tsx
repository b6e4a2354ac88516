// Owns the shop's header: logo, main navigation (a drawer on small screens), the cart button, Login or the avatar menu.
import { MenuIcon, ShoppingCartIcon } from 'lucide-react';
import type { SessionUser } from '@shop/contract/auth';
import { Suspense, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { BrandLogo } from '#web/entities/brand/brand-logo.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { initialOf } from '#web/app/shop-shell/account-initial.ts';
import { SHOP_LINKS_ID } from '#web/app/shop-shell/shop-footer.tsx';
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
  cartButton: RefObject<HTMLAnchorElement | null>;
  /** The pointer or focus reached the cart button: a good moment to fetch the drawer's code. */
  onWantCart: () => void;
};

export function ShopHeader({ cartCount, onOpenCart, cartButton, onWantCart }: ShopHeaderProps) {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLAnchorElement>(null);
  const cartLabel = `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        {/* Before the app runs (or without it) a link to the footer's list of the same places; then the drawer. */}
        <Button
          asChild
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
          {...opensInApp(() => setMenuOpen(true))}
        >
          <a ref={menuButton} href={`#${SHOP_LINKS_ID}`}>
            <MenuIcon className="size-5!" aria-hidden />
          </a>
        </Button>
        <MountWhenOpened open={menuOpen}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} opener={menuButton} />
        </MountWhenOpened>

        <Link to="/shop/home" className="mr-auto shrink-0 rounded-md text-base sm:text-lg lg:mr-6">
          <BrandLogo />
        </Link>

        <div className="hidden lg:mr-auto lg:block">
          <ShopNav layout="row" />
        </div>

        <div className="flex items-center gap-1 sm:gap-2">
          {/* Before the app runs (or without it) a link to the cart's page; then the drawer. */}
          <Button
            asChild
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={cartLabel}
            aria-haspopup="dialog"
            onPointerEnter={onWantCart}
            onFocus={onWantCart}
            {...opensInApp(onOpenCart)}
          >
            <Link ref={cartButton} to="/shop/cart">
              <ShoppingCartIcon className="size-5!" aria-hidden />
              <span
                aria-hidden
                className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-5 font-semibold text-accent-foreground"
              >
                {cartCount}
              </span>
            </Link>
          </Button>
          {user ? (
            // The placeholder is the avatar's size, so nothing moves when the menu's code arrives.
            // Until then it is a link to the account page (which has Logout), so it works before the app runs too.
            <Suspense fallback={<AccountLink user={user} />}>
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

/**
 * A link that opens a drawer once the app runs: a button to assistive technology (Enter and Space open it), and until
 * then, or without JavaScript, a plain link to a page with the same things.
 */
function opensInApp(open: () => void) {
  return {
    role: 'button',
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      open();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      open();
    },
  };
}

/** The avatar as a link to the account page, until the menu's code has arrived. */
function AccountLink({ user }: { user: SessionUser }) {
  return (
    <Link
      to="/shop/account"
      aria-label={`Account menu for ${user.userName}`}
      className="inline-flex size-10 items-center justify-center rounded-full bg-foreground text-sm font-semibold text-background hover:bg-foreground/85"
    >
      <span aria-hidden>{initialOf(user)}</span>
    </Link>
  );
}
