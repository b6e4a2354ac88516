// Owns the 'All Orders' table: one row per order (chosen for shipping by its checkbox, with its parcel's state and AWB),
// which becomes a stacked card where the table would not fit.
import { formatDate, formatRupees } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';
import { useId, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { CodConfirmationBadge } from '#web/features/admin-orders/components/cod-confirmation-badge.tsx';
import { ShipmentBadge } from '#web/features/admin-orders/components/shipment-badge.tsx';
import { cn } from '#web/lib/class-names.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  EXCHANGE_PAYMENT,
  OrderStatusBadge,
  PaymentStatusBadge,
  RefundDueBadge,
} from '#web/components/order-status-badge.tsx';

export type OrdersTableProps = {
  orders: Order[];
  onViewDetails: (orderId: string) => void;
  /** The orders chosen for "Ship selected", from this page or others. */
  selected: ReadonlyMap<string, string>;
  onSelect: (orders: readonly Order[], chosen: boolean) => void;
};

/*
 * One table for every width. Below 48rem of room (a phone, or a narrow window beside the sidebar) rows are laid out
 * as cards with each value labelled, so nothing scrolls sideways. Changing a table's `display` makes some browsers
 * drop its semantics, so the roles are spelled out; the header row stays for screen readers only.
 */
function CardLabel({ children }: { children: ReactNode }) {
  // The column header already names the cell for assistive technology.
  return (
    <span aria-hidden className="shrink-0 whitespace-nowrap text-muted-foreground @3xl:hidden">
      {children}
    </span>
  );
}

const headerCell = 'px-4 py-3 text-left font-medium whitespace-nowrap text-muted-foreground';
const cell =
  'px-4 py-3 align-middle @max-3xl:flex @max-3xl:items-center @max-3xl:justify-between @max-3xl:gap-4 @max-3xl:p-0';

export function OrdersTable({ orders, onViewDetails, selected, onSelect }: OrdersTableProps) {
  const chosenHere = orders.filter((order) => selected.has(order._id)).length;
  const selectAllId = useId();
  const allHere = chosenHere === orders.length ? true : chosenHere > 0 ? 'indeterminate' : false;
  return (
    <div className="@container grid gap-3">
      {/* Above the table rather than in its header, which phones lay out as cards with the header hidden. */}
      <div className="flex items-center gap-2">
        <Checkbox
          id={selectAllId}
          checked={allHere}
          onCheckedChange={(checked) => onSelect(orders, checked === true)}
        />
        <Label htmlFor={selectAllId}>Select all on this page</Label>
      </div>
      <div className="@3xl:overflow-x-auto @3xl:rounded-lg @3xl:border @3xl:border-border @3xl:bg-background">
        <table role="table" className="w-full text-sm @max-3xl:block">
          <thead role="rowgroup" className="border-b border-border bg-muted/50 @max-3xl:sr-only">
            <tr role="row">
              <th role="columnheader" scope="col" className={cn(headerCell, 'w-px')}>
                <span className="sr-only">Select</span>
              </th>
              <th role="columnheader" scope="col" className={headerCell}>
                Order ID
              </th>
              <th role="columnheader" scope="col" className={headerCell}>
                Order Date
              </th>
              <th role="columnheader" scope="col" className={headerCell}>
                Order Status
              </th>
              <th role="columnheader" scope="col" className={cn(headerCell, 'text-right')}>
                Order Price
              </th>
              <th role="columnheader" scope="col" className={headerCell}>
                Payment
              </th>
              <th role="columnheader" scope="col" className={headerCell}>
                Shipment
              </th>
              <th role="columnheader" scope="col" className={headerCell}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody
            role="rowgroup"
            className="divide-y divide-border @max-3xl:grid @max-3xl:gap-3 @max-3xl:divide-y-0 @lg:grid-cols-2"
          >
            {orders.map((order) => (
              <tr
                role="row"
                key={order._id}
                className="@max-3xl:grid @max-3xl:gap-2.5 @max-3xl:rounded-lg @max-3xl:border @max-3xl:border-border @max-3xl:bg-background @max-3xl:p-4 @max-3xl:shadow-sm"
              >
                <td role="cell" className={cell}>
                  <CardLabel>Ship this order</CardLabel>
                  <Checkbox
                    aria-label={`Select order ${order.order_number}`}
                    checked={selected.has(order._id)}
                    onCheckedChange={(checked) => onSelect([order], checked === true)}
                    className="align-middle"
                  />
                </td>
                <th role="rowheader" scope="row" className={cn(cell, 'text-left font-normal')}>
                  <CardLabel>Order ID</CardLabel>
                  <span className="font-medium whitespace-nowrap tabular-nums">{order.order_number}</span>
                </th>
                <td role="cell" className={cn(cell, 'whitespace-nowrap')}>
                  <CardLabel>Order Date</CardLabel>
                  <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
                </td>
                <td role="cell" className={cell}>
                  <CardLabel>Order Status</CardLabel>
                  <OrderStatusBadge status={order.order_status} paymentStatus={order.payment_status} />
                </td>
                <td role="cell" className={cn(cell, 'text-right font-medium whitespace-nowrap tabular-nums')}>
                  <CardLabel>Order Price</CardLabel>
                  {formatRupees(order.total_amount)}
                </td>
                <td role="cell" className={cell}>
                  <CardLabel>Payment</CardLabel>
                  <span className="flex flex-wrap justify-end gap-1 @3xl:justify-start">
                    {/* A replacement sent for an exchange was never paid for: it says so, not "Paid". */}
                    {order.kind === 'exchange' ? (
                      <Badge variant="outline">{EXCHANGE_PAYMENT}</Badge>
                    ) : (
                      <PaymentStatusBadge status={order.payment_status} />
                    )}
                    {(order.needs_refund || order.duplicate_payments.length > 0) && <RefundDueBadge />}
                    {order.cod_confirmation && <CodConfirmationBadge state={order.cod_confirmation} />}
                  </span>
                </td>
                <td role="cell" className={cell}>
                  <CardLabel>Shipment</CardLabel>
                  <ShipmentCell order={order} />
                </td>
                <td role="cell" className={cn(cell, 'text-right @max-3xl:pt-1')}>
                  <Button
                    variant="outline"
                    size="sm"
                    className="@max-3xl:w-full"
                    aria-label={`View Details of order ${order._id}`}
                    onClick={() => onViewDetails(order._id)}
                  >
                    View Details
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The parcel's state and AWB; a parcel sent another way shows its carrier and number; none says so. */
function ShipmentCell({ order }: { order: Order }) {
  if (order.shipment) {
    return (
      <span className="grid justify-items-end gap-1 @3xl:justify-items-start">
        <ShipmentBadge state={order.shipment.status} />
        {order.shipment.awb && (
          <span className="font-mono text-xs break-all text-muted-foreground">
            <span className="sr-only">AWB </span>
            {order.shipment.awb}
          </span>
        )}
      </span>
    );
  }
  if (order.tracking_number) {
    return (
      <span className="text-xs text-muted-foreground">
        {[order.carrier, order.tracking_number].filter(Boolean).join(' ')}
      </span>
    );
  }
  return <span className="text-muted-foreground">Not shipped</span>;
}
