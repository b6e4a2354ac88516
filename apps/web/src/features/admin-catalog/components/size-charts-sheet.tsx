// Owns the "Size guides" sheet: staff keep one size chart per category (measurements in cm, inches shown beside),
// which every product of the category shows unless it has its own.
import { sizeChart } from '@shop/contract/catalog';
import { CATEGORIES, CATEGORY_LABELS, SIZES, type Category, type Size } from '@shop/contract/shop';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '#web/components/ui/sheet.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSizeCharts, type CategoryCharts } from '#web/features/admin-catalog/api/get-size-charts.ts';
import { useSaveSizeChart } from '#web/features/admin-catalog/api/save-size-chart.ts';
import {
  chartDraftOf,
  chartOf,
  chartSizes,
  EMPTY_CHART,
  type ChartDraft,
} from '#web/features/admin-catalog/components/size-chart-draft.ts';
import { SizeChartEditor } from '#web/features/admin-catalog/components/size-chart-editor.tsx';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type SizeChartsSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Draft = { sizes: Size[]; chart: ChartDraft };

const draftOf = (saved: CategoryCharts[Category]): Draft =>
  saved ? { sizes: chartSizes(saved), chart: chartDraftOf(saved) } : { sizes: [], chart: EMPTY_CHART };

function CategoryChartForm({ charts }: { charts: CategoryCharts }) {
  const id = useId();
  const save = useSaveSizeChart();
  const [category, setCategory] = useState<Category>(CATEGORIES[0]);
  // What staff typed for each category, kept while they look at another.
  const [drafts, setDrafts] = useState<Partial<Record<Category, Draft>>>({});
  const [tried, setTried] = useState(false);
  const saved = charts[category] ?? null;
  const draft = drafts[category] ?? draftOf(saved);
  const label = CATEGORY_LABELS[category];
  const change = (next: Draft) => setDrafts((all) => ({ ...all, [category]: next }));
  const checked = sizeChart.safeParse(chartOf(draft.chart, draft.sizes));
  const problem = tried && !checked.success ? checked.error.issues[0]?.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (checked.success) save.mutate({ category, chart: checked.data });
  }

  function remove() {
    save.mutate(
      { category, chart: null },
      { onSuccess: () => setDrafts((all) => ({ ...all, [category]: undefined })) },
    );
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      <FormField
        label="Chart for"
        hint={
          saved
            ? `${label} has a chart: shoppers see it on every ${label} product without its own.`
            : `${label} has no chart yet.`
        }
      >
        {(control) => (
          <Select
            {...control}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as Category);
              setTried(false);
            }}
          >
            {CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {CATEGORY_LABELS[option]}
                {charts[option] ? '' : ' (no chart yet)'}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Sizes in the chart</legend>
        <div className="grid grid-cols-3 gap-x-3 gap-y-1 sm:grid-cols-5">
          {SIZES.map((size) => (
            <div key={size} className="flex min-h-9 items-center gap-2">
              <Checkbox
                id={`${id}-${SIZES.indexOf(size)}`}
                checked={draft.sizes.includes(size)}
                onCheckedChange={(state) =>
                  change({
                    ...draft,
                    sizes: SIZES.filter((s) => (s === size ? state === true : draft.sizes.includes(s))),
                  })
                }
              />
              <Label htmlFor={`${id}-${SIZES.indexOf(size)}`} className="cursor-pointer">
                {size}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>

      {draft.sizes.length > 0 ? (
        <SizeChartEditor
          caption={`${label} size chart`}
          sizes={draft.sizes}
          value={draft.chart}
          onChange={(chart) => change({ ...draft, chart })}
          error={problem}
        />
      ) : (
        <p className={problem ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          Tick the sizes the chart has a row for.
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          Save {label} chart
        </Button>
        {saved && (
          <Button variant="outline" disabled={save.isPending} onClick={remove}>
            Remove {label} chart
          </Button>
        )}
      </div>
    </form>
  );
}

function CategoryCharts() {
  const charts = useSizeCharts();
  if (charts.isPending) {
    return (
      <div role="status" aria-label="Loading size charts" className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (charts.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{charts.error.message}</p>
        <Button variant="outline" onClick={() => void charts.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <CategoryChartForm charts={charts.data} />;
}

export function SizeChartsSheet({ open, onOpenChange }: SizeChartsSheetProps) {
  const returnFocus = useReturnFocus();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full p-4 sm:w-[85%] sm:max-w-2xl sm:p-6" {...returnFocus}>
        <SheetHeader>
          <SheetTitle>Size guides</SheetTitle>
          <SheetDescription>
            One chart per category, in centimetres; shoppers see inches too. A product can have its own chart instead,
            in its sheet.
          </SheetDescription>
        </SheetHeader>
        <CategoryCharts />
      </SheetContent>
    </Sheet>
  );
}
