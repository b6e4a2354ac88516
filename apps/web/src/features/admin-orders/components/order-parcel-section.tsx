// Owns the parcel part of staff's order details: booking a courier for an order that can ship, the parcel once
// booked, and a failed delivery waiting on staff. The hand-typed tracking form is for parcels sent another way.
import type { Order } from '@shop/contract/orders';
import { useEffect, useRef } from 'react';
import { BookCourier } from '#web/features/admin-orders/components/book-courier.tsx';
import { FailedDelivery } from '#web/features/admin-orders/components/failed-delivery.tsx';
import { ShipmentDetails } from '#web/features/admin-orders/components/shipment-details.tsx';

/** The server says it can ship: paid or COD, confirmed or being packed, and no parcel booked yet. */
export const canShip = (order: Order): boolean => order.allowed_actions.includes('ship');

export function OrderParcelSection({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Booking replaces the courier list with the parcel's details: focus follows to them once they arrive.
  const focusWhenShown = useRef(false);
  const shipment = order.shipment;
  const shown = shipment !== null && shipment.status !== 'cancelled';
  useEffect(() => {
    if (shown && focusWhenShown.current) {
      focusWhenShown.current = false;
      heading.current?.focus();
    }
  }, [shown]);

  return (
    <>
      {shipment?.ndr && shipment.ndr.action === null && <FailedDelivery order={order} ndr={shipment.ndr} />}
      {shipment && <ShipmentDetails order={order} shipment={shipment} headingRef={heading} />}
      {canShip(order) && (
        <BookCourier
          key={order._id}
          order={order}
          onBooked={() => {
            focusWhenShown.current = true;
          }}
        />
      )}
    </>
  );
}
