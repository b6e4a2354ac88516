// Owns staff shipping orders through the courier aggregator: the couriers that serve an order's pincode, booking one
// or many parcels (a retry or a second click finds the first booking, never makes another), the pickup for the day,
// labels and manifest, cancelling a booking, and answering a failed delivery. The order moves to "in process" once
// its parcel is booked; its scans move it on (track-parcels.ts).
import type { FastifyInstance } from 'fastify';
import type { ReturnRequest } from '@shop/contract/refunds';
import type { CourierRate, NdrBody } from '@shop/contract/shipping';
import { formatOrderNumber } from '@shop/contract/order-number';
import { paiseToRupees } from '@shop/contract/money';
import type { Settings } from '@shop/contract/settings';
import type { Db } from '../platform/db/database.ts';
import { Conflict, DomainError, Invalid, NotFound } from '../platform/errors.ts';
import { parcelOf } from '../modules/catalog/index.ts';
import {
  lockOrder,
  parcelFacts,
  type ParcelFactsOfOrder,
  recordTimeline,
  shipRefusal,
  transition,
} from '../modules/orders/index.ts';
import { getSettings } from '../modules/settings/index.ts';
import { subtotalOf } from '../modules/pricing/index.ts';
import {
  claimBooking,
  forwardShipment,
  letBookingGo,
  letBookingGoIn,
  lockShipment,
  type ParcelOrder,
  recordAssigned,
  recordBooked,
  recordCancelled,
  recordNdrAction,
  recordPickup,
  type ShipmentRow,
  type ShippingProvider,
  ShippingRefused,
  ShippingUnavailable,
  unfinishedBookings,
} from '../modules/shipping/index.ts';

/** The aggregator the shop ships through (null when none is configured), and its pickup location's name. */
export type ShippingSetup = { provider: ShippingProvider | null; pickupLocation: string; sandboxed: boolean };

/**
 * The name the provider knows the pickup address by: the one registered in Shiprocket's panel; in the sandbox, one
 * per pincode, so the address in Settings is where its couriers and dates start.
 */
const locationName = (setup: ShippingSetup, pickup: { pincode: string }) =>
  setup.sandboxed ? `Shop ${pickup.pincode}` : setup.pickupLocation;

export const SHIPPING_MESSAGES = {
  off: 'No courier aggregator is connected: record the carrier and tracking number by hand.',
  noPickup: 'Fill in the pickup address in Settings first: couriers collect parcels there.',
  busy: 'This order is being booked right now. Try again in a minute.',
  unavailable: 'The courier service is not answering. Try again in a minute.',
  noCourier: 'No courier serves this pincode for this parcel.',
  noCod: 'This courier does not collect cash on delivery: choose another.',
  noParcel: (number: string) => `${number} has no parcel booked.`,
  notCancellable: 'The courier has already picked this parcel up: it cannot be cancelled.',
  noAttempt: 'This parcel has no failed delivery waiting for an answer.',
  reattempt: 'The courier will try again.',
  returning: 'The courier will bring the parcel back to you.',
  cancelled: 'The shipment is cancelled.',
} as const;

function providerOf(setup: ShippingSetup): ShippingProvider {
  if (!setup.provider) throw new Conflict(SHIPPING_MESSAGES.off);
  return setup.provider;
}

function pickupOf(settings: Settings) {
  const pickup = settings.shipping.pickup;
  if (!pickup) throw new Conflict(SHIPPING_MESSAGES.noPickup);
  return pickup;
}

/**
 * What couriers charge a parcel by: its weight, or its volume's weight when the box is light for its size (length ×
 * breadth × height in cm over 5,000, in kg), whichever is more. Quoting by it keeps the price staff see the price booked.
 */
const chargedGrams = (parcel: ParcelOrder['parcel']) =>
  Math.max(parcel.weightGrams, Math.ceil((parcel.lengthCm * parcel.breadthCm * parcel.heightCm) / 5));

/** The cash the courier collects at the door: a Cash on Delivery order's total, while it is unpaid. */
const codOf = (order: ParcelFactsOfOrder['order']) =>
  order.paymentMethod === 'COD' && order.paymentStatus === 'pending' ? order.totalPaise : 0;

const unavailable = () => new DomainError(503, SHIPPING_MESSAGES.unavailable);

/** What a provider's failure says to staff: its refusal in its words, or that it did not answer. */
function failureWords(error: unknown): string {
  if (error instanceof ShippingRefused) return error.message;
  if (error instanceof ShippingUnavailable) return SHIPPING_MESSAGES.unavailable;
  if (error instanceof DomainError) return error.message;
  throw error;
}

async function factsOf(db: Db, orderId: string): Promise<ParcelFactsOfOrder> {
  const facts = await parcelFacts(db, orderId);
  if (!facts) throw new NotFound('Order not found');
  return facts;
}

/** The order as the provider books it: where it goes, what is in it, its cash and its parcel. */
async function parcelOrderOf(db: Db, facts: ParcelFactsOfOrder, settings: Settings): Promise<ParcelOrder> {
  const { order, items, buyer } = facts;
  const address = order.addressInfo;
  const lines = items.map((item) => ({
    name: [item.title, item.size, item.colour].filter(Boolean).join(' · '),
    sku: item.sku ?? item.productId ?? item.id,
    units: item.quantity,
    unitPricePaise: item.unitPricePaise,
    hsn: item.taxClass === 'bags' ? settings.tax.bags.hsn : settings.tax.clothing.hsn,
  }));
  return {
    orderId: order.id,
    orderNumber: formatOrderNumber(order.orderNumber),
    shopName: settings.brand.name,
    placedAt: order.createdAt,
    deliverTo: {
      name: buyer.name,
      phone: address.phone,
      email: buyer.email,
      address: address.address,
      city: address.city,
      state: address.state,
      pincode: address.zipCode,
    },
    lines,
    subTotalPaise: order.totalPaise - order.codFeePaise,
    codPaise: codOf(order),
    parcel: await parcelOf(
      db,
      items.map((item) => ({ productId: item.productId, variantId: item.variantId, quantity: item.quantity })),
    ),
  };
}

/** The couriers that serve the order's pincode, cheapest first, with the cheapest and the fastest marked. */
export async function courierRates(db: Db, setup: ShippingSetup, orderId: string): Promise<CourierRate[]> {
  const provider = providerOf(setup);
  const settings = await getSettings(db);
  const pickup = pickupOf(settings);
  const facts = await factsOf(db, orderId);
  const parcel = await parcelOrderOf(db, facts, settings);
  const offers = await provider
    .serviceability({
      pickupPincode: pickup.pincode,
      deliveryPincode: parcel.deliverTo.pincode,
      weightGrams: chargedGrams(parcel.parcel),
      cod: parcel.codPaise > 0,
      declaredPaise: parcel.subTotalPaise,
    })
    .catch((error: unknown) => {
      if (error instanceof ShippingUnavailable) throw unavailable();
      if (error instanceof ShippingRefused) throw new Invalid(error.message);
      throw error;
    });
  if (offers.length === 0) return [];
  const cheapest = Math.min(...offers.map((offer) => offer.ratePaise));
  const fastest = offers.map((offer) => offer.etd).sort()[0];
  return [...offers]
    .sort((a, b) => a.ratePaise - b.ratePaise || a.etd.localeCompare(b.etd))
    .map((offer) => ({
      courier_id: offer.courierId,
      courier_name: offer.courierName,
      rate: paiseToRupees(offer.ratePaise),
      etd: offer.etd,
      cod: offer.cod,
      cheapest: offer.ratePaise === cheapest,
      fastest: offer.etd === fastest,
    }));
}

type Shipped = {
  order_id: string;
  order_number: string;
  awb: string;
  courier_name: string;
  label_url: string;
  status: ShipmentRow['state'];
};

const labelsUrl = (orderIds: string[]) => `/api/admin/shipping/labels?order_ids=${orderIds.join(',')}`;
const manifestUrl = (orderIds: string[]) => `/api/admin/shipping/manifest?order_ids=${orderIds.join(',')}`;

/**
 * Ships the orders: each booked with the chosen courier (or the provider's pick), one at a time; an order shipped
 * before answers its parcel again. A pickup is asked for the parcels booked now. Answers what shipped, what did not
 * and why, and where their labels and manifest are.
 */
export async function shipOrders(
  app: FastifyInstance,
  setup: ShippingSetup,
  orderIds: string[],
  courierId: string | undefined,
  actor: string,
) {
  const provider = providerOf(setup);
  const settings = await getSettings(app.db);
  const pickup = pickupOf(settings);
  const location = await provider
    .ensurePickupLocation(locationName(setup, pickup), { name: pickup.contact_name, ...pickup })
    .catch((error: unknown) => {
      if (error instanceof ShippingRefused) throw new Invalid(error.message);
      throw unavailable();
    });
  const shipments: Shipped[] = [];
  const failed: { order_id: string; message: string }[] = [];
  const bookedNow: ShipmentRow[] = [];
  for (const orderId of orderIds) {
    try {
      const { shipment, fresh } = await shipOne(app, provider, location, settings, orderId, courierId, actor);
      if (fresh) bookedNow.push(shipment);
      shipments.push({
        order_id: orderId,
        order_number: shipment.orderNumber,
        awb: shipment.awb!,
        courier_name: shipment.courierName ?? '',
        label_url: labelsUrl([orderId]),
        status: shipment.state,
      });
    } catch (error) {
      failed.push({ order_id: orderId, message: failureWords(error) });
    }
  }
  let pickupDate: string | null = null;
  if (bookedNow.length) {
    const ids = bookedNow.map((row) => row.providerShipmentId!).filter(Boolean);
    pickupDate = await provider
      .requestPickup(ids)
      .then((answer) => answer.pickupDate)
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'pickup not requested; ask again from the provider');
        return null;
      });
    await recordPickup(
      app.db,
      bookedNow.map((row) => row.id),
      pickupDate,
    );
  }
  const shippedIds = shipments.map((shipped) => shipped.order_id);
  return {
    message: shipMessage(shipments.length, failed.length),
    shipments,
    failed,
    labels_url: shippedIds.length ? labelsUrl(shippedIds) : null,
    manifest_url: shippedIds.length ? manifestUrl(shippedIds) : null,
    pickup_date: pickupDate,
  };
}

function shipMessage(shipped: number, failed: number): string {
  const parcels = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;
  if (failed === 0) return `${parcels(shipped)} booked with the courier.`;
  if (shipped === 0) return `Nothing was booked: ${parcels(failed)} could not be shipped.`;
  return `${parcels(shipped)} booked; ${parcels(failed)} could not be shipped.`;
}

/**
 * One order's parcel: found when it has an AWB, else booked under the row's hold (the provider asked by our order id
 * first, so a booking whose answer was lost is found, not made again), its AWB assigned, and the order moved to in
 * process with a timeline row.
 */
async function shipOne(
  app: FastifyInstance,
  provider: ShippingProvider,
  location: string,
  settings: Settings,
  orderId: string,
  courierId: string | undefined,
  actor: string,
): Promise<{ shipment: ShipmentRow & { orderNumber: string }; fresh: boolean }> {
  const facts = await factsOf(app.db, orderId);
  const orderNumber = formatOrderNumber(facts.order.orderNumber);
  const existing = await forwardShipment(app.db, orderId);
  if (existing?.awb) return { shipment: { ...existing, orderNumber }, fresh: false };
  const refusal = shipRefusal(facts.order);
  if (refusal) throw new Conflict(refusal);
  const claim = await claimBooking(app.db, { orderId, provider: provider.name, codPaise: codOf(facts.order) });
  if (claim.outcome === 'done') return { shipment: { ...claim.shipment, orderNumber }, fresh: false };
  if (claim.outcome === 'busy') throw new Conflict(SHIPPING_MESSAGES.busy);
  const shipment = await book(app, provider, location, settings, facts, claim.shipment, courierId, actor);
  return { shipment: { ...shipment, orderNumber }, fresh: true };
}

/** Books the claimed row's parcel and assigns its AWB; a failure lets the row go (kept when the provider may hold it). */
async function book(
  app: FastifyInstance,
  provider: ShippingProvider,
  location: string,
  settings: Settings,
  facts: ParcelFactsOfOrder,
  claimed: ShipmentRow,
  courierId: string | undefined,
  actor: string,
): Promise<ShipmentRow> {
  try {
    const parcel = await parcelOrderOf(app.db, facts, settings);
    const booked =
      claimed.providerOrderId && claimed.providerShipmentId
        ? { providerOrderId: claimed.providerOrderId, providerShipmentId: claimed.providerShipmentId }
        : await provider.book(parcel, location);
    await recordBooked(app.db, claimed.id, booked);
    const assigned = await provider.assignAwb(booked, courierId ?? claimed.courierId ?? undefined);
    return await app.db.transaction(async (tx) => {
      const order = await lockOrder(tx, facts.order.id);
      const row = await recordAssigned(tx, claimed.id, assigned);
      await transition(
        tx,
        order,
        'courierScan',
        { to: 'inProcess', note: `Booked with ${assigned.courierName}, AWB ${assigned.awb}` },
        actor,
      );
      await recordTimeline(tx, order.id, actor, [
        {
          field: 'shipment',
          toValue: 'booked',
          note: `Parcel booked with ${assigned.courierName}: AWB ${assigned.awb}${assigned.etd ? `, promised by ${assigned.etd}` : ''}`,
          ...(assigned.chargePaise === null ? {} : { amountPaise: assigned.chargePaise }),
        },
      ]);
      return row;
    });
  } catch (error) {
    await letBookingGo(app.db, claimed.id);
    throw error;
  }
}

/** Finishes bookings a caller began and never ended (it stopped, or the provider did not answer). */
export async function finishBookings(app: FastifyInstance, setup: ShippingSetup, now = new Date()): Promise<number> {
  if (!setup.provider) return 0;
  const settings = await getSettings(app.db);
  if (!settings.shipping.pickup) return 0;
  let finished = 0;
  for (const row of await unfinishedBookings(app.db, now, 20)) {
    const claim = await claimBooking(app.db, { orderId: row.orderId, provider: row.provider, codPaise: row.codPaise });
    if (claim.outcome !== 'mine') continue;
    const facts = await parcelFacts(app.db, row.orderId);
    if (!facts || shipRefusal(facts.order)) {
      // The order can no longer ship (cancelled or refunded meanwhile): the half-made booking ends, else it is claimed
      // every round for ever (and twenty such keep every other booking from being finished) and hides the order from
      // those to ship. An order the provider made without an AWB costs nothing; booking again finds it by our id.
      await app.db.transaction((tx) => recordCancelled(tx, row.id));
      continue;
    }
    const location = locationName(setup, settings.shipping.pickup);
    await book(app, setup.provider, location, settings, facts, claim.shipment, undefined, 'system')
      .then(() => (finished += 1))
      .catch((error: unknown) => app.log.warn({ err: error, orderId: row.orderId }, 'booking not finished yet'));
  }
  return finished;
}

/**
 * Books a courier to collect an approved return at the shopper's door and bring it to the pickup address, once per
 * request. Answers the pickup's AWB (or '' while the provider has yet to assign one), or null when nothing was booked
 * (no aggregator, no pickup address, or the provider refused or did not answer: the shopper can still post it).
 */
export async function bookReturnPickup(
  app: FastifyInstance,
  setup: ShippingSetup,
  request: ReturnRequest,
  actor: string,
): Promise<string | null> {
  const { provider } = setup;
  const settings = await getSettings(app.db);
  const pickup = settings.shipping.pickup;
  const facts = await parcelFacts(app.db, request.order_id);
  if (!provider || !pickup || !facts) return null;
  const claim = await claimBooking(app.db, {
    orderId: request.order_id,
    provider: provider.name,
    codPaise: 0,
    returnRequestId: request._id,
  });
  if (claim.outcome !== 'mine') return claim.shipment.awb ?? '';
  try {
    const units = new Map(request.items.map((item) => [item.order_item_id, item.quantity]));
    const returned = facts.items
      .filter((item) => units.has(item.id))
      .map((item) => ({ ...item, quantity: units.get(item.id)! }));
    const parcel = await parcelOrderOf(app.db, { ...facts, items: returned }, settings);
    const subTotalPaise = subtotalOf(returned);
    const booked = await provider.bookReturn(
      { ...parcel, codPaise: 0, subTotalPaise },
      { name: pickup.contact_name, ...pickup },
      request._id,
    );
    await recordBooked(app.db, claim.shipment.id, booked);
    return await app.db.transaction(async (tx) => {
      if (booked.awb) {
        await recordAssigned(tx, claim.shipment.id, {
          awb: booked.awb,
          courierId: '',
          courierName: 'Return pickup',
          chargePaise: null,
          etd: null,
        });
      } else await letBookingGoIn(tx, claim.shipment.id);
      await recordTimeline(tx, request.order_id, actor, [
        {
          field: 'shipment',
          toValue: 'booked',
          note: `Return pickup booked${booked.awb ? `: AWB ${booked.awb}` : ''}`,
        },
      ]);
      return booked.awb ?? '';
    });
  } catch (error) {
    await letBookingGo(app.db, claim.shipment.id);
    app.log.warn({ err: error, returnId: request._id }, 'return pickup not booked; the shopper can post the parcel');
    return null;
  }
}

/** The booked parcels of these orders, in the order given; an order without one is refused by its number. */
async function bookedParcels(db: Db, orderIds: string[]): Promise<ShipmentRow[]> {
  const rows: ShipmentRow[] = [];
  for (const orderId of orderIds) {
    const row = await forwardShipment(db, orderId);
    if (!row?.awb || !row.providerShipmentId) {
      const facts = await parcelFacts(db, orderId);
      if (!facts) throw new NotFound('Order not found');
      throw new NotFound(SHIPPING_MESSAGES.noParcel(formatOrderNumber(facts.order.orderNumber)));
    }
    rows.push(row);
  }
  return rows;
}

/** Every label of these orders' parcels as one PDF, or their manifest. */
export async function parcelPaper(db: Db, setup: ShippingSetup, orderIds: string[], paper: 'labels' | 'manifest') {
  const provider = providerOf(setup);
  const ids = (await bookedParcels(db, orderIds)).map((row) => row.providerShipmentId!);
  return (paper === 'labels' ? provider.labels(ids) : provider.manifest(ids)).catch((error: unknown) => {
    if (error instanceof ShippingRefused) throw new Invalid(error.message);
    throw unavailable();
  });
}

/** Cancels a parcel the courier has not picked up yet; the order can be booked again. */
export async function cancelShipment(app: FastifyInstance, setup: ShippingSetup, orderId: string, actor: string) {
  const provider = providerOf(setup);
  const [row] = await bookedParcels(app.db, [orderId]);
  if (row!.state !== 'booked') throw new Conflict(SHIPPING_MESSAGES.notCancellable);
  await provider.cancel(row!.providerOrderId!).catch((error: unknown) => {
    if (error instanceof ShippingRefused) throw new Conflict(error.message);
    throw unavailable();
  });
  await app.db.transaction(async (tx) => {
    await recordCancelled(tx, row!.id);
    await recordTimeline(tx, orderId, actor, [
      { field: 'shipment', fromValue: row!.state, toValue: 'cancelled', note: `Shipment ${row!.awb} cancelled` },
    ]);
  });
  return SHIPPING_MESSAGES.cancelled;
}

/** Staff's answer to a failed delivery, sent to the courier: try again (another day, a corrected address or phone), or bring it back. */
export async function answerFailedDelivery(
  app: FastifyInstance,
  setup: ShippingSetup,
  orderId: string,
  body: NdrBody,
  actor: string,
): Promise<string> {
  const provider = providerOf(setup);
  const [row] = await bookedParcels(app.db, [orderId]);
  if (row!.state !== 'undelivered' || row!.ndrAction) throw new Conflict(SHIPPING_MESSAGES.noAttempt);
  const instruction =
    body.action === 'return'
      ? ({ action: 'return' } as const)
      : { action: 'reattempt' as const, date: body.date, address: body.address, phone: body.phone };
  if (instruction.action === 'reattempt' && instruction.date) checkAttemptDay(instruction.date);
  await provider.ndrAction(row!.awb!, instruction).catch((error: unknown) => {
    if (error instanceof ShippingRefused) throw new Conflict(error.message);
    throw unavailable();
  });
  await app.db.transaction(async (tx) => {
    await lockShipment(tx, row!.id);
    await recordNdrAction(tx, row!.id, instruction);
    await recordTimeline(tx, orderId, actor, [
      {
        field: 'shipment',
        toValue: 'undelivered',
        note:
          instruction.action === 'return'
            ? 'Failed delivery: asked the courier to return the parcel'
            : `Failed delivery: asked the courier to try again${[
                instruction.date && ` on ${instruction.date}`,
                instruction.address && ` at "${instruction.address}"`,
                instruction.phone && ` (phone ${instruction.phone})`,
              ]
                .filter(Boolean)
                .join('')}`,
      },
    ]);
  });
  return instruction.action === 'return' ? SHIPPING_MESSAGES.returning : SHIPPING_MESSAGES.reattempt;
}

/** A re-attempt is asked for one of the next seven days (India's calendar). */
function checkAttemptDay(day: string, now = new Date()): void {
  const today = new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const last = new Date(now.getTime() + 5.5 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
  if (day <= today || day > last) throw new Invalid('Choose a day within the next week');
}
