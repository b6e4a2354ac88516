// Owns the daily revenue panel: the chart (its library loaded only here) or, at a press of "Show as table", the same
// numbers as a table.
import type { DashboardDay } from '@shop/contract/dashboard';
import { Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { DailyTable } from '#web/features/admin-dashboard/components/daily-table.tsx';
import { Panel } from '#web/features/admin-dashboard/components/panel.tsx';
import { lazyComponent } from '#web/lib/lazy-component.tsx';

const RevenueChart = lazyComponent(
  () => import('#web/features/admin-dashboard/components/revenue-chart.tsx'),
  'RevenueChart',
);

export function DailySales({ days }: { days: DashboardDay[] }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Panel
      title="Revenue by day"
      id="dashboard-daily"
      aside={
        <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          Show as table
        </Button>
      }
    >
      {asTable ? (
        <DailyTable days={days} />
      ) : (
        <Suspense fallback={<Skeleton className="h-[220px]" aria-label="Loading the chart" role="status" />}>
          <RevenueChart days={days} />
        </Suspense>
      )}
    </Panel>
  );
}
