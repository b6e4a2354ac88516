// Owns the delivery check by pincode on the client: where a pincode is, whether the shop delivers there and by when
// (decision 018), and how the date reads ("Thu, 28 Nov").
import type { DeliveryEstimate, deliveryEndpoints } from '@shop/contract/delivery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryKeys } from '#web/entities/delivery/delivery-keys.ts';
import { ApiError, dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { DeliveryEstimate };

/** The contract's pincode rule, without zod in the browser. */
export const isPincode = (text: string) => /^[1-9]\d{5}$/.test(text);

export const deliveryApi = endpointClient<typeof deliveryEndpoints>({
  check: 'GET /api/shop/delivery/:pincode',
});

export const deliveryQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: deliveryKeys.of(pincode),
    queryFn: ({ signal }) => dataOf(deliveryApi.check({ params: { pincode }, signal })),
    // The date moves at 18:00 and at midnight; a few minutes' old answer is right enough.
    staleTime: 5 * 60_000,
    // A pincode that does not exist stays so: ask again only when the shop could not answer.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });

/** The check for `pincode`, or nothing while it is not 6 digits. */
export function useDelivery(pincode: string | null) {
  const valid = pincode !== null && isPincode(pincode);
  return useQuery({ ...deliveryQueryOptions(valid ? pincode : ''), enabled: valid });
}

/** True when the check failed because India Post lists no such pincode (404), not because the shop was unreachable. */
export const isUnknownPincode = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Made at the first delivery date shown: a locale format costs a slow phone tens of milliseconds at start. */
let dateFormat: Intl.DateTimeFormat | undefined;

/** "2024-11-28" → "Thu, 28 Nov": the server's date is already India's calendar day, so it is read as is. */
export function deliveryDateText(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The one line a shopper reads: "Delivery by Thu, 28 Nov" or that the shop does not deliver there. */
export const deliveryPromise = (estimate: DeliveryEstimate) =>
  estimate.serviceable
    ? `Delivery by ${deliveryDateText(estimate.estimated_delivery)}`
    : "We don't deliver to this pincode yet";
