// Owns the "Size guides" sheet: staff keep one size chart per category (measurements in cm, inches shown beside),
// which every product of the category shows unless it has its own. Its rows are the sizes of one of the shop's size
// scales (catalogue options).
import { sizeChart } from '@shop/contract/catalog';
import { scaleFor, type CatalogueOptions } from '@shop/contract/options';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@shop/contract/shop';
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
import { useCatalogueOptions } from '#web/lib/catalogue-options.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type SizeChartsSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** `scale`: the size scale whose sizes are offered (its id). */
type Draft = { scale: string; sizes: string[]; chart: ChartDraft };

/** A saved chart opens on the first scale holding its sizes; a new one on the shop's first scale. */
function draftOf(saved: CategoryCharts[Category], options: CatalogueOptions): Draft {
  if (!saved) return { scale: options.size_scales[0]?.id ?? '', sizes: [], chart: EMPTY_CHART };
  const sizes = chartSizes(saved);
  return { scale: scaleFor(options, sizes)?.id ?? '', sizes, chart: chartDraftOf(saved) };
}

function CategoryChartForm({ charts, options }: { charts: CategoryCharts; options: CatalogueOptions }) {
  const id = useId();
  const save = useSaveSizeChart();
  const [category, setCategory] = useState<Category>(CATEGORIES[0]);
  // What staff typed for each category, kept while they look at another.
  const [drafts, setDrafts] = useState<Partial<Record<Category, Draft>>>({});
  const [tried, setTried] = useState(false);
  const saved = charts[category] ?? null;
  const draft = drafts[category] ?? draftOf(saved, options);
  const scale = options.size_scales.find((option) => option.id === draft.scale);
  // Rows a saved chart has that the scale does not (a size staff renamed since): listed so they can be unticked.
  const offered = [...(scale?.sizes ?? []), ...draft.sizes.filter((size) => !scale?.sizes.includes(size))];
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

      <FormField label="Size scale" hint="The chart has a row for each size ticked below, in the scale’s order.">
        {(control) => (
          <Select
            {...control}
            value={draft.scale}
            onChange={(event) => {
              const next = options.size_scales.find((option) => option.id === event.target.value);
              // The sizes the new scale also has stay ticked; what was typed for the others is kept in the draft.
              if (next) change({ ...draft, scale: next.id, sizes: next.sizes.filter((s) => draft.sizes.includes(s)) });
            }}
          >
            {!scale && (
              <option value="" disabled>
                Choose a size scale
              </option>
            )}
            {options.size_scales.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Sizes in the chart</legend>
        <div className="grid grid-cols-3 gap-x-3 gap-y-1 sm:grid-cols-5">
          {offered.map((size, index) => (
            <div key={size} className="flex min-h-9 min-w-0 items-center gap-2">
              <Checkbox
                id={`${id}-${index}`}
                checked={draft.sizes.includes(size)}
                onCheckedChange={(state) =>
                  change({
                    ...draft,
                    sizes: offered.filter((s) => (s === size ? state === true : draft.sizes.includes(s))),
                  })
                }
              />
              <Label htmlFor={`${id}-${index}`} className="cursor-pointer break-words">
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
  const options = useCatalogueOptions();
  if (charts.isPending || options.isPending) {
    return (
      <div role="status" aria-label="Loading size charts" className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (charts.isError || options.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{(charts.error ?? options.error)?.message}</p>
        <Button
          variant="outline"
          onClick={() => {
            if (charts.isError) void charts.refetch();
            if (options.isError) void options.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return <CategoryChartForm charts={charts.data} options={options.data} />;
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
