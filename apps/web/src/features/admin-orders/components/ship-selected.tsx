// Owns "Ship selected" on staff's orders list: how many orders are chosen, booking them all at once with the
// aggregator's recommended courier, and the result (announced) until the next booking.
import { TruckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useShipOrders, type ShipResult } from '#web/features/admin-orders/api/ship-orders.ts';
import { ShipResultSummary } from '#web/features/admin-orders/components/ship-result.tsx';

export type ShipSelectedProps = {
  /** The chosen orders' ids, each with its short number. */
  selected: ReadonlyMap<string, string>;
  /** Shipped orders leave the selection; those that failed stay chosen, to try again. */
  onShipped: (shippedIds: readonly string[]) => void;
  onClearSelection: () => void;
};

export function ShipSelected({ selected, onShipped, onClearSelection }: ShipSelectedProps) {
  const ship = useShipOrders();
  const [result, setResult] = useState<{ answer: ShipResult; numbers: ReadonlyMap<string, string> } | null>(null);
  const count = selected.size;

  async function shipSelected() {
    if (ship.isPending || count === 0) return;
    const numbers = new Map(selected);
    const answer = await ship.mutateAsync({ order_ids: [...numbers.keys()] }).catch(() => null);
    if (!answer) return;
    setResult({ answer: answer.data, numbers });
    onShipped(answer.data.shipments.map((parcel) => parcel.order_id));
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {count === 0 ? 'Choose orders to ship them together.' : `${count} selected`}
        </p>
        {/* Never disabled: a focused button that becomes disabled (all shipped) drops keyboard focus. */}
        <Button
          className="w-full sm:w-fit aria-disabled:opacity-50"
          onClick={() => void shipSelected()}
          aria-busy={ship.isPending}
          aria-disabled={count === 0}
        >
          <TruckIcon aria-hidden />
          {ship.isPending ? 'Shipping…' : 'Ship selected'}
        </Button>
        {count > 0 && (
          <Button variant="ghost" className="w-full sm:w-fit" onClick={onClearSelection}>
            Clear selection
          </Button>
        )}
      </div>
      <div role="status" aria-live="polite" aria-label="Shipping result">
        {result && <ShipResultSummary result={result.answer} numberOf={(id) => result.numbers.get(id) ?? id} />}
      </div>
    </div>
  );
}
