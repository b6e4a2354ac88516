// Owns the listing's filters on small screens: a drawer with the filter groups, loaded when first opened.
import { Button } from '#web/components/ui/button.tsx';
import {
  returnFocusTo,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  type DrawerProps,
} from '#web/components/ui/sheet.tsx';
import { FilterPanel } from '#web/features/catalog/components/filter-panel.tsx';
import type { Filters } from '#web/features/catalog/listing-params.ts';

export type FilterDrawerProps = DrawerProps & {
  filters: Filters;
  onChange: (next: Filters) => void;
  /** The matching products, once known: the close button says how many it will show. */
  total: number | undefined;
};

export function FilterDrawer({ open, onOpenChange, opener, filters, onChange, total }: FilterDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" onCloseAutoFocus={returnFocusTo(opener)}>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>The products update as you choose.</SheetDescription>
        </SheetHeader>
        <FilterPanel filters={filters} onChange={onChange} idPrefix="drawer" />
        <Button className="mt-auto" onClick={() => onOpenChange(false)}>
          {total === undefined ? 'Show products' : `Show ${total} products`}
        </Button>
      </SheetContent>
    </Sheet>
  );
}
