// Owns the parcel in staff's order details: its courier, AWB (with the courier's tracking page), state, dates, label,
// the courier's scans oldest first, what the courier charged, the COD cash, and cancelling it before pickup.
import { formatDate, formatRupees } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';
import { SHIPMENT_STATE_LABELS, type Shipment } from '@shop/contract/shipping';
import { FileDownIcon } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Fact, FactList } from '#web/components/ui/fact-list.tsx';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { shippingDocumentUrl } from '#web/features/admin-orders/api/shipping-api.ts';
import { CancelShipment } from '#web/features/admin-orders/components/cancel-shipment.tsx';
import { ShipmentBadge } from '#web/features/admin-orders/components/shipment-badge.tsx';

export type ShipmentDetailsProps = {
  order: Order;
  shipment: Shipment;
  /** The section's heading: where focus goes once a parcel is booked or cancelled. */
  headingRef: RefObject<HTMLHeadingElement | null>;
};

export function ShipmentDetails({ order, shipment, headingRef }: ShipmentDetailsProps) {
  const headingId = useId();
  const labelUrl = shipment.label_url ?? shippingDocumentUrl('labels', [order._id]);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-border pt-4">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold focus-visible:outline-none">
        Shipment
      </h3>
      <FactList>
        <Fact label="Courier">{shipment.courier_name ?? 'Not assigned yet'}</Fact>
        <Fact label="AWB">
          {shipment.awb && shipment.tracking_url ? (
            <a
              href={shipment.tracking_url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-mono text-xs text-accent underline underline-offset-4"
            >
              {shipment.awb} <span className="sr-only">(track it on the courier’s page, opens in a new tab)</span>
            </a>
          ) : (
            <span className="font-mono text-xs">{shipment.awb ?? 'Not assigned yet'}</span>
          )}
        </Fact>
        <Fact label="Shipment state">
          <ShipmentBadge state={shipment.status} />
        </Fact>
        {shipment.promised_date && <Fact label="Promised by">{formatDate(shipment.promised_date)}</Fact>}
        {shipment.expected_date && <Fact label="Expected on">{formatDate(shipment.expected_date)}</Fact>}
        {shipment.ndr?.action && (
          <Fact label="After the failed attempt">
            {shipment.ndr.action === 'return'
              ? 'Asked the courier to return it to us'
              : 'Asked the courier to try again'}
          </Fact>
        )}
        {shipment.charge != null && <Fact label="Courier charge">{formatRupees(shipment.charge)}</Fact>}
        {shipment.cod && (
          <>
            <Fact label="Cash to collect">
              {formatRupees(shipment.cod.amount)} · {shipment.cod.collected ? 'Collected' : 'Not collected yet'}
            </Fact>
            <Fact label="Remitted to us">
              {formatRupees(shipment.cod.remitted_amount)}
              {shipment.cod.remittance_reference && (
                <>
                  {' '}
                  · Reference <span className="font-mono text-xs">{shipment.cod.remittance_reference}</span>
                </>
              )}
              {shipment.cod.remitted_at && ` · ${formatDate(shipment.cod.remitted_at)}`}
            </Fact>
            <Fact label="Cash due from the courier">{formatRupees(shipment.cod.due)}</Fact>
          </>
        )}
      </FactList>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {shipment.status !== 'cancelled' && (
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <a href={labelUrl} download>
              <FileDownIcon aria-hidden />
              Download label (PDF)
            </a>
          </Button>
        )}
        {shipment.status === 'booked' && <CancelShipment orderId={order._id} focusAfter={headingRef} />}
      </div>
      <ShipmentScans shipment={shipment} />
    </section>
  );
}

/** The courier's scans, oldest first, as staff's order timeline reads. */
function ShipmentScans({ shipment }: { shipment: Shipment }) {
  const headingId = useId();
  if (shipment.events.length === 0) return <p className="text-muted-foreground">No scans from the courier yet.</p>;
  const scans = [...shipment.events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="font-medium">
        Tracking
      </h4>
      <ol aria-labelledby={headingId} className="grid gap-0 border-l-2 border-border pl-4">
        {scans.map((scan, index) => (
          <li key={`${scan.at}-${index}`} className="relative grid gap-0.5 pb-3 last:pb-0">
            <span aria-hidden className="absolute top-1.5 -left-[1.3125rem] size-2 rounded-full bg-accent" />
            <p className="text-xs text-muted-foreground">
              <time dateTime={scan.at}>{formatDateTime(scan.at)}</time>
              {scan.location && ` · ${scan.location}`}
            </p>
            <p className="font-medium">{SHIPMENT_STATE_LABELS[scan.status]}</p>
            {scan.note && <p className="break-words">{scan.note}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
