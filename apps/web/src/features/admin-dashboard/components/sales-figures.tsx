// Owns the dashboard's figure cards, each beside the period before: orders placed and takings (less refunds), the
// parcels booked through the courier aggregator, what couriers charged and the share that came back (RTO), and Cash on
// Delivery: its share, how many shoppers confirmed, what came back (COD against prepaid) and the freight it cost.
import type { Dashboard, DashboardFigure } from '@shop/contract/dashboard';
import { formatRupees } from '@shop/contract/money';
import { cn } from '#web/lib/class-names.ts';

const count = (value: number) => value.toLocaleString('en-IN');

/** "Up ₹350.00 (87.5%) on ₹400.00 the period before": the sign in words for screen readers, as an arrow for eyes. */
export function ChangeLine({ figure, format }: { figure: DashboardFigure; format: (value: number) => string }) {
  const { change, change_percent: percent, previous } = figure;
  const direction = change > 0 ? 'Up' : change < 0 ? 'Down' : 'No change';
  const amount = change === 0 ? '' : ` ${format(Math.abs(change))}`;
  const share = percent === null || change === 0 ? '' : ` (${Math.abs(percent).toLocaleString('en-IN')}%)`;
  return (
    <p
      className={cn(
        'text-sm',
        change > 0 ? 'text-green-700 dark:text-green-400' : change < 0 ? 'text-red-700 dark:text-red-400' : '',
      )}
    >
      <span aria-hidden>{change > 0 ? '▲ ' : change < 0 ? '▼ ' : ''}</span>
      {direction}
      {amount}
      {share}
      <span className="text-muted-foreground">
        {' '}
        on {format(previous)} the period before{previous === 0 && change !== 0 ? ' (no per cent against nothing)' : ''}
      </span>
    </p>
  );
}

function FigureCard({
  label,
  figure,
  format,
}: {
  label: string;
  figure: DashboardFigure;
  format: (value: number) => string;
}) {
  return (
    <div className="grid gap-1 rounded-lg border border-border bg-background p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="grid gap-1">
        <span className="text-2xl font-semibold tabular-nums">{format(figure.value)}</span>
        <ChangeLine figure={figure} format={format} />
      </dd>
    </div>
  );
}

export function SalesFigures({ orders, revenue }: { orders: DashboardFigure; revenue: DashboardFigure }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <FigureCard label="Orders placed" figure={orders} format={count} />
      <FigureCard label="Revenue after refunds" figure={revenue} format={formatRupees} />
    </dl>
  );
}

const percentOf = (value: number) => `${value.toLocaleString('en-IN')}%`;

export function ShippingFigures({ shipping }: { shipping: Dashboard['shipping'] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <FigureCard label="Parcels booked" figure={shipping.parcels} format={count} />
      <FigureCard label="Courier charges" figure={shipping.cost} format={formatRupees} />
      <FigureCard label="Returned to us (RTO)" figure={shipping.rto_rate} format={percentOf} />
    </dl>
  );
}

/** Cash on Delivery at a glance: is it worth what it costs? */
export function CodFigures({ cod }: { cod: Dashboard['cod'] }) {
  return (
    <section aria-labelledby="cod-figures" className="grid gap-2">
      <h2 id="cod-figures" className="text-base font-semibold">
        Cash on Delivery
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FigureCard label="Share of orders" figure={cod.share} format={percentOf} />
        <FigureCard label="Confirmed by shoppers" figure={cod.confirmation_rate} format={percentOf} />
        <FigureCard label="COD parcels back (RTO)" figure={cod.rto_rate_cod} format={percentOf} />
        <FigureCard label="Prepaid parcels back (RTO)" figure={cod.rto_rate_prepaid} format={percentOf} />
        <FigureCard label="Freight lost to RTO" figure={cod.freight_lost} format={formatRupees} />
      </dl>
    </section>
  );
}
