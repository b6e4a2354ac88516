// Owns the dashboard's failed deliveries: parcels a courier could not deliver, with its reason and how many attempts it
// made, so staff ask for another attempt (or the parcel back) before the courier returns it on its own.
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useFailedDeliveries } from '#web/features/admin-dashboard/api/get-failed-deliveries.ts';
import { Nothing, Panel, ShownOf } from '#web/features/admin-dashboard/components/panel.tsx';

const attempts = (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`);

export function FailedDeliveries() {
  const failed = useFailedDeliveries();
  return (
    <Panel
      title="Failed deliveries"
      id="dashboard-failed-deliveries"
      aside={failed.data && <span className="text-sm text-muted-foreground">{failed.data.total} waiting on you</span>}
    >
      {failed.isPending ? (
        <Skeleton role="status" aria-label="Loading the failed deliveries" className="h-24" />
      ) : failed.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>{failed.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void failed.refetch()}>
            Try again
          </Button>
        </div>
      ) : failed.data.orders.length === 0 ? (
        <Nothing>No failed deliveries: every parcel out is on its way.</Nothing>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {failed.data.orders.map((order) => {
              const ndr = order.shipment?.ndr;
              return (
                <li
                  key={order._id}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
                >
                  <span className="grid min-w-0 gap-0.5">
                    <Link
                      to={`/admin/orders?order=${order._id}`}
                      className="font-medium tabular-nums underline underline-offset-2"
                      aria-label={`Order ${order.order_number}, open its details`}
                    >
                      {order.order_number}
                    </Link>
                    <span className="wrap-anywhere text-muted-foreground">
                      {ndr?.reason ?? 'The courier gave no reason'}
                    </span>
                  </span>
                  <span className="grid justify-items-end gap-0.5 text-right">
                    {ndr && <span>{attempts(ndr.attempts)}</span>}
                    {order.shipment?.courier_name && (
                      <span className="text-muted-foreground">{order.shipment.courier_name}</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          <ShownOf shown={failed.data.orders.length} total={failed.data.total} />
        </>
      )}
      {failed.data?.total !== 0 && (
        <Link
          to="/admin/orders?shipment=undelivered"
          className="justify-self-start text-sm font-medium underline underline-offset-2"
        >
          See every failed delivery
        </Link>
      )}
    </Panel>
  );
}
