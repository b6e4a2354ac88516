// Owns the product-detail dialog the grids open: the product's details, a link to its page, focus handed back on close.
import type { Product } from '@shop/contract/catalog';
import { useRef } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useProduct } from '#web/features/catalog/api/get-product.ts';
import type { ShownProduct } from '#web/features/catalog/components/product-dialog.tsx';
import { FullDetailsLink, ProductDetails } from '#web/features/catalog/components/product-details.tsx';

/** Open while `shown` is set; `onClose` clears it. */
export function ProductDetailsDialog({ shown, onClose }: { shown: ShownProduct | null; onClose: () => void }) {
  const product = shown?.product ?? null;
  const openerRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <DialogContent
          ref={contentRef}
          className="max-w-5xl p-5 focus-visible:outline-none sm:p-8"
          closeLabel="Close product details"
          onOpenAutoFocus={(event) => {
            // The grids open the dialog without a Radix trigger, so remember the card to return focus to it.
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            // 'Add to cart' on a card that needs a size: start on the sizes (the toast says what to do).
            const options = shown?.chooseOptions
              ? contentRef.current?.querySelector<HTMLElement>(
                  `[data-option="${shown.chooseOptions}"] [role="radio"][tabindex="0"]`,
                )
              : null;
            // Otherwise on the dialog itself, so its title is read first rather than the zoom button's label.
            (options ?? contentRef.current)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current?.focus();
          }}
        >
          <DialogBody product={product} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DialogBody({ product, onClose }: { product: Product; onClose: () => void }) {
  // The card's copy shows at once; the fresh one (stock, average rating) replaces it when it arrives.
  const { data } = useProduct(product._id, product);
  const shown = data ?? product;
  return (
    <ProductDetails
      product={shown}
      variant="dialog"
      title={<DialogTitle className="pr-8 text-2xl leading-tight font-semibold sm:text-3xl">{shown.title}</DialogTitle>}
      description={
        <DialogDescription className="text-base leading-relaxed whitespace-pre-line text-muted-foreground">
          {shown.description}
        </DialogDescription>
      }
      actions={<FullDetailsLink product={shown} onNavigate={onClose} />}
    />
  );
}
