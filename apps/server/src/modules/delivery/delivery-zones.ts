// Owns the delivery zones: how far a parcel goes from the shop to a place decides the days it travels and whether
// Cash on Delivery is offered there (decision 018 has the table).
import type { PincodePlace } from './pincode-directory.ts';

export type DeliveryZone = 'same-city' | 'same-state' | 'metro' | 'rest-of-india' | 'remote';

/** Days in transit after dispatch, and whether the courier collects cash there. */
export const ZONES: Record<DeliveryZone, { daysMin: number; daysMax: number; cod: boolean }> = {
  'same-city': { daysMin: 1, daysMax: 2, cod: true },
  'same-state': { daysMin: 2, daysMax: 3, cod: true },
  metro: { daysMin: 3, daysMax: 4, cod: true },
  'rest-of-india': { daysMin: 4, daysMax: 6, cod: true },
  remote: { daysMin: 7, daysMax: 10, cod: false },
};

/** The metro cities, as the directory names them (Delhi's districts are Delhi, or New Delhi). */
export const METRO_CITIES = new Set([
  'Delhi',
  'New Delhi',
  'Mumbai',
  'Kolkata',
  'Chennai',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
]);

/** The north-east, Jammu and Kashmir, Ladakh and the islands, by GST state code: couriers reach them slowly. */
export const REMOTE_STATE_CODES = new Set([
  '12', // Arunachal Pradesh
  '18', // Assam
  '14', // Manipur
  '17', // Meghalaya
  '15', // Mizoram
  '13', // Nagaland
  '11', // Sikkim
  '16', // Tripura
  '01', // Jammu and Kashmir
  '38', // Ladakh
  '35', // Andaman and Nicobar Islands
  '31', // Lakshadweep
]);

/** Where the shop sends from: a state, and its city when the shop's address names a pincode. */
export type Origin = { stateCode: string; city?: string };

/**
 * The zone of `destination` seen from `origin`. Nearness wins: a shop in Guwahati delivers in Guwahati as a same-city
 * parcel. Otherwise a remote state is remote even when it holds a metro.
 */
export function zoneOf(origin: Origin, destination: PincodePlace): DeliveryZone {
  if (origin.stateCode === destination.state.code) {
    return origin.city !== undefined && origin.city === destination.city ? 'same-city' : 'same-state';
  }
  if (REMOTE_STATE_CODES.has(destination.state.code)) return 'remote';
  if (METRO_CITIES.has(destination.city)) return 'metro';
  return 'rest-of-india';
}
