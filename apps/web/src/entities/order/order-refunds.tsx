// Owns an order's "Refunds" section, as the shopper and staff both read it: each refund's amount, state, date, way
// back, reference and credit note.
import { fillPath, type Route } from '@shop/contract/endpoint';
import { formatRupees } from '@shop/contract/money';
import type { adminRefundEndpoints, Refund, RefundStatus, returnEndpoints } from '@shop/contract/refunds';
import { DownloadIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { apiUrl } from '#web/lib/api-client.ts';

export type { Refund };

const SHOP_CREDIT_NOTE: Route<typeof returnEndpoints.creditNote> = 'GET /api/shop/order/credit-note/:id';
const ADMIN_CREDIT_NOTE: Route<typeof adminRefundEndpoints.creditNote> = 'GET /api/admin/orders/credit-note/:id';
const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);

/** Where a refund's credit note downloads from: linked (`<a download>`) like the tax invoice, never fetched. */
export const creditNoteUrl = (refundId: string, reader: 'shopper' | 'staff') =>
  apiUrl(fillPath(pathOf(reader === 'staff' ? ADMIN_CREDIT_NOTE : SHOP_CREDIT_NOTE), { id: refundId }));

const REFUND_STATUS: Record<RefundStatus, { label: string; variant: NonNullable<BadgeProps['variant']> }> = {
  pending: { label: 'Pending', variant: 'outline' },
  processed: { label: 'Processed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/**
 * `reader` picks the words for a failed refund; `action` adds something under a refund (staff's "Record transfer").
 * Nothing is shown for an order without refunds.
 */
export function OrderRefunds({
  refunds,
  reader,
  action,
}: {
  refunds: readonly Refund[];
  reader: 'shopper' | 'staff';
  action?: (refund: Refund) => ReactNode;
}) {
  const headingId = useId();
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        Refunds
      </h3>
      <ul className="divide-y divide-border rounded-md border border-border">
        {refunds.map((refund) => {
          const status = REFUND_STATUS[refund.status];
          return (
            <li key={refund._id} className="grid gap-2 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold tabular-nums">{formatRupees(refund.amount)}</p>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
              {refund.status === 'failed' && (
                <p className="text-destructive">
                  {reader === 'shopper'
                    ? 'This refund did not go through. Our team will try again.'
                    : 'This refund did not go through: refund the order again to retry.'}
                </p>
              )}
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-muted-foreground">
                <dt>Asked on</dt>
                <dd className="text-foreground">{formatDateTime(refund.created_at)}</dd>
                {refund.processed_at && (
                  <>
                    <dt>Processed on</dt>
                    <dd className="text-foreground">{formatDateTime(refund.processed_at)}</dd>
                  </>
                )}
                <dt>Method</dt>
                <dd className="text-foreground">{refund.method}</dd>
                {refund.reason && (
                  <>
                    <dt>Reason</dt>
                    <dd className="text-foreground break-words">{refund.reason}</dd>
                  </>
                )}
                {refund.reference && (
                  <>
                    <dt>Reference</dt>
                    <dd className="font-mono text-xs text-foreground break-all">{refund.reference}</dd>
                  </>
                )}
                {refund.credit_note_number && (
                  <>
                    <dt>Credit note</dt>
                    <dd className="text-foreground">{refund.credit_note_number}</dd>
                  </>
                )}
              </dl>
              {refund.credit_note_number && (
                <a
                  href={creditNoteUrl(refund._id, reader)}
                  download
                  className="inline-flex w-fit items-center gap-1.5 font-medium text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <DownloadIcon className="size-4" aria-hidden />
                  Download credit note {refund.credit_note_number} (PDF)
                </a>
              )}
              {action?.(refund)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
