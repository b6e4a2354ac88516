// Owns the couriers staff can name on an order, and the page where a shopper follows a parcel with each.

/** Where the shopper follows the parcel, when the carrier is one we know; null otherwise. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  return null;
}
