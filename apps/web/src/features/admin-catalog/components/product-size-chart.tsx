// Owns the product sheet's "Size chart": the chart staff keep for the product's category (the default), or one of
// the product's own with a row per size it comes in.
import { CATEGORY_LABELS, type Category } from '@shop/contract/shop';
import { memo, useId } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { useSizeCharts } from '#web/features/admin-catalog/api/get-size-charts.ts';
import { chartDraftOf, chartSizes, type ChartDraft } from '#web/features/admin-catalog/components/size-chart-draft.ts';
import { SizeChartEditor } from '#web/features/admin-catalog/components/size-chart-editor.tsx';

export type ProductSizeChartProps = {
  mode: 'category' | 'own';
  chart: ChartDraft;
  /** The product's sizes: an own chart's rows. */
  sizes: string[];
  /** The category chosen so far, '' for none. */
  category: string;
  onModeChange: (mode: 'category' | 'own') => void;
  onChartChange: (chart: ChartDraft) => void;
  error?: string | undefined;
};

const isBlank = (chart: ChartDraft) =>
  Object.values(chart.cm).every((row) => (row ?? []).every((cm) => cm.trim() === ''));

/** Memoised: the form re-renders on every keystroke, and this has nothing to do with most of them. */
export const ProductSizeChart = memo(function ProductSizeChart({
  mode,
  chart,
  sizes,
  category,
  onModeChange,
  onChartChange,
  error,
}: ProductSizeChartProps) {
  const id = useId();
  const charts = useSizeCharts();
  const label = CATEGORY_LABELS[category as Category] as string | undefined;
  const shared = label ? charts.data?.[category as Category] : undefined;

  const sharedNote = !label
    ? 'The chart kept for the product’s category under Size guides. Choose a category first.'
    : charts.isPending
      ? `The chart kept for ${label} under Size guides.`
      : shared
        ? `${label}’s chart from Size guides: ${shared.columns.join(', ')} for ${chartSizes(shared).join(', ')}.`
        : `${label} has no chart yet: shoppers see none until one is added under Size guides.`;

  function choose(next: string) {
    const chosen = next === 'own' ? 'own' : 'category';
    // An own chart starts from the category's, when there is one to start from.
    if (chosen === 'own' && shared && isBlank(chart)) onChartChange(chartDraftOf(shared));
    onModeChange(chosen);
  }

  return (
    <div className="grid gap-4">
      <RadioGroup value={mode} onValueChange={choose} aria-label="Which size chart shoppers see">
        <div className="flex items-start gap-3">
          <RadioGroupItem
            id={`${id}-shared`}
            value="category"
            aria-describedby={`${id}-shared-note`}
            className="mt-0.5"
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-shared`}>Shared chart</Label>
            <p id={`${id}-shared-note`} className="text-sm text-muted-foreground">
              {sharedNote}
            </p>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <RadioGroupItem id={`${id}-own`} value="own" aria-describedby={`${id}-own-note`} className="mt-0.5" />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-own`}>Own chart</Label>
            <p id={`${id}-own-note`} className="text-sm text-muted-foreground">
              Measurements for this product alone, one row per size it comes in.
            </p>
          </div>
        </div>
      </RadioGroup>
      {mode === 'own' &&
        (sizes.length > 0 ? (
          <SizeChartEditor
            caption="Own size chart"
            sizes={sizes}
            value={chart}
            onChange={onChartChange}
            error={error}
          />
        ) : (
          <p className="text-sm font-medium text-destructive">
            Choose the product’s sizes under Options first: the chart has a row for each.
          </p>
        ))}
    </div>
  );
});
