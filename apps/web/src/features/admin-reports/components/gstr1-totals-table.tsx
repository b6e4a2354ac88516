// Owns the GSTR-1 totals as a table: per section the documents and money, and the period's net, to check against the
// books before uploading; then the documents issued (Table 13).
import { GSTR1_SECTION_LABELS, type Gstr1Summary } from '@shop/contract/gst-returns';
import { formatRupees } from '@shop/contract/money';

const MONEY_COLUMNS = [
  ['taxable', 'Taxable value'],
  ['igst', 'IGST'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
  ['total', 'Total'],
] as const;

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

export function Gstr1TotalsTable({ summary }: { summary: Gstr1Summary }) {
  return (
    <div className="grid gap-4">
      {/* Seven columns do not fit a phone: the table scrolls sideways inside its frame, the page does not. */}
      <div className="overflow-x-auto rounded-md border border-border" tabIndex={0} aria-label="GSTR-1 totals">
        <table className="w-full text-sm">
          <caption className="sr-only">GSTR-1 totals by section</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Section
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Documents
              </th>
              {MONEY_COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {summary.sections.map((row) => (
              <tr key={row.section}>
                <th scope="row" className="min-w-40 px-3 py-2 text-left font-normal">
                  {GSTR1_SECTION_LABELS[row.section]}
                </th>
                <td className={cell}>{row.documents.toLocaleString('en-IN')}</td>
                {MONEY_COLUMNS.map(([key]) => (
                  <td key={key} className={cell}>
                    {formatRupees(row[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-border font-medium">
            <tr>
              <th scope="row" className="min-w-40 px-3 py-2 text-left">
                Net: invoices less credit notes
              </th>
              <td className={cell} />
              {MONEY_COLUMNS.map(([key]) => (
                <td key={key} className={cell}>
                  {formatRupees(summary.net[key])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="grid gap-1 text-sm">
        <h3 className="font-medium">Documents issued (13)</h3>
        {summary.documents.length === 0 ? (
          <p className="text-muted-foreground">No invoices or credit notes in this period.</p>
        ) : (
          <ul className="grid gap-1">
            {summary.documents.map((series) => (
              <li key={`${series.kind}-${series.from}`}>
                {series.kind === 'invoices' ? 'Invoices' : 'Credit notes'} {series.from} to {series.to}:{' '}
                {series.net_issued} issued, {series.cancelled} cancelled
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
