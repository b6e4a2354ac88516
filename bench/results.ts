// Owns what a measure answers (rows of the one table, and notes for the details) and the number formats they use.
export type Row = {
  measure: string;
  value: string;
  budget: string;
  /** undefined: reported only, no budget. */
  pass: boolean | undefined;
};

export type MeasureResult = { rows: Row[]; notes: string[] };

export const KB = 1024;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
export const int = (value: number) => Math.round(value).toLocaleString('en-US');

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * A measure run as a script of its own (bench/exports.ts, bench/import.ts) ends by printing its rows on one line after
 * this mark, for `npm run bench` to put in its table.
 */
export const ROWS_MARK = 'BENCH_ROWS ';
export const printRows = (rows: Row[]) => console.log(`${ROWS_MARK}${JSON.stringify(rows)}`);

/** A measure that could not run: one failed row saying why, so the table still shows it. */
export function crashed(measure: string, error: unknown): MeasureResult {
  const message = error instanceof Error ? error.message : String(error);
  return {
    rows: [{ measure, value: `did not run: ${message.split('\n')[0]!.slice(0, 100)}`, budget: '—', pass: false }],
    notes: [
      `${measure} did not run:\n\n${'```'}\n${error instanceof Error ? (error.stack ?? message) : message}\n${'```'}`,
    ],
  };
}

/** The table as fixed-width text for the terminal. */
export function textTable(rows: Row[]): string {
  const cells = [
    ['measure', 'value', 'budget', 'pass'],
    ...rows.map((r) => [r.measure, r.value, r.budget, passText(r.pass)]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(cells[0]!), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function markdownTable(rows: Row[]): string {
  const escape = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| measure | value | budget | pass |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${escape(r.measure)} | ${escape(r.value)} | ${escape(r.budget)} | ${passText(r.pass)} |`),
  ].join('\n');
}

export const passText = (pass: boolean | undefined) => (pass === undefined ? '—' : pass ? 'yes' : 'NO');
