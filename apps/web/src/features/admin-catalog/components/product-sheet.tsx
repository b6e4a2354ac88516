// Owns the side sheet that holds the product form: 'Add New Product' or, for an existing product, 'Edit Product'.
import type { AdminProduct } from '@shop/contract/catalog';
import type { ComponentType } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '#web/components/ui/sheet.tsx';
import type { RecordHistoryProps } from '#web/entities/audit/audit-api.ts';
import { ProductForm } from '#web/features/admin-catalog/components/product-form.tsx';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type ProductSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit, or null to add one. */
  product: AdminProduct | null;
  /** The product's History panel, when the member's role may read the audit trail. */
  RecordHistory?: ComponentType<RecordHistoryProps> | undefined;
};

export function ProductSheet({ open, onOpenChange, product, RecordHistory }: ProductSheetProps) {
  const returnFocus = useReturnFocus();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full p-4 sm:w-[85%] sm:max-w-2xl sm:p-6" {...returnFocus}>
        <SheetHeader>
          <SheetTitle>{product ? 'Edit Product' : 'Add New Product'}</SheetTitle>
          <SheetDescription>
            {product
              ? `Change the details of ${product.title}. Shoppers see the changes at once.`
              : 'Upload a photo and fill in every field; add sizes and colours under Options. The product goes on sale as soon as it is added.'}
          </SheetDescription>
        </SheetHeader>
        {/* Keyed, so switching between products (or to a new one) starts from fresh values. */}
        <ProductForm key={product?._id ?? 'new'} product={product} onSaved={() => onOpenChange(false)} />
        {product && RecordHistory && (
          <div className="mt-6 border-t border-border pt-4">
            <RecordHistory entity="product" entityId={product._id} />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
