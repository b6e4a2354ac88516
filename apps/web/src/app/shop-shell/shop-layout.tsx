// Owns the shop area's frame: skip link, test-mode ribbon, header (with the cart drawer), the page, footer.
import { useState } from 'react';
import { Outlet } from 'react-router';
import { TestModeRibbon } from '#web/components/test-mode-ribbon.tsx';
import { Sheet } from '#web/components/ui/sheet.tsx';
import { CartSheet } from '#web/features/cart/cart-sheet.tsx';
import { useCartCount } from '#web/features/cart/use-cart-count.ts';
import { ShopFooter } from '#web/app/shop-shell/shop-footer.tsx';
import { ShopHeader } from '#web/app/shop-shell/shop-header.tsx';

export function ShopLayout() {
  const cartCount = useCartCount();
  const [cartOpen, setCartOpen] = useState(false);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TestModeRibbon />
      <ShopHeader cartCount={cartCount} onOpenCart={() => setCartOpen(true)} />
      <Sheet open={cartOpen} onOpenChange={setCartOpen}>
        <CartSheet onNavigate={() => setCartOpen(false)} />
      </Sheet>
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <ShopFooter />
    </div>
  );
}
