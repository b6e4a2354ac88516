// Owns what staff read after booking parcels: how many shipped, each order that failed with the courier's or
// server's words, the labels and manifest to print, and the day the courier comes for them.
import { formatDate } from '@shop/contract/money';
import { FileDownIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import type { ShipResult } from '#web/features/admin-orders/api/ship-orders.ts';

export type ShipResultProps = {
  result: ShipResult;
  /** An order's short number by its id, for the failures (the answer names them by id). */
  numberOf: (orderId: string) => string;
};

const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

export function ShipResultSummary({ result, numberOf }: ShipResultProps) {
  const shipped = result.shipments.length;
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-background p-4 text-sm">
      <p className="font-medium">
        {shipped > 0 ? `${orders(shipped)} shipped` : 'Nothing shipped'}
        {result.failed.length > 0 && `, ${orders(result.failed.length)} could not ship`}
      </p>
      {result.pickup_date && (
        <p>
          Pickup on <time dateTime={result.pickup_date}>{formatDate(result.pickup_date)}</time>
        </p>
      )}
      {shipped > 0 && (
        <ul className="grid gap-1" aria-label="Shipped">
          {result.shipments.map((parcel) => (
            <li key={parcel.order_id}>
              <span className="font-medium tabular-nums">{parcel.order_number}</span>: {parcel.courier_name}, AWB{' '}
              <span className="font-mono text-xs break-all">{parcel.awb}</span>
            </li>
          ))}
        </ul>
      )}
      {(result.labels_url || result.manifest_url) && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {result.labels_url && (
            <Button asChild variant="outline" className="w-full sm:w-fit">
              <a href={result.labels_url} download>
                <FileDownIcon aria-hidden />
                Download labels (PDF)
              </a>
            </Button>
          )}
          {result.manifest_url && (
            <Button asChild variant="outline" className="w-full sm:w-fit">
              <a href={result.manifest_url} download>
                <FileDownIcon aria-hidden />
                Download manifest (PDF)
              </a>
            </Button>
          )}
        </div>
      )}
      {result.failed.length > 0 && (
        <ul className="grid gap-1" aria-label="Could not ship">
          {result.failed.map((failure) => (
            <li key={failure.order_id} className="text-destructive">
              <span className="font-medium tabular-nums">{numberOf(failure.order_id)}</span>: {failure.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
