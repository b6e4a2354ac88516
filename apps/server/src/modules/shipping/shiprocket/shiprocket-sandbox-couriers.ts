// Owns the Shiprocket sandbox's couriers: who carries what where, at what rate and by when, always the same for the same
// parcel and pincodes, and AWB numbers shaped like each courier's own.
import type { CourierCompany } from './shiprocket-api.ts';
import { etdText, istDateTime } from './shiprocket-dates.ts';

type Courier = {
  id: number;
  name: string;
  cod: boolean;
  surface: boolean;
  /** Rupees for the first 500 g and for each further 500 g, by zone (a local … e special). */
  first: [number, number, number, number, number];
  extra: [number, number, number, number, number];
  /** Days to deliver, by zone. */
  days: [number, number, number, number, number];
  awb: (shipmentId: number) => string;
};

const digits = (n: number, count: number) => String(n).padStart(count, '0').slice(-count);

/**
 * Ids 43 (Delhivery Surface) and 51 (Xpressbees Surface) are the ones Shiprocket's docs show; the rest are the
 * sandbox's own. DTDC Surface and Blue Dart Air take no Cash on Delivery here.
 */
export const COURIERS: Courier[] = [
  {
    id: 43,
    name: 'Delhivery Surface',
    cod: true,
    surface: true,
    first: [34, 40, 48, 56, 72],
    extra: [30, 36, 44, 52, 66],
    days: [2, 3, 4, 5, 7],
    awb: (s) => `1904${digits(s, 9)}${s % 10}`, // 14 digits, as the docs' '19041424751540'
  },
  {
    id: 51,
    name: 'Xpressbees Surface',
    cod: true,
    surface: true,
    first: [32, 38, 46, 55, 70],
    extra: [28, 34, 42, 50, 64],
    days: [2, 3, 5, 6, 8],
    awb: (s) => `1411${digits(s, 11)}`, // 15 digits, as '141123221084922'
  },
  {
    id: 46,
    name: 'Ekart Logistics Surface',
    cod: true,
    surface: true,
    first: [30, 37, 45, 54, 74],
    extra: [27, 33, 41, 49, 66],
    days: [3, 4, 5, 6, 8],
    awb: (s) => `SRTP${digits(s, 10)}`,
  },
  {
    id: 24,
    name: 'Blue Dart Air',
    cod: false,
    surface: false,
    first: [55, 68, 82, 96, 120],
    extra: [50, 60, 74, 88, 110],
    days: [1, 2, 2, 3, 4],
    awb: (s) => `7${digits(s, 10)}`, // 11 digits
  },
  {
    id: 33,
    name: 'DTDC Surface',
    cod: false,
    surface: true,
    first: [29, 35, 43, 52, 69],
    extra: [26, 32, 39, 48, 62],
    days: [3, 4, 6, 7, 9],
    awb: (s) => `D${digits(s, 10)}`,
  },
];

export const courierById = (id: number) => COURIERS.find((courier) => courier.id === id);

/**
 * Pincodes no courier serves here: 744xxx (Andaman & Nicobar, by sea) and 9xxxxx (the Army Postal Service). Anything
 * else that is six digits and does not start with 0 is served.
 */
export const servedPincode = (pincode: string) => /^[1-8]\d{5}$/.test(pincode) && !pincode.startsWith('744');

/** Zones a … e: the same district, the same region, the same zone, elsewhere, the North-East and Jammu & Kashmir. */
function zoneOf(from: string, to: string): 0 | 1 | 2 | 3 | 4 {
  if (/^(78|79|18|19)/.test(to)) return 4;
  if (from.slice(0, 3) === to.slice(0, 3)) return 0;
  if (from.slice(0, 2) === to.slice(0, 2)) return 1;
  if (from[0] === to[0]) return 2;
  return 3;
}

/** What a parcel is charged as: its weight or its volume (L×B×H / 5000), in 500 g slabs. */
export function chargedKg(parcel: { weight: number; length?: number; breadth?: number; height?: number }): number {
  const volumetric = ((parcel.length ?? 0) * (parcel.breadth ?? 0) * (parcel.height ?? 0)) / 5000;
  return Math.max(0.5, Math.ceil(Math.max(parcel.weight, volumetric) * 2) / 2);
}

/** One courier's offer for a route, as GET /courier/serviceability lists it. */
export function offerOf(
  courier: Courier,
  route: { from: string; to: string; kg: number; codValue: number | null },
  now: Date,
): CourierCompany & Record<string, unknown> {
  const zone = zoneOf(route.from, route.to);
  const slabs = Math.round(route.kg * 2);
  const freight = courier.first[zone] + (slabs - 1) * courier.extra[zone];
  const codCharges = route.codValue === null ? 0 : Math.max(35, Math.round(route.codValue * 0.02 * 100) / 100);
  const days = courier.days[zone];
  const etd = new Date(now.getTime() + days * 24 * 3600 * 1000);
  return {
    courier_company_id: courier.id,
    courier_name: courier.name,
    rate: Math.round((freight + codCharges) * 100) / 100,
    freight_charge: freight,
    cod: courier.cod ? 1 : 0,
    cod_charges: codCharges,
    charge_weight: route.kg,
    etd: etdText(etd),
    etd_hours: days * 24,
    estimated_delivery_days: String(days),
    is_surface: courier.surface,
    zone: `z_${'abcde'[zone]}`,
    postcode: route.to,
    min_weight: 0.5,
    rating: 4.5,
    rto_charges: freight,
    cutoff_time: '14:00',
    blocked: 0,
  };
}

/** The couriers that serve a route (COD ones only for a COD parcel), cheapest first; [] when none does. */
export function offersFor(route: { from: string; to: string; kg: number; codValue: number | null }, now: Date) {
  if (!servedPincode(route.from) || !servedPincode(route.to)) return [];
  return COURIERS.filter((c) => route.codValue === null || c.cod)
    .map((c) => offerOf(c, route, now))
    .sort((a, b) => a.rate - b.rate);
}

/** The etd a courier promises for a route, as orders/show writes it. */
export function etdOf(courier: Courier, from: string, to: string, now: Date): string {
  const days = courier.days[zoneOf(from, to)];
  return istDateTime(new Date(now.getTime() + days * 24 * 3600 * 1000));
}
