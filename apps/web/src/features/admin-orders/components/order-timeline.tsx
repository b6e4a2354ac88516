// Owns the "Timeline" of staff's order details: every change and money movement, oldest first, who made it and when.
import { formatRupees } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';
import type { OrderEvent, RefundStatus, ReturnStatus } from '@shop/contract/refunds';
import { useId } from 'react';
import { orderStatusWord, paymentStatusWord } from '#web/components/order-status-badge.tsx';
import { formatDateTime } from '#web/entities/order/order-time.ts';

const RETURN_WORDS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
};
const REFUND_WORDS: Record<RefundStatus, string> = { pending: 'Pending', processed: 'Processed', failed: 'Failed' };

/** A word of `words` for a value the timeline carries as text; one the shop does not know reads as sent. */
const wordOf =
  <K extends string>(words: Record<K, string>) =>
  (value: string) =>
    Object.hasOwn(words, value) ? words[value as K] : value;

/** "Order status: Confirmed → Cancelled"; a bare note reads as itself. */
function whatHappened(event: OrderEvent): string | null {
  const change = (label: (value: string) => string) =>
    [event.from, event.to]
      .filter((value): value is string => value !== null)
      .map(label)
      .join(' → ');
  switch (event.kind) {
    case 'orderStatus':
      return `Order status: ${change(orderStatusWord)}`;
    case 'paymentStatus':
      return `Payment: ${change(paymentStatusWord)}`;
    case 'refund':
      return `Refund: ${change(wordOf(REFUND_WORDS))}`;
    case 'return':
      return `Return: ${change(wordOf(RETURN_WORDS))}`;
    case 'note':
    case 'shipment':
      return null;
  }
}

export function OrderTimeline({ order }: { order: Order }) {
  const headingId = useId();
  const events = order.events ?? [];
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        Timeline
      </h3>
      <ol className="grid gap-0 border-l-2 border-border pl-4">
        {events.map((event) => {
          const what = whatHappened(event);
          return (
            <li key={event._id} className="relative grid gap-0.5 pb-3 last:pb-0">
              <span aria-hidden className="absolute top-1.5 -left-[1.3125rem] size-2 rounded-full bg-accent" />
              <p className="text-xs text-muted-foreground">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.actor}
              </p>
              {what && <p className="font-medium">{what}</p>}
              {event.note && <p className="break-words">{event.note}</p>}
              {(event.amount !== null || event.reference) && (
                <p className="text-muted-foreground">
                  {event.amount !== null && <span className="tabular-nums">{formatRupees(event.amount)}</span>}
                  {event.amount !== null && event.reference && ' · '}
                  {event.reference && (
                    <span>
                      Reference <span className="font-mono text-xs break-all">{event.reference}</span>
                    </span>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
