// Owns what a shopper can still do with an order from its details, as its allowed_actions say: cancel it in time, or
// ask to return or exchange (confirming a Cash on Delivery order is its own panel, entities/order/cod-confirmation).
// Before (or without) JavaScript the two are links to the page's own forms (?cancel=<id>, ?return=<id>).
import { useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { awaitsCodConfirmation } from '#web/entities/order/cod-confirmation-api.ts';
import type { Order } from '#web/entities/order/order-api.ts';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { useOrderViewHref } from '#web/features/account/order-links.ts';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

// Each dialog loads when first opened (or hovered): most visits to an order open neither.
const CancelOrderDialog = lazyComponent(
  () => import('#web/features/account/cancel-order-dialog.tsx'),
  'CancelOrderDialog',
);
const ReturnRequestDialog = lazyComponent(
  () => import('#web/features/account/return-request-dialog.tsx'),
  'ReturnRequestDialog',
);

export function OrderActions({
  order,
  returnable,
  focusAfter,
}: {
  order: Order;
  /** How many of each line may still go back, once the order's requests are known; null meanwhile. */
  returnable: ReadonlyMap<string, number> | null;
  /** Where focus goes when a dialog's action removed the button that opened it. */
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const hydrated = useHydrated();
  const viewHref = useOrderViewHref();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [returnOpen, setReturnOpen] = useState(false);
  // The dialogs keep the order they opened for while an answer refreshes it under them.
  const [opened, setOpened] = useState(order);
  const open = (which: (open: boolean) => void) => {
    setOpened(order);
    which(true);
  };

  // A Cash on Delivery order waiting for its shopper is cancelled from its confirmation panel, not a second button.
  const canCancel = order.allowed_actions.includes('cancel') && !awaitsCodConfirmation(order);
  // Allowed, and some line is not in an earlier request already.
  const canReturn =
    order.allowed_actions.includes('return') &&
    returnable !== null &&
    [...returnable.values()].some((left) => left > 0);

  // A fragment in the details' grid: the dialogs stay mounted (and close as dialogs do) once their button is gone.
  return (
    <>
      {canCancel && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
          <p>
            {order.cancel_until
              ? `You can cancel this order until ${formatDateTime(order.cancel_until)}.`
              : 'You can cancel this order.'}
          </p>
          {hydrated ? (
            <Button
              variant="outline"
              onPointerEnter={CancelOrderDialog.preload}
              onFocus={CancelOrderDialog.preload}
              onClick={() => open(setCancelOpen)}
            >
              Cancel order
            </Button>
          ) : (
            <PageLink to={viewHref('cancel', order._id)}>Cancel order</PageLink>
          )}
        </div>
      )}
      {canReturn && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
          <p>
            {order.return_until
              ? `You can return or exchange items until ${formatDateTime(order.return_until)}.`
              : 'You can return or exchange items.'}
          </p>
          {hydrated ? (
            <Button
              variant="outline"
              onPointerEnter={ReturnRequestDialog.preload}
              onFocus={ReturnRequestDialog.preload}
              onClick={() => open(setReturnOpen)}
            >
              Return or exchange
            </Button>
          ) : (
            <PageLink to={viewHref('return', order._id)}>Return or exchange</PageLink>
          )}
        </div>
      )}
      <MountWhenOpened open={cancelOpen}>
        <CancelOrderDialog
          order={opened}
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          focusAfterCancel={focusAfter}
        />
      </MountWhenOpened>
      <MountWhenOpened open={returnOpen}>
        <ReturnRequestDialog
          order={opened}
          returnable={returnable ?? new Map()}
          open={returnOpen}
          onOpenChange={setReturnOpen}
          focusAfterSend={focusAfter}
        />
      </MountWhenOpened>
    </>
  );
}

/** Before the app runs: the way to the page's own form, looking like the button the app shows. */
function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>{children}</Link>
    </Button>
  );
}
