// Owns a product's size chart as a table of body measurements in centimetres or inches: in the "Size guide" dialog, and
// on the product page itself (`?size-guide`) where the dialog cannot open, before (or without) JavaScript.
import type { SizeChart } from '@shop/contract/catalog';
import { useSizeGuide } from '#web/features/catalog/api/get-size-guide.ts';

const CM_PER_INCH = 2.54;
export type Unit = 'cm' | 'inches';
export const UNITS: readonly Unit[] = ['cm', 'inches'];

/** 96 cm reads "96", 71.5 cm "71.5"; inches always to one decimal ("37.8"). */
export function measurement(cm: number, unit: Unit): string {
  if (unit === 'inches') return (cm / CM_PER_INCH).toFixed(1);
  return Number.isInteger(cm) ? String(cm) : cm.toFixed(1);
}

export function SizeChartTable({
  chart,
  unit,
  chosenSize,
}: {
  chart: SizeChart;
  unit: Unit;
  chosenSize: string | null;
}) {
  return (
    // A wide chart scrolls sideways on a phone instead of squeezing its numbers.
    <div className="overflow-x-auto rounded-md border border-border" tabIndex={0} role="region" aria-label="Size chart">
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">Body measurements in {unit}</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="px-2.5 py-2 font-semibold sm:px-3">
              Size
            </th>
            {chart.columns.map((column) => (
              <th key={column} scope="col" className="px-2.5 py-2 font-semibold whitespace-nowrap sm:px-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {chart.rows.map((row) => {
            const chosen = row.size === chosenSize;
            return (
              <tr key={row.size} className={chosen ? 'bg-accent-soft' : undefined} aria-current={chosen || undefined}>
                <th scope="row" className="px-2.5 py-2 text-left font-medium whitespace-nowrap sm:px-3">
                  {row.size}
                  {chosen && <span className="sr-only"> (chosen)</span>}
                </th>
                {row.cm.map((cm, at) => (
                  <td key={chart.columns[at] ?? at} className="px-2.5 py-2 sm:px-3">
                    {measurement(cm, unit)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The product page's section with the chart in cm (the page's `?size-guide`, which "Size guide" links to until the app runs). */
export function SizeGuideSection({
  id,
  productId,
  chosenSize,
}: {
  id: string;
  productId: string;
  chosenSize: string | null;
}) {
  const guide = useSizeGuide(productId);
  return (
    // Reached by its anchor: clear of the shop's sticky header.
    <section id={id} aria-labelledby={`${id}-heading`} className="grid scroll-mt-24 gap-3">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        Size guide
      </h2>
      {guide.data ? (
        <>
          <p className="text-sm text-muted-foreground">
            Body measurements in cm. Between two sizes? Choose the larger.
          </p>
          <SizeChartTable chart={guide.data.chart} unit="cm" chosenSize={chosenSize} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {guide.isPending ? 'Loading the size guide…' : 'No size guide for this product yet'}
        </p>
      )}
    </section>
  );
}
