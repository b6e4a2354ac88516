// Owns the shop's mark as the brand draws it: staff's uploaded logo (its alt the shop's name), or the built-in tote
// beside the name.
import { ShopLogo } from '#web/components/shop-logo.tsx';
import { useBrand } from '#web/entities/brand/brand.ts';

/** Put it inside a link; the name (or the logo's alt) is the link's accessible name. */
export function BrandLogo({ className, markClassName }: { className?: string; markClassName?: string }) {
  const { name, logo_url } = useBrand();
  return <ShopLogo name={name} logoUrl={logo_url} className={className} markClassName={markClassName} />;
}
