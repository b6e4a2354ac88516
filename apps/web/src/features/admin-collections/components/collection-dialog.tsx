// Owns the dialog that holds the collection form: 'Add collection' or 'Edit collection …'. Loaded on demand.
import type { Collection } from '@shop/contract/collections';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { CollectionForm } from '#web/features/admin-collections/components/collection-form.tsx';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type CollectionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The collection to edit, or null to add one. */
  collection: Collection | null;
};

export function CollectionDialog({ open, onOpenChange, collection }: CollectionDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto p-4 sm:p-6" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{collection ? `Edit collection ${collection.title}` : 'Add collection'}</DialogTitle>
          <DialogDescription>
            Hand-picked products in your order, or every product that matches rules, on a page of its own.
          </DialogDescription>
        </DialogHeader>
        {/* Keyed, so switching between collections (or to a new one) starts from fresh values. */}
        <CollectionForm
          key={collection?._id ?? 'new'}
          collection={collection}
          onSaved={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
