// Owns the navigation drawer of small screens: the logo and the main navigation as a column.
import { Link } from 'react-router';
import { BrandLogo } from '#web/entities/brand/brand-logo.tsx';
import { returnFocusTo, Sheet, SheetContent, SheetTitle, type DrawerProps } from '#web/components/ui/sheet.tsx';
import { ShopNav } from '#web/app/shop-shell/shop-nav.tsx';

/** Loaded on first open (see shop-header.tsx), so the header's button is a plain button, not a Radix trigger. */
export function MobileMenu({ open, onOpenChange, opener }: DrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" aria-describedby={undefined} onCloseAutoFocus={returnFocusTo(opener)}>
        <SheetTitle asChild>
          <div>
            <Link to="/shop/home" onClick={close} className="rounded-md">
              <BrandLogo />
            </Link>
          </div>
        </SheetTitle>
        <ShopNav layout="column" onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
