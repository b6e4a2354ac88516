// Owns asking the courier aggregator how long a parcel takes to a pincode, for the product page's and checkout's
// delivery date: the cheapest courier's promise (the one staff most often book), from the pickup address in Settings,
// remembered for six hours per pincode, and never waited on for long: without an answer the zones' days stand.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PARCELS } from '@shop/contract/shipping';
import type { CourierDays } from '../modules/delivery/index.ts';
import { getSettings } from '../modules/settings/index.ts';
import type { ShippingSetup } from './ship-orders.ts';

const REMEMBER_MS = 6 * 3_600_000;
const WAIT_MS = 1500;
const REMEMBERED_MAX = 5000;
const DAY_MS = 86_400_000;

/** Today's date in India (YYYY-MM-DD). */
const indiaToday = (now: Date) => new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

export function courierDays(app: FastifyInstance, setup: ShippingSetup): CourierDays {
  const remembered = new Map<string, { until: number; days: number | null }>();
  return async (pincode) => {
    const { provider } = setup;
    if (!provider) return null;
    const now = new Date();
    const known = remembered.get(pincode);
    if (known && known.until > now.getTime()) return known.days;
    const pickup = (await getSettings(app.db)).shipping.pickup;
    if (!pickup) return null;
    let timer: NodeJS.Timeout | undefined;
    const days = await Promise.race([
      provider
        .serviceability({
          pickupPincode: pickup.pincode,
          deliveryPincode: pincode,
          weightGrams: DEFAULT_PARCELS.clothing.weight_grams,
          cod: false,
          declaredPaise: 100_000,
        })
        .then((offers) => {
          const cheapest = [...offers].sort((a, b) => a.ratePaise - b.ratePaise)[0];
          if (!cheapest) return null;
          const transit = Math.round((Date.parse(cheapest.etd) - Date.parse(indiaToday(now))) / DAY_MS);
          return transit > 0 && transit < 30 ? transit : null;
        }),
      new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), WAIT_MS))),
    ])
      .catch((error: unknown) => {
        app.log.warn({ err: error, pincode }, 'courier dates not asked; the zones answer');
        return undefined;
      })
      .finally(() => clearTimeout(timer));
    // Unanswered (slow, or down): the zones answer now, and the courier is asked again next time.
    if (days === undefined) return null;
    if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
    remembered.set(pincode, { until: now.getTime() + REMEMBER_MS, days });
    return days;
  };
}
