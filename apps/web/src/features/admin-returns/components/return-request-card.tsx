// Owns one return or exchange request on staff's Returns screen: who asked, for which order, each line and why,
// what goes back, the notes, and the actions its state allows.
import { formatDate, formatRupees } from '@shop/contract/money';
import { RETURN_REASON_LABELS, type ReturnRequest, type ReturnStatus } from '@shop/contract/refunds';
import { useId } from 'react';
import { LineOptions, lineOptionsText } from '#web/components/line-options.tsx';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { ReturnAction } from '#web/features/admin-returns/api/update-return.ts';

export const RETURN_STATUS: Record<ReturnStatus, { label: string; variant: NonNullable<BadgeProps['variant']> }> = {
  requested: { label: 'Requested', variant: 'outline' },
  approved: { label: 'Approved', variant: 'accent' },
  rejected: { label: 'Rejected', variant: 'destructive' },
  received: { label: 'Received', variant: 'success' },
};

/** requested → approved → received, or requested → rejected (contract/refunds.ts). */
const ACTIONS: Record<ReturnStatus, ReturnAction[]> = {
  requested: ['approve', 'reject'],
  approved: ['receive'],
  rejected: [],
  received: [],
};
export const ACTION_LABELS: Record<ReturnAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  receive: 'Mark received',
};

export function ReturnRequestCard({
  request,
  onOpenOrder,
  onAction,
}: {
  request: ReturnRequest;
  onOpenOrder: (orderId: string) => void;
  onAction: (request: ReturnRequest, action: ReturnAction) => void;
}) {
  const headingId = useId();
  const status = RETURN_STATUS[request.status];
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-border bg-background p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="font-semibold">
            {request.customer?.name ?? 'A shopper'}
            <span className="sr-only">’s return, {status.label}</span>
          </h2>
          {request.customer && <p className="text-sm break-all text-muted-foreground">{request.customer.email}</p>}
        </div>
        <div className="grid justify-items-end gap-1">
          <Badge variant={status.variant}>{status.label}</Badge>
          <p className="text-xs text-muted-foreground">Asked on {formatDate(request.created_at)}</p>
        </div>
      </header>

      <p className="text-sm">
        Order{' '}
        <button
          type="button"
          className="text-left font-medium text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-label={`Open order ${request.order_number}`}
          onClick={() => onOpenOrder(request.order_id)}
        >
          {request.order_number}
        </button>
      </p>

      <ul className="divide-y divide-border rounded-md border border-border text-sm">
        {request.items.map((item) => {
          const target = lineOptionsText({ size: item.exchange_size, colour: item.exchange_colour });
          return (
            <li key={item._id} className="grid gap-0.5 p-3">
              <p className="font-medium break-words">{item.title}</p>
              <LineOptions size={item.size} colour={item.colour} />
              <p className="text-muted-foreground">
                Quantity: {item.quantity} · {RETURN_REASON_LABELS[item.reason]}
              </p>
              <p>
                {item.exchange_variant_id
                  ? `Exchange for ${target ?? 'another option'}`
                  : `Refund ${formatRupees(item.refund_amount)}`}
              </p>
            </li>
          );
        })}
      </ul>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Refund</dt>
        <dd className="font-medium tabular-nums">{formatRupees(request.refund_amount)}</dd>
        {request.note && (
          <>
            <dt className="text-muted-foreground">Shopper’s note</dt>
            <dd className="break-words">{request.note}</dd>
          </>
        )}
        {request.staff_note && (
          <>
            <dt className="text-muted-foreground">Staff note</dt>
            <dd className="break-words">{request.staff_note}</dd>
          </>
        )}
        {request.exchange_order_id && (
          <>
            <dt className="text-muted-foreground">Replacement</dt>
            <dd>
              <button
                type="button"
                className="text-left font-medium text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                aria-label={`Open replacement order ${request.exchange_order_number ?? request.exchange_order_id}`}
                onClick={() => onOpenOrder(request.exchange_order_id!)}
              >
                {request.exchange_order_number ?? request.exchange_order_id}
              </button>
            </dd>
          </>
        )}
      </dl>

      {ACTIONS[request.status].length > 0 && (
        <div className="flex flex-wrap gap-2">
          {ACTIONS[request.status].map((action) => (
            <Button
              key={action}
              variant={action === 'reject' ? 'outline' : 'default'}
              className="flex-1 sm:flex-none"
              onClick={() => onAction(request, action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
