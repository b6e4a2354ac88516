// Owns booking one order's parcel from its details: "Ship" asks the couriers that serve its pincode, staff choose one
// (the cheapest and the fastest marked; one that takes no cash cannot carry a COD order) and "Book courier" books it.
import { formatDate, formatRupees } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';
import { TruckIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCourierRates, type CourierRate } from '#web/features/admin-orders/api/get-courier-rates.ts';
import { useShipOrders, type ShipResult } from '#web/features/admin-orders/api/ship-orders.ts';
import { ShipResultSummary } from '#web/features/admin-orders/components/ship-result.tsx';

export type BookCourierProps = {
  order: Order;
  /** Called once the courier is booked, so the section can move focus to the parcel's details. */
  onBooked: () => void;
};

export function BookCourier({ order, onBooked }: BookCourierProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asked, setAsked] = useState(false);
  const rates = useCourierRates(order._id, asked);
  const ship = useShipOrders();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<ShipResult | null>(null);
  const cod = order.payment_method === 'COD';
  const usable = (rate: CourierRate) => !cod || rate.cod;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (ship.isPending) return;
    if (!chosen) {
      setMissing(true);
      return;
    }
    const answer = await ship.mutateAsync({ order_ids: [order._id], courier_id: chosen }).catch(() => null);
    if (!answer) return;
    setResult(answer.data);
    if (answer.data.shipments.length > 0) onBooked();
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-border pt-4">
      {/* Focusable: "Ship" gives way to the couriers, and focus waits here rather than falling to the page. */}
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold focus-visible:outline-none">
        Ship
      </h3>
      {!asked ? (
        <>
          <p className="text-muted-foreground">Book a courier through the shop’s courier aggregator.</p>
          <Button
            className="w-full sm:w-fit"
            onClick={() => {
              setAsked(true);
              heading.current?.focus();
            }}
          >
            <TruckIcon aria-hidden />
            Ship
          </Button>
        </>
      ) : rates.isPending ? (
        <Skeleton role="status" aria-label="Loading the couriers" className="h-32" />
      ) : rates.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{rates.error.message}</p>
          <Button variant="outline" onClick={() => void rates.refetch()}>
            Try again
          </Button>
        </div>
      ) : rates.data.length === 0 ? (
        <p role="alert">No courier serves this pincode. Send the parcel another way and save its tracking below.</p>
      ) : (
        <form noValidate className="grid gap-3" aria-labelledby={headingId} onSubmit={(e) => void onSubmit(e)}>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium">Choose a courier</legend>
            <RadioGroup
              value={chosen ?? ''}
              onValueChange={(value) => {
                setChosen(value);
                setMissing(false);
              }}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${headingId}-missing` : undefined}
              className="gap-2"
            >
              {rates.data.map((rate) => (
                <CourierOption key={rate.courier_id} rate={rate} disabled={!usable(rate)} cod={cod} />
              ))}
            </RadioGroup>
          </fieldset>
          {missing && (
            <p id={`${headingId}-missing`} className="text-sm font-medium text-destructive">
              Choose a courier first
            </p>
          )}
          <Button type="submit" className="w-full sm:w-fit" aria-busy={ship.isPending}>
            {ship.isPending ? 'Booking…' : 'Book courier'}
          </Button>
        </form>
      )}
      <div role="status" aria-live="polite">
        {result && <ShipResultSummary result={result} numberOf={() => order.order_number} />}
      </div>
    </section>
  );
}

function CourierOption({ rate, disabled, cod }: { rate: CourierRate; disabled: boolean; cod: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-3 has-[[data-state=checked]]:border-accent has-[:disabled]:opacity-60">
      <RadioGroupItem id={id} value={rate.courier_id} disabled={disabled} className="mt-0.5" />
      <Label htmlFor={id} className="grid flex-1 gap-1 leading-snug font-normal">
        {/* The spaces between the parts keep the radio's name readable ("Ekart Cheapest ₹80.00 · arrives by …"). */}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{rate.courier_name}</span>{' '}
          {rate.cheapest && <Badge variant="accent">Cheapest</Badge>}{' '}
          {rate.fastest && <Badge variant="accent">Fastest</Badge>}{' '}
          {cod && !rate.cod && <Badge variant="outline">No COD</Badge>}
        </span>{' '}
        <span className="text-muted-foreground">
          <span className="font-medium text-foreground tabular-nums">{formatRupees(rate.rate)}</span> · arrives by{' '}
          <time dateTime={rate.etd}>{formatDate(rate.etd)}</time>
        </span>
      </Label>
    </div>
  );
}
