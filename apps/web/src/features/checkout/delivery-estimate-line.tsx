// Owns checkout's delivery date for the chosen address: "Delivery by Thu, 28 Nov", or that the shop does not deliver
// to its pincode. Says nothing while it asks, or when it cannot tell (an address saved before pincodes were checked).
import { TruckIcon } from 'lucide-react';
import { deliveryPromise, useDelivery } from '#web/entities/delivery/delivery-api.ts';

export function DeliveryEstimateLine({ pincode }: { pincode: string }) {
  const { data } = useDelivery(pincode);
  return (
    <p role="status" className="flex items-center gap-2 text-sm empty:hidden">
      {data && (
        <>
          <TruckIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className={data.serviceable ? 'font-medium text-success' : 'font-medium text-destructive'}>
            {deliveryPromise(data)}
          </span>
        </>
      )}
    </p>
  );
}
