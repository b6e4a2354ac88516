// Owns a size chart while staff edit it: measurements as typed (strings), kept per size so that choosing sizes again
// brings back what was typed; and the centimetres' inches shown beside.
import type { ProductFormInput, SizeChart } from '@shop/contract/catalog';

export type ChartDraft = {
  /** The measurements' names, e.g. Chest, Waist, Length. */
  columns: string[];
  /** Each size's centimetres, one a column, as typed. */
  cm: Partial<Record<string, string[]>>;
};

export type ChartInput = NonNullable<ProductFormInput['size_chart']>;

/** Where a new chart starts: the usual three measurements, no figures yet. */
export const EMPTY_CHART: ChartDraft = { columns: ['Chest', 'Waist', 'Length'], cm: {} };

export const MAX_CHART_COLUMNS = 6;

export function chartDraftOf(chart: SizeChart): ChartDraft {
  const cm: ChartDraft['cm'] = {};
  for (const row of chart.rows) cm[row.size] = row.cm.map(String);
  return { columns: [...chart.columns], cm };
}

/** The sizes a saved chart has rows for, in its rows' order (their scale's, as staff saved it). */
export const chartSizes = (chart: SizeChart): string[] => chart.rows.map((row) => row.size);

/** The chart to send: one row per size (in `sizes`' order), one figure per measurement; the contract checks it. */
export function chartOf(draft: ChartDraft, sizes: string[]): ChartInput {
  return {
    columns: draft.columns,
    rows: sizes.map((size) => ({ size, cm: draft.columns.map((_, index) => draft.cm[size]?.[index] ?? '') })),
  };
}

/** "96.5" cm → "38.0 in"; nothing for a blank or unreadable figure. */
export function inchesOf(cm: string): string | null {
  const value = Number(cm);
  if (cm.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  return `${(value / 2.54).toFixed(1)} in`;
}
