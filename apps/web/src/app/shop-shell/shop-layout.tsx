// Owns the shop area's frame: skip link, test-mode ribbon, header (with the cart drawer), the page, footer.
import { Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { TestModeRibbon } from '#web/app/shop-shell/test-mode-ribbon.tsx';
import { AnnouncementBar } from '#web/app/shop-shell/announcement-bar.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCartCount } from '#web/features/cart/use-cart-count.ts';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { ShopFooter } from '#web/app/shop-shell/shop-footer.tsx';
import { ShopHeader } from '#web/app/shop-shell/shop-header.tsx';

/** The drawer's code (Radix Dialog and the cart lines) loads when the shopper first reaches for the cart. */
const CartDrawer = lazyComponent(() => import('#web/features/cart/cart-sheet.tsx'), 'CartDrawer');

export function ShopLayout() {
  const cartCount = useCartCount();
  const [cartOpen, setCartOpen] = useState(false);
  const cartButton = useRef<HTMLAnchorElement>(null);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TestModeRibbon />
      <AnnouncementBar />
      <ShopHeader
        cartCount={cartCount}
        onOpenCart={() => setCartOpen(true)}
        cartButton={cartButton}
        onWantCart={CartDrawer.preload}
      />
      <MountWhenOpened open={cartOpen}>
        <CartDrawer open={cartOpen} onOpenChange={setCartOpen} opener={cartButton} />
      </MountWhenOpened>
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {/* Each screen but home is a lazy chunk; a tall placeholder keeps the footer from jumping up and back. */}
        <Suspense fallback={<Skeleton role="status" aria-label="Loading" className="min-h-dvh w-full rounded-none" />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Only links: it hydrates after the page above it (a boundary waits for a later pass). */}
      <Suspense fallback={null}>
        <ShopFooter />
      </Suspense>
    </div>
  );
}
