// Owns /admin/orders: the 'All Orders' table and its 'Order Details' dialog (SPEC §2), the open order in ?order=.
import { ReceiptTextIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminOrders } from '#web/features/admin-orders/api/get-admin-orders.ts';
import { OrderDetailsDialog } from '#web/features/admin-orders/components/order-details-dialog.tsx';
import { OrdersTable } from '#web/features/admin-orders/components/orders-table.tsx';

export function OrdersPage() {
  const orders = useAdminOrders();
  // The open order lives in the address (?order=<id>): the dashboard and other screens link straight to it.
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('order');
  const setSelectedId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('order', id);
        else next.delete('order');
        return next;
      },
      { replace: id === null },
    );

  const list = orders.data?.pages.flatMap((page) => page.data) ?? [];
  const total = orders.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">All Orders</h1>
        {orders.isSuccess && (
          <p className="text-sm text-muted-foreground">{total === 1 ? '1 order' : `${total} orders`}, newest first</p>
        )}
      </div>

      {orders.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading orders">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14" />
          ))}
        </div>
      ) : orders.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
          <p>{orders.error.message}</p>
          <Button variant="outline" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input bg-background p-10 text-center">
          <ReceiptTextIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No orders yet</p>
          <p className="text-sm text-muted-foreground">Orders appear here as soon as shoppers place them.</p>
        </div>
      ) : (
        <>
          <OrdersTable orders={list} onViewDetails={setSelectedId} />
          <div className="grid justify-items-center gap-2">
            <p className="text-sm text-muted-foreground">
              Showing {list.length} of {total}
            </p>
            {orders.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => void orders.fetchNextPage()}
                disabled={orders.isFetchingNextPage}
                aria-busy={orders.isFetchingNextPage}
              >
                {orders.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </div>
        </>
      )}

      <OrderDetailsDialog
        orderId={selectedId}
        fromList={list.find((order) => order._id === selectedId)}
        onClose={() => setSelectedId(null)}
      />
    </div>
  );
}
