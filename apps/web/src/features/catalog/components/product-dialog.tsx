// Owns how the grids open a product: the dialog's code (Radix Dialog, details, reviews) loads on the first click.
import type { Product } from '@shop/contract/catalog';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';

const ProductDetailsDialog = lazyComponent(
  () => import('#web/features/catalog/components/product-details-dialog.tsx'),
  'ProductDetailsDialog',
);

/** Open while `product` is set; `onClose` clears it. */
export function ProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <MountWhenOpened open={product !== null}>
      <ProductDetailsDialog product={product} onClose={onClose} />
    </MountWhenOpened>
  );
}
