// Owns the delivery check: where a pincode is, whether the shop delivers there (staff's list in Settings), with Cash
// on Delivery or not, and by when.
import type { DeliveryEstimate } from '@shop/contract/delivery';
import type { Settings } from '@shop/contract/settings';
import type { Reader } from '../../platform/db/database.ts';
import { NotFound } from '../../platform/errors.ts';
import { getSettings } from '../settings/index.ts';
import { estimatedDeliveryDate } from './delivery-date.ts';
import { ZONES, zoneOf, type Origin } from './delivery-zones.ts';
import { placeOfPincode } from './pincode-directory.ts';

export const DELIVERY_MESSAGES = { unknownPincode: 'No such pincode' } as const;

/**
 * Until staff fill in the shop's details, parcels leave from the demo shop's address: Bengaluru (560001), Karnataka.
 * With details, the shop's state; and its city too when the address ends with a pincode the directory knows.
 */
const DEMO_SHOP_ORIGIN: Origin = { stateCode: '29', city: 'Bengaluru' };

export async function originOf(shop: Settings['shop']): Promise<Origin> {
  if (!shop) return DEMO_SHOP_ORIGIN;
  const pincode = shop.address.match(/\b[1-9]\d{5}\b(?!.*\b[1-9]\d{5}\b)/s)?.[0];
  const place = pincode ? await placeOfPincode(pincode) : undefined;
  return place?.state.code === shop.state_code
    ? { stateCode: shop.state_code, city: place.city }
    : { stateCode: shop.state_code };
}

/**
 * Throws NotFound for a pincode India Post does not list. `courierDays`: the days in transit the shop's courier
 * aggregator promises to this pincode, when it has answered; else the zone's.
 */
export async function checkDelivery(
  db: Reader,
  pincode: string,
  now = new Date(),
  courierDays?: number | null,
): Promise<DeliveryEstimate> {
  const place = await placeOfPincode(pincode);
  if (!place) throw new NotFound(DELIVERY_MESSAGES.unknownPincode);
  const settings = await getSettings(db);
  const zone = ZONES[zoneOf(await originOf(settings.shop), place)];
  const serviceable = !settings.delivery.unserviceable_pincodes.includes(pincode);
  return {
    pincode,
    city: place.city,
    district: place.district,
    state: place.state.name,
    serviceable,
    cod_available: serviceable && zone.cod && settings.cod.enabled,
    cod_min_order: settings.cod.min_order,
    cod_max_order: settings.cod.max_order,
    cod_fee: settings.cod.fee,
    days_min: courierDays ?? zone.daysMin,
    days_max: courierDays ?? zone.daysMax,
    estimated_delivery: estimatedDeliveryDate(now, courierDays ?? zone.daysMax),
  };
}

/** Whether India Post lists `pincode`: an address must name a real one. */
export async function pincodeExists(pincode: string): Promise<boolean> {
  return (await placeOfPincode(pincode)) !== undefined;
}
