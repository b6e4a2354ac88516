// Owns the "Size guide" dialog: the product's chart of body measurements, in centimetres or inches.
import { useState, type RefObject } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ChoiceGroup, ChoiceItem } from '#web/components/ui/choice-group.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/class-names.ts';
import { useSizeGuide } from '#web/features/catalog/api/get-size-guide.ts';
import { SizeChartTable, UNITS, type Unit } from '#web/features/catalog/components/size-chart.tsx';

export function SizeGuideDialog({
  productId,
  productTitle,
  chosenSize,
  open,
  onOpenChange,
  opener,
}: {
  productId: string;
  productTitle: string;
  /** The size the shopper has chosen, marked in the chart. */
  chosenSize: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The "Size guide" button: focus goes back to it on close (it is no Radix trigger, the dialog loads apart). */
  opener: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        closeLabel="Close size guide"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Size guide</DialogTitle>
          <DialogDescription>
            Body measurements for {productTitle}. Between two sizes? Choose the larger.
          </DialogDescription>
        </DialogHeader>
        {open && <SizeGuideBody productId={productId} chosenSize={chosenSize} />}
      </DialogContent>
    </Dialog>
  );
}

function SizeGuideBody({ productId, chosenSize }: { productId: string; chosenSize: string | null }) {
  const guide = useSizeGuide(productId);
  const [unit, setUnit] = useState<Unit>('cm');

  if (guide.isPending) return <Skeleton role="status" aria-label="Loading the size guide" className="h-56" />;
  if (guide.isError) {
    const none = guide.error instanceof ApiError && guide.error.status === 404;
    return (
      <div className="grid justify-items-start gap-3 text-sm">
        <p>{none ? 'No size guide for this product yet' : "We couldn't load the size guide."}</p>
        {!none && (
          <Button variant="outline" onClick={() => void guide.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <span id="size-guide-units" className="text-sm font-medium">
          Show in
        </span>
        <ChoiceGroup
          aria-labelledby="size-guide-units"
          value={unit}
          values={UNITS}
          onValueChange={(next) => setUnit(next as Unit)}
          className="gap-0"
        >
          {UNITS.map((option, at) => (
            <ChoiceItem
              key={option}
              value={option}
              className={cn('h-9 pointer-coarse:h-11', at === 0 ? 'rounded-r-none' : '-ml-px rounded-l-none')}
            >
              {option}
            </ChoiceItem>
          ))}
        </ChoiceGroup>
      </div>
      <SizeChartTable chart={guide.data.chart} unit={unit} chosenSize={chosenSize} />
    </div>
  );
}
