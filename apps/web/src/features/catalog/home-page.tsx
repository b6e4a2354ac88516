// Owns /shop/home: the feature banner, category tiles, feature products and the shop's promises (SPEC §2).
import { SHOP_NAME } from '@shop/contract/shop';

export function HomePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="sr-only">{SHOP_NAME}</h1>
      <h2 className="text-2xl font-semibold sm:text-3xl">Feature Products</h2>
    </div>
  );
}
