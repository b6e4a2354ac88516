// Owns where an order ships, in its details ("Shipping Info"): one address, which staff read field by field beside
// its label and the shopper reads as written on a parcel, under their own name (SPEC §2 account).
import type { SessionUser } from '@shop/contract/auth';
import { useId } from 'react';
import { Fact, FactList } from '#web/components/ui/fact-list.tsx';
import type { Order } from '#web/entities/order/order-api.ts';

type Recipient = Pick<SessionUser, 'userName' | 'username'>;

/**
 * `reader`: staff see each field beside its label; the shopper sees the address as written on a parcel, under
 * `recipient`, the signed-in shopper from the session (the spec's name and username).
 */
export function OrderShipping({
  shipping,
  reader,
  recipient = null,
}: {
  shipping: Order['address_info'];
  reader: 'shopper' | 'staff';
  recipient?: Recipient | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        Shipping Info
      </h3>
      {reader === 'staff' ? (
        <address className="not-italic">
          <FactList className="rounded-md border border-border px-3">
            <Fact label="Address">{shipping.address}</Fact>
            <Fact label="City">{shipping.city}</Fact>
            <Fact label="State">{shipping.state}</Fact>
            <Fact label="Pincode">{shipping.zip_code}</Fact>
            <Fact label="Phone">{shipping.phone}</Fact>
            <Fact label="Notes">{shipping.notes}</Fact>
          </FactList>
        </address>
      ) : (
        <address className="grid gap-0.5 rounded-md border border-border p-3 not-italic text-muted-foreground">
          {recipient && <span className="font-medium text-foreground">{recipient.userName}</span>}
          {/* The server sends the name in both of the spec's fields; a second copy would only repeat it. */}
          {recipient && recipient.username !== recipient.userName && <span>Username: {recipient.username}</span>}
          <span className="break-words">{shipping.address}</span>
          <span>{[shipping.city, shipping.state].filter(Boolean).join(', ')}</span>
          <span>Pincode: {shipping.zip_code}</span>
          <span>Phone: {shipping.phone}</span>
          <span className="break-words">Notes: {shipping.notes}</span>
        </address>
      )}
    </section>
  );
}
