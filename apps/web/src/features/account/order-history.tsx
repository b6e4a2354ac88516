// Owns the Orders tab: 'Order History' as a table (cards on phones) and the details dialog it opens (SPEC §2). Before
// (or without) JavaScript there is no dialog: "View Details" is a link whose page shows the details above the history
// (?order=<id>), where "Return or exchange" opens the return form (?return=<id>); an order that may be cancelled has a
// "Cancel order" link that opens the cancel form on the page (?cancel=<id>) (decision 031).
import { formatDate, formatRupees } from '@shop/contract/money';
import { PackageIcon } from 'lucide-react';
import { Suspense, useRef, type MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { awaitsCodConfirmation } from '#web/entities/order/cod-confirmation-api.ts';
import { useOrders, type Order } from '#web/entities/order/order-api.ts';
import { OrderStatusBadge } from '#web/components/order-status-badge.tsx';
import { CancelOrderForm } from '#web/features/account/cancel-order-form.tsx';
import { useOrderViewHref } from '#web/features/account/order-links.ts';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

// The details (with their cancel, return and refund parts) load with the first "View Details", or its hover.
const OrderDetailsDialog = lazyComponent(
  () => import('#web/features/account/order-details-dialog.tsx'),
  'OrderDetailsDialog',
);
// The page's own details and return form, before (or without) the app: loaded only by a page that shows them.
const OrderDetailsSection = lazyComponent(
  () => import('#web/features/account/order-details-section.tsx'),
  'OrderDetailsSection',
);
const ReturnRequestSection = lazyComponent(
  () => import('#web/features/account/return-request-section.tsx'),
  'ReturnRequestSection',
);

export function OrderHistory() {
  const { data: orders, isPending, isError, refetch } = useOrders();
  // The open order lives in the URL (?order=<id>), so a mail's "View your order" link opens its details.
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('order');
  const setSelectedId = (orderId: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (orderId) next.set('order', orderId);
        else next.delete('order');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const returnId = searchParams.get('return');
  const opener = useRef<HTMLElement | null>(null);
  const hydrated = useHydrated();

  function viewDetails(order: Order, event: MouseEvent<HTMLButtonElement>) {
    opener.current = event.currentTarget;
    setSelectedId(order._id);
  }

  let body;
  if (isPending) {
    body = (
      <div role="status" aria-label="Loading your orders" className="grid gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  } else if (isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>We couldn't load your orders.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (orders.length === 0) {
    body = (
      <div className="grid justify-items-center gap-3 py-8 text-center text-muted-foreground">
        <PackageIcon className="size-8" aria-hidden />
        <p>You haven't placed any orders yet.</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/shop/listing">Start shopping</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {/* Phones: one card per order. Only one of the two layouts is ever displayed (and so read out). */}
        <ul className="grid gap-3 md:hidden" aria-labelledby="order-history-heading">
          {orders.map((order) => (
            <li key={order._id} className="grid gap-3 rounded-lg border border-border p-4">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Order ID</dt>
                <dd className="font-medium tabular-nums">{order.order_number}</dd>
                <dt className="text-muted-foreground">Order Date</dt>
                <dd>{formatDate(order.created_at)}</dd>
                <dt className="text-muted-foreground">Order Status</dt>
                <dd>
                  <OrderStatus order={order} />
                </dd>
                <dt className="text-muted-foreground">Order Price</dt>
                <dd className="font-semibold">{formatRupees(order.total_amount)}</dd>
              </dl>
              <ViewDetailsButton order={order} onClick={viewDetails} className="w-full" />
              <CancelLink order={order} className="w-full" />
            </li>
          ))}
        </ul>

        <div className="hidden overflow-x-auto md:block">
          <table className="w-full text-left text-sm" aria-labelledby="order-history-heading">
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th scope="col" className="py-3 pr-4 font-medium">
                  Order ID
                </th>
                <th scope="col" className="py-3 pr-4 font-medium">
                  Order Date
                </th>
                <th scope="col" className="py-3 pr-4 font-medium">
                  Order Status
                </th>
                <th scope="col" className="py-3 pr-4 text-right font-medium">
                  Order Price
                </th>
                <th scope="col" className="py-3">
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {orders.map((order) => (
                <tr key={order._id}>
                  <td className="py-3 pr-4 font-medium whitespace-nowrap tabular-nums">{order.order_number}</td>
                  <td className="py-3 pr-4 whitespace-nowrap">{formatDate(order.created_at)}</td>
                  <td className="py-3 pr-4">
                    <OrderStatus order={order} />
                  </td>
                  <td className="py-3 pr-4 text-right font-medium whitespace-nowrap tabular-nums">
                    {formatRupees(order.total_amount)}
                  </td>
                  <td className="py-3 text-right">
                    <span className="inline-flex flex-wrap justify-end gap-2">
                      <CancelLink order={order} />
                      <ViewDetailsButton order={order} onClick={viewDetails} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  const fromList = (orderId: string) => orders?.find((order) => order._id === orderId);
  return (
    <>
      {/* Before the app runs the details are the page's; once it runs, the dialog's (below). */}
      {selectedId && !hydrated && (
        <Suspense fallback={null}>
          <OrderDetailsSection orderId={selectedId} fromList={fromList(selectedId)} />
        </Suspense>
      )}
      {returnId && (
        <Suspense fallback={null}>
          <ReturnRequestSection orderId={returnId} fromList={fromList(returnId)} />
        </Suspense>
      )}
      <section aria-labelledby="order-history-heading" className="rounded-lg border border-border p-4 sm:p-6">
        <h2 id="order-history-heading" className="mb-4 text-lg font-semibold">
          Order History
        </h2>
        {orders && <CancelOrderForm orders={orders} />}
        {body}
        <MountWhenOpened open={selectedId !== null}>
          <OrderDetailsDialog
            orderId={selectedId}
            fromList={selectedId ? fromList(selectedId) : undefined}
            onClose={() => setSelectedId(null)}
            returnFocusTo={() => opener.current}
            onOpenOrder={setSelectedId}
          />
        </MountWhenOpened>
      </section>
    </>
  );
}

/** The status badge, and a flag on a Cash on Delivery order that waits for its shopper to confirm it. */
function OrderStatus({ order }: { order: Order }) {
  const badge = <OrderStatusBadge status={order.order_status} paymentStatus={order.payment_status} withRefund />;
  if (!awaitsCodConfirmation(order)) return badge;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {badge}
      <Badge variant="accent">Please confirm</Badge>
    </span>
  );
}

/** Before the app runs: the way to cancel an order that may still be cancelled (once it runs, its details have it). */
function CancelLink({ order, className }: { order: Order; className?: string }) {
  const hydrated = useHydrated();
  const viewHref = useOrderViewHref();
  if (hydrated || !order.allowed_actions.includes('cancel')) return null;
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <Link to={viewHref('cancel', order._id)}>
        Cancel order
        <span className="sr-only"> {order.order_number}</span>
      </Link>
    </Button>
  );
}

function ViewDetailsButton({
  order,
  onClick,
  className,
}: {
  order: Order;
  onClick: (order: Order, event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
}) {
  // The details are a dialog the app opens: until it runs, a link to this page showing them.
  const hydrated = useHydrated();
  const viewHref = useOrderViewHref();
  const label = (
    <>
      View Details
      <span className="sr-only">
        {' '}
        of the order placed on {formatDate(order.created_at)} for {formatRupees(order.total_amount)}
      </span>
    </>
  );
  if (!hydrated) {
    return (
      <Button asChild variant="outline" size="sm" className={className}>
        <Link to={viewHref('order', order._id)}>{label}</Link>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onPointerEnter={OrderDetailsDialog.preload}
      onFocus={OrderDetailsDialog.preload}
      onClick={(event) => onClick(order, event)}
    >
      {label}
    </Button>
  );
}
