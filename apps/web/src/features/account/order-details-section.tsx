// Owns an order's details on the page itself, before (or without) JavaScript: "View Details" is then a link
// (?order=<id>) whose page shows them here, above the order history, with a link that closes them; once the app runs,
// the dialog shows them instead (decision 031). Loaded only for such a page, so the account's first visit is no heavier.
import { formatDate } from '@shop/contract/money';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useOrderDetails, type Order } from '#web/entities/order/order-api.ts';
import { OrderDetails } from '#web/features/account/order-details.tsx';
import { ORDER_VIEW_ANCHOR, useOrderViewHref } from '#web/features/account/order-links.ts';

const HEADING_ID = 'order-details-heading';

export function OrderDetailsSection({ orderId, fromList }: { orderId: string; fromList: Order | undefined }) {
  const { data: order } = useOrderDetails(orderId, fromList);
  const viewHref = useOrderViewHref();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section
      id={ORDER_VIEW_ANCHOR.order}
      aria-labelledby={HEADING_ID}
      className="mb-6 grid scroll-mt-20 gap-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
            Order Details
          </h2>
          <p className="text-sm text-muted-foreground">
            {order ? `Order ${order.order_number}, placed on ${formatDate(order.created_at)}` : 'Order not found'}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={viewHref(null)}>
            Close<span className="sr-only"> the order’s details</span>
          </Link>
        </Button>
      </div>
      {order ? (
        // Links stand in for its buttons until the app runs (another order's details open by their own link).
        <OrderDetails order={order} focusAfter={heading} onOpenOrder={() => undefined} />
      ) : (
        <p className="text-sm">We couldn't find this order among yours.</p>
      )}
    </section>
  );
}
