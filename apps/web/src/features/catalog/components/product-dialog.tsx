// Owns how the grids open a product: the dialog's code (Radix Dialog, details, reviews) loads on the first click.
import type { Product } from '@shop/contract/catalog';
import { useCallback, useState } from 'react';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import type { OpenProduct } from '#web/features/catalog/components/product-card.tsx';

const ProductDetailsDialog = lazyComponent(
  () => import('#web/features/catalog/components/product-details-dialog.tsx'),
  'ProductDetailsDialog',
);

/** The product a grid opened, and whether its 'Add to cart' asked for a size or colour first. */
export type ShownProduct = { product: Product; chooseOptions?: 'size' | 'colour' | undefined };

/** A grid's dialog state: `open` is the cards' `onOpen`. */
export function useShownProduct() {
  const [shown, setShown] = useState<ShownProduct | null>(null);
  const open: OpenProduct = useCallback(
    (product, intent) => setShown({ product, chooseOptions: intent?.chooseOptions }),
    [],
  );
  const close = useCallback(() => setShown(null), []);
  return { shown, open, close };
}

/** Open while `shown` is set; `onClose` clears it. */
export function ProductDialog({ shown, onClose }: { shown: ShownProduct | null; onClose: () => void }) {
  return (
    <MountWhenOpened open={shown !== null}>
      <ProductDetailsDialog shown={shown} onClose={onClose} />
    </MountWhenOpened>
  );
}
