// Owns the shopper's view of a parcel booked through the courier aggregator: courier and AWB (the courier's tracking page
// one tap away), where it is in words, the promised and expected dates, and every scan as a timeline, newest first.
import { SHIPMENT_STATE_LABELS, type Shipment, type ShipmentEvent } from '@shop/contract/shipping';
import { ExternalLinkIcon } from 'lucide-react';
import { useId } from 'react';
import { Fact, FactList } from '#web/components/ui/fact-list.tsx';
import { cn } from '#web/lib/class-names.ts';

/** India's calendar whatever the machine's zone: "Mon, 30 Nov", and a scan's "Mon, 30 Nov, 2:15 pm". */
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});
const scanFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export const formatDay = (isoDate: string) => dayFormat.format(new Date(isoDate));

/** The courier's words for the failed attempt: staff's copy of it, else the last failed scan's. */
function failedReason(shipment: Shipment): string | null {
  const scan = shipment.events.findLast((event) => event.status === 'undelivered');
  const reason = shipment.ndr?.reason ?? scan?.note ?? scan?.location ?? null;
  return reason?.trim().replace(/[.\s]+$/, '') || null;
}

export function OrderTrackingTimeline({ shipment }: { shipment: Shipment }) {
  const headingId = useId();
  const courier = shipment.courier_name ?? 'the courier';
  // Newest first: what a shopper opens this for is where the parcel is now.
  const scans = [...shipment.events].reverse();
  const reason = shipment.status === 'undelivered' ? failedReason(shipment) : null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        Tracking
      </h3>
      <FactList>
        {shipment.courier_name && <Fact label="Courier">{shipment.courier_name}</Fact>}
        {shipment.awb && (
          <Fact label="AWB">
            {shipment.tracking_url ? (
              // noreferrer too: the courier need not learn which shop page the shopper came from.
              <a
                href={shipment.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-mono text-xs underline underline-offset-4 hover:text-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {shipment.awb} <span className="sr-only">(track with {courier}, opens in a new tab)</span>
                <ExternalLinkIcon aria-hidden className="size-3.5 shrink-0" />
              </a>
            ) : (
              <span className="font-mono text-xs">{shipment.awb}</span>
            )}
          </Fact>
        )}
        <Fact label="Status">{SHIPMENT_STATE_LABELS[shipment.status]}</Fact>
        {shipment.promised_date && <Fact label="Promised by">{formatDay(shipment.promised_date)}</Fact>}
        {shipment.expected_date && shipment.status !== 'delivered' && (
          <Fact label="Expected">{formatDay(shipment.expected_date)}</Fact>
        )}
      </FactList>

      {shipment.status === 'undelivered' && (
        <p role="note" className="rounded-md border border-destructive bg-destructive/5 p-3">
          {reason ? `The courier could not deliver: ${reason}.` : 'The courier could not deliver your parcel.'} We will
          contact you to arrange another attempt.
        </p>
      )}

      {scans.length > 0 ? (
        <ol aria-label="Parcel updates, newest first" className="grid">
          {scans.map((scan, index) => (
            <Scan
              key={`${scan.at}-${scan.status}-${index}`}
              scan={scan}
              current={index === 0}
              last={index === scans.length - 1}
            />
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground">No scans yet: {courier} will update this once it collects the parcel.</p>
      )}
    </section>
  );
}

/** One scan: a dot on the line (the current one filled in the accent colour), what happened, where and when. */
function Scan({ scan, current, last }: { scan: ShipmentEvent; current: boolean; last: boolean }) {
  const words = [scan.location, scan.note].filter(Boolean).join(' · ');
  return (
    <li aria-current={current ? 'step' : undefined} className="relative grid gap-0.5 pb-4 pl-7 last:pb-0">
      {/* The line to the next (older) scan, behind the dots. */}
      {!last && <span aria-hidden className="absolute top-4 bottom-0 left-[0.4375rem] w-0.5 bg-border" />}
      <span
        aria-hidden
        className={cn(
          'absolute top-1 left-0 size-4 rounded-full border-2',
          current ? 'border-accent bg-accent ring-4 ring-accent/20' : 'border-border bg-background',
        )}
      />
      <span className={cn('font-medium', current && 'text-accent-strong')}>
        {SHIPMENT_STATE_LABELS[scan.status]}
        {current && <span className="sr-only"> (latest)</span>}
      </span>
      {words && <span className="wrap-anywhere text-muted-foreground">{words}</span>}
      <time dateTime={scan.at} className="text-xs text-muted-foreground">
        {scanFormat.format(new Date(scan.at))}
      </time>
    </li>
  );
}
