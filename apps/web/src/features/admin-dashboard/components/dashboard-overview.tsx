// Owns the owner's morning view: the range (kept in the URL as ?range=), what sold and shipped against the period
// before, the days, and the lists of what to do: pack, chase failed deliveries, restock, follow up (unpaid orders, and
// shoppers holding stock without paying).
import { DASHBOARD_RANGES, DEFAULT_DASHBOARD_RANGE, type DashboardRange } from '@shop/contract/dashboard';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDashboard } from '#web/features/admin-dashboard/api/get-dashboard.ts';
import { BestSellers } from '#web/features/admin-dashboard/components/best-sellers.tsx';
import { DailySales } from '#web/features/admin-dashboard/components/daily-sales.tsx';
import { FailedDeliveries } from '#web/features/admin-dashboard/components/failed-deliveries.tsx';
import { HoldingWithoutPaying } from '#web/features/admin-dashboard/components/holding-without-paying.tsx';
import { RangeSwitch } from '#web/features/admin-dashboard/components/range-switch.tsx';
import { CodFigures, SalesFigures, ShippingFigures } from '#web/features/admin-dashboard/components/sales-figures.tsx';
import { StockLists } from '#web/features/admin-dashboard/components/stock-lists.tsx';
import { ExpiredOrders, OrdersToPack } from '#web/features/admin-dashboard/components/work-lists.tsx';

function rangeFrom(value: string | null): DashboardRange {
  return DASHBOARD_RANGES.includes(value as DashboardRange) ? (value as DashboardRange) : DEFAULT_DASHBOARD_RANGE;
}

export function DashboardOverview() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = rangeFrom(searchParams.get('range'));
  const dashboard = useDashboard(range);

  function chooseRange(next: DashboardRange) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('range', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="grid gap-4">
      <RangeSwitch value={range} onChange={chooseRange} />
      {dashboard.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading the dashboard">
          <Skeleton className="h-28" />
          <Skeleton className="h-64" />
        </div>
      ) : dashboard.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
          <p>{dashboard.error.message}</p>
          <Button variant="outline" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-4" aria-busy={dashboard.isPlaceholderData}>
          <SalesFigures orders={dashboard.data.orders} revenue={dashboard.data.revenue} />
          <ShippingFigures shipping={dashboard.data.shipping} />
          <CodFigures cod={dashboard.data.cod} />
          <DailySales days={dashboard.data.daily} />
          <div className="grid gap-4 lg:grid-cols-2">
            <OrdersToPack list={dashboard.data.to_pack} />
            <FailedDeliveries />
            <BestSellers products={dashboard.data.best_sellers} />
            <StockLists lowStock={dashboard.data.low_stock} soldOut={dashboard.data.sold_out} />
            <ExpiredOrders list={dashboard.data.expired} />
            <HoldingWithoutPaying list={dashboard.data.holding_without_paying} />
          </div>
        </div>
      )}
    </div>
  );
}
