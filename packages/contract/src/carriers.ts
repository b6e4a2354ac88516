// Owns the couriers staff can name on an order, and the page where a shopper follows a parcel with each.

/**
 * The couriers most Indian shops hand parcels to, in the words staff pick from. One whose tracking page we could not
 * confirm to open with the number in its address (India Post and Shadowfax take it through a form; DTDC's and Ekart's
 * addresses vary; Ecom Express is now part of Delhivery) gets no link: the shopper still sees the carrier and number.
 */
export const CARRIERS = [
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'India Post',
  'Ecom Express',
  'Xpressbees',
  'Shadowfax',
  'Ekart',
] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Each linked courier's public tracking page, the number (URL-encoded) put in place of {number}. */
const TRACKING_PAGES: Partial<Record<Carrier, string>> = {
  Delhivery: 'https://www.delhivery.com/track-v2/package/{number}',
  'Blue Dart': 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={number}',
  Xpressbees: 'https://www.xpressbees.com/shipment/tracking?awbNo={number}',
};

/** Letters and digits, lower-cased: "Blue Dart", "BlueDart" and "blue-dart" name the same courier. */
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The known courier a name typed or picked by staff means, or null for any other. */
export function knownCarrier(name: string | null): Carrier | null {
  if (!name) return null;
  const key = squash(name);
  return CARRIERS.find((carrier) => squash(carrier) === key) ?? null;
}

/** Where the shopper follows the parcel, when the carrier is one we know; null otherwise. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  const number = trackingNumber?.trim();
  if (!carrier || !number) return null;
  const known = knownCarrier(carrier);
  const page = known && TRACKING_PAGES[known];
  return page ? page.replace('{number}', encodeURIComponent(number)) : null;
}
