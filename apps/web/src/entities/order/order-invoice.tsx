// Owns an order's tax invoice in its details: the download once issued, or what a paid order's reader is told meanwhile.
import { DownloadIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { invoiceUrl, type Order } from '#web/entities/order/order-api.ts';

/** `waiting`: what a paid order without its invoice yet says to this reader; an unpaid order says nothing. */
export function OrderInvoice({
  order,
  reader,
  waiting,
}: {
  order: Order;
  reader: 'shopper' | 'staff';
  waiting: ReactNode;
}) {
  if (order.invoice_number) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
        <p className="font-medium">Tax invoice {order.invoice_number}</p>
        <Button asChild variant="outline" size="sm">
          <a href={invoiceUrl(order._id, reader)} download>
            <DownloadIcon aria-hidden />
            Download invoice (PDF)
          </a>
        </Button>
      </div>
    );
  }
  // A cancelled order is being refunded: no invoice is on its way to wait for.
  if (order.payment_status !== 'paid' || order.order_status === 'cancelled') return null;
  return <p className="rounded-md border border-border bg-muted p-3">{waiting}</p>;
}
