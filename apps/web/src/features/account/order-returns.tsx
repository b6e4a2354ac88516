// Owns the order's return and exchange requests as the shopper follows them: each one's state, what staff said, its
// lines and reasons, and the replacement order an exchange placed (a link to its details before the app runs).
import { formatDate, formatRupees } from '@shop/contract/money';
import type { ReturnStatus } from '@shop/contract/refunds';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { lineOptionsText, LineOptions } from '#web/components/line-options.tsx';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';
import type { ReturnRequest } from '#web/features/account/api/return-api.ts';
import { useOrderViewHref } from '#web/features/account/order-links.ts';
import { RETURN_REASON_WORDS } from '#web/features/account/return-reason-words.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

const RETURN_STATUS: Record<ReturnStatus, { label: string; variant: NonNullable<BadgeProps['variant']> }> = {
  requested: { label: 'Requested', variant: 'outline' },
  approved: { label: 'Approved', variant: 'accent' },
  rejected: { label: 'Rejected', variant: 'destructive' },
  received: { label: 'Received', variant: 'success' },
};

export function OrderReturns({
  requests,
  onOpenOrder,
}: {
  requests: readonly ReturnRequest[];
  /** Shows another of the shopper's orders in the details (an exchange's replacement). */
  onOpenOrder: (orderId: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        Returns and exchanges
      </h3>
      <ul className="grid gap-3">
        {requests.map((request) => (
          <ReturnRequestItem key={request._id} request={request} onOpenOrder={onOpenOrder} />
        ))}
      </ul>
    </section>
  );
}

function ReturnRequestItem({
  request,
  onOpenOrder,
}: {
  request: ReturnRequest;
  onOpenOrder: (orderId: string) => void;
}) {
  const status = RETURN_STATUS[request.status];
  return (
    <li className="grid gap-3 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">Asked on {formatDate(request.created_at)}</p>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <StatusWords request={request} onOpenOrder={onOpenOrder} />
      <ul className="divide-y divide-border">
        {request.items.map((item) => {
          const target = lineOptionsText({ size: item.exchange_size, colour: item.exchange_colour });
          return (
            <li key={item._id} className="grid gap-0.5 py-2 first:pt-0 last:pb-0">
              <p className="font-medium break-words">{item.title}</p>
              <LineOptions size={item.size} colour={item.colour} />
              <p className="text-muted-foreground">
                Quantity: {item.quantity} · {RETURN_REASON_WORDS[item.reason]}
              </p>
              <p>
                {item.exchange_variant_id
                  ? `Exchange for ${target ?? 'another option'}`
                  : `Refund of ${formatRupees(item.refund_amount)}`}
              </p>
            </li>
          );
        })}
      </ul>
      {request.note && <p className="break-words text-muted-foreground">Your note: {request.note}</p>}
    </li>
  );
}

function StatusWords({ request, onOpenOrder }: { request: ReturnRequest; onOpenOrder: (orderId: string) => void }) {
  const staffNote = request.staff_note ? (
    <span className="block break-words">Note from our team: {request.staff_note}</span>
  ) : null;
  switch (request.status) {
    case 'requested':
      return <p>Return requested: we will let you know here once our team has looked at it.</p>;
    case 'approved':
      return (
        <p>
          Approved: please send the parcel back to us.
          {staffNote}
        </p>
      );
    case 'rejected':
      return (
        <p>
          Rejected.
          {staffNote}
        </p>
      );
    case 'received':
      return (
        <div className="grid gap-1">
          {request.refund_amount > 0 && (
            <p>Received: {formatRupees(request.refund_amount)} is refunded to the way you paid.</p>
          )}
          {request.exchange_order_id && (
            <p>
              Received: your replacement order is placed.{' '}
              <ReplacementOrderLink orderId={request.exchange_order_id} onOpenOrder={onOpenOrder}>
                View order {request.exchange_order_number ?? request.exchange_order_id}
              </ReplacementOrderLink>
            </p>
          )}
          {staffNote}
        </div>
      );
  }
}

const LINK_CLASSES =
  'text-left font-medium wrap-anywhere text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Once the app runs, the details show the replacement order in place; before, a link opens its details. */
function ReplacementOrderLink({
  orderId,
  onOpenOrder,
  children,
}: {
  orderId: string;
  onOpenOrder: (orderId: string) => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const viewHref = useOrderViewHref();
  if (!hydrated) {
    return (
      <Link to={viewHref('order', orderId)} className={LINK_CLASSES}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={LINK_CLASSES} onClick={() => onOpenOrder(orderId)}>
      {children}
    </button>
  );
}
