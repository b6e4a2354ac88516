// Owns the daily numbers as a table: the chart's figures for a screen reader, a keyboard, or anyone who wants them.
import type { DashboardDay } from '@shop/contract/dashboard';
import { formatRupees } from '@shop/contract/money';
import { dayLabel } from '#web/features/admin-dashboard/components/day-label.ts';

export function DailyTable({ days }: { days: DashboardDay[] }) {
  return (
    <div className="max-h-96 overflow-auto rounded-md border border-border" tabIndex={0} aria-label="Daily figures">
      <table className="w-full text-sm">
        <caption className="sr-only">Orders and revenue by day</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Orders
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                <time dateTime={day.date}>{dayLabel(day.date)}</time>
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{day.orders.toLocaleString('en-IN')}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatRupees(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
