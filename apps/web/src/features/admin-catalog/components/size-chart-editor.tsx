// Owns editing one size chart: the measurements' names as the table's column headers, one row a size, figures in
// centimetres with the inches beside (read-only). Used for a category's chart and for a product's own.
import { PlusIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  inchesOf,
  MAX_CHART_COLUMNS,
  type ChartDraft,
} from '#web/features/admin-catalog/components/size-chart-draft.ts';

export type SizeChartEditorProps = {
  /** Names the table for a screen reader, e.g. "Own size chart" or "Women's size chart". */
  caption: string;
  /** The rows, in their scale's order. */
  sizes: string[];
  value: ChartDraft;
  onChange: (next: ChartDraft) => void;
  /** The contract's complaint about the chart, if any. */
  error?: string | undefined;
};

const nameOf = (columns: string[], index: number) => columns[index]?.trim() || `Measurement ${index + 1}`;

export function SizeChartEditor({ caption, sizes, value, onChange, error }: SizeChartEditorProps) {
  const id = useId();
  const captionId = `${id}-caption`;
  const errorId = `${id}-error`;
  const { columns, cm } = value;

  const renameColumn = (index: number, name: string) =>
    onChange({ ...value, columns: columns.map((column, i) => (i === index ? name : column)) });

  const addColumn = () => onChange({ ...value, columns: [...columns, ''] });

  function removeColumn(index: number) {
    const next: ChartDraft['cm'] = {};
    for (const [size, figures] of Object.entries(cm)) {
      if (!figures) continue;
      next[size] = figures.filter((_, i) => i !== index);
    }
    onChange({ columns: columns.filter((_, i) => i !== index), cm: next });
  }

  function setFigure(size: string, index: number, figure: string) {
    const figures = columns.map((_, i) => cm[size]?.[i] ?? '');
    figures[index] = figure;
    onChange({ ...value, cm: { ...cm, [size]: figures } });
  }

  return (
    <div className="grid gap-3">
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full text-sm" aria-describedby={error ? errorId : undefined}>
          <caption id={captionId} className="sr-only">
            {caption}: centimetres, with inches beside
          </caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-2 text-left font-medium">
                Size
              </th>
              {columns.map((column, index) => (
                <th key={index} scope="col" className="min-w-32 px-2 py-2 text-left align-top font-medium">
                  <div className="flex items-center gap-1">
                    <Input
                      aria-label={`Measurement ${index + 1} name`}
                      placeholder="e.g. Chest"
                      value={column}
                      maxLength={30}
                      onChange={(event) => renameColumn(index, event.target.value)}
                      className="h-9"
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9"
                      aria-label={`Remove ${nameOf(columns, index)}`}
                      disabled={columns.length === 1}
                      onClick={() => removeColumn(index)}
                    >
                      <XIcon aria-hidden />
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size, row) => (
              <tr key={size} className="border-t border-border">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-background px-2 py-2 text-left font-medium whitespace-nowrap"
                >
                  {size}
                </th>
                {columns.map((_, index) => {
                  const figure = cm[size]?.[index] ?? '';
                  const inches = inchesOf(figure);
                  const inchesId = `${id}-in-${row}-${index}`;
                  return (
                    <td key={index} className="px-2 py-2">
                      <div className="flex items-center gap-2">
                        <Input
                          type="number"
                          inputMode="decimal"
                          min={0}
                          step="0.5"
                          aria-label={`${nameOf(columns, index)} for ${size} in cm`}
                          aria-describedby={inches ? inchesId : undefined}
                          value={figure}
                          onChange={(event) => setFigure(size, index, event.target.value)}
                          className="h-9 w-20"
                        />
                        <span id={inchesId} className="w-12 text-xs whitespace-nowrap text-muted-foreground">
                          {inches}
                        </span>
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={columns.length >= MAX_CHART_COLUMNS}
        onClick={addColumn}
      >
        <PlusIcon aria-hidden />
        Add measurement
      </Button>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
