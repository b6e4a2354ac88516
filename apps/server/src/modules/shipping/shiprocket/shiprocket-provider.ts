// Owns Shiprocket behind the shop's ShippingProvider: an order of ours is a Shiprocket custom order (its channel order id
// our order's id, found again before any second create), then an AWB, a pickup, labels and a manifest; tracking and the
// tracking webhook read in the shop's states; return pickups, NDR actions and the COD remittance report.
import { timingSafeEqual } from 'node:crypto';
import { paiseToRupees } from '@shop/contract/money';
import type { ShipmentState } from '@shop/contract/shipping';
import {
  ShippingRefused,
  type Booked,
  type ParcelAddress,
  type ParcelOrder,
  type Scan,
  type ShippingProvider,
  type Tracking,
  type TrackingHeard,
} from '../provider.ts';
import {
  ShiprocketRefused,
  type ListedOrder,
  type OrderItem,
  type Scan as ShiprocketScan,
  type ShiprocketApi,
  type ShiprocketSettings,
} from './shiprocket-api.ts';
import { isoDateOf, istIsoDate, parseShiprocketTime } from './shiprocket-dates.ts';
import { parseShiprocketRemittance } from './shiprocket-remittance.ts';
import { shipmentStateOf } from './shiprocket-statuses.ts';

/** Shiprocket's order status for a cancelled order (GET /orders' status_code). */
const CANCELED_ORDER = 5;
/** A return order's channel order id: our return's id after this, so it never meets a forward order's. */
const RETURN_PREFIX = 'R-';

/**
 * Our order id from a channel order id. Shiprocket refuses an order id a cancelled order had, so an order booked
 * again after a cancellation is sent as "<order id>-2", "-3" (see book).
 */
export function ourOrderIdOf(channelOrderId: string): string {
  const match = /^(R-)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-\d+)?$/i.exec(channelOrderId);
  return match ? match[2]! : channelOrderId;
}

const rupees = paiseToRupees;
const kg = (grams: number) => Math.round(grams) / 1000;
const splitName = (name: string) => {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
};
const items = (order: ParcelOrder): OrderItem[] =>
  order.lines.map((line) => ({
    name: line.name,
    sku: line.sku,
    units: line.units,
    selling_price: rupees(line.unitPricePaise),
    ...(line.hsn ? { hsn: line.hsn } : {}),
  }));

function scanOf(scan: ShiprocketScan, fallback: ShipmentState): Scan | undefined {
  const at = parseShiprocketTime(scan.date);
  if (!at) return undefined;
  const state = shipmentStateOf(scan['sr-status'], scan['sr-status-label']) ?? fallback;
  const label = scan['sr-status-label'] && scan['sr-status-label'] !== 'NA' ? scan['sr-status-label'] : scan.status;
  return { at, state, providerStatus: label, location: scan.location || null, note: scan.activity || null };
}

/** Oldest first (given oldest first, as webhooks carry them; a stable sort keeps scans of one second in order), each in the shop's states (a courier's scan Shiprocket could not label takes the state before it). */
function scansOf(scans: ShiprocketScan[]): Scan[] {
  const oldestFirst = [...scans].sort(
    (a, b) => (parseShiprocketTime(a.date)?.getTime() ?? 0) - (parseShiprocketTime(b.date)?.getTime() ?? 0),
  );
  const read: Scan[] = [];
  for (const scan of oldestFirst) {
    const one = scanOf(scan, read.at(-1)?.state ?? 'booked');
    if (one) read.push(one);
  }
  return read;
}

/** The same token, compared in constant time. */
function tokenMatches(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || !expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function shiprocketProvider(api: ShiprocketApi, settings: () => ShiprocketSettings): ShippingProvider {
  /** Our order's Shiprocket orders: its channel order id, or the same with "-2", "-3" after a cancellation. */
  async function ordersFor(orderId: string): Promise<ListedOrder[]> {
    const { data } = await api.searchOrders(orderId);
    return data.filter((o) => o.channel_order_id === orderId || ourOrderIdOf(o.channel_order_id) === orderId);
  }
  const bookedOf = (order: { id: number; shipments: { id: number }[] }): Booked => ({
    providerOrderId: String(order.id),
    providerShipmentId: String(order.shipments[0]?.id ?? ''),
  });

  async function findReturn(channelOrderId: string): Promise<ListedOrder | undefined> {
    for (let page = 1; page <= 20; page += 1) {
      const list = await api.returnOrders(page);
      const found = list.data.find((o) => o.channel_order_id === channelOrderId);
      if (found || page >= (list.meta?.pagination?.total_pages ?? 1)) return found;
    }
    return undefined;
  }

  return {
    name: 'shiprocket',

    async ensurePickupLocation(name, address) {
      const { data } = await api.pickupLocations();
      if (data.shipping_address.some((location) => location.pickup_location === name)) return name;
      await api.addPickupLocation({
        pickup_location: name,
        name: address.name,
        email: address.email,
        phone: address.phone,
        address: address.address,
        city: address.city,
        state: address.state,
        country: 'India',
        pin_code: address.pincode,
      });
      return name;
    },

    async serviceability({ pickupPincode, deliveryPincode, weightGrams, cod, declaredPaise }) {
      const answer = await api.serviceability({
        pickup_postcode: pickupPincode,
        delivery_postcode: deliveryPincode,
        weight: kg(weightGrams),
        cod: cod ? 1 : 0,
        declared_value: Math.ceil(rupees(declaredPaise)),
      });
      // A route no courier serves is answered 200 with a status of 404 in the body.
      const companies = answer.status === 200 ? (answer.data?.available_courier_companies ?? []) : [];
      const recommended = answer.data?.recommended_courier_company_id;
      return companies
        .filter((c) => !cod || c.cod === 1)
        .map((c) => ({
          courierId: String(c.courier_company_id),
          courierName: c.courier_name,
          ratePaise: Math.round(Number(c.rate) * 100),
          etd: isoDateOf(c.etd) ?? '',
          cod: c.cod === 1,
          recommended: c.courier_company_id === recommended,
        }))
        .sort((a, b) => a.ratePaise - b.ratePaise);
    },

    async book(order, pickupLocation) {
      // No idempotency key at Shiprocket: the order an earlier call made (its answer lost) is found by our id first.
      const found = await ordersFor(order.orderId);
      const open = found.find((o) => o.status_code !== CANCELED_ORDER && o.status !== 'CANCELED');
      if (open) return bookedOf(open);
      const channelOrderId = found.length ? `${order.orderId}-${found.length + 1}` : order.orderId;
      const name = splitName(order.deliverTo.name);
      // Shiprocket collects sub_total + shipping_charges - total_discount at the door: the difference between the
      // declared value and the cash to collect goes in one of them.
      const extraPaise = order.codPaise > 0 ? order.codPaise - order.subTotalPaise : 0;
      try {
        const created = await api.createOrder({
          order_id: channelOrderId,
          order_date: istIsoDate(order.placedAt),
          pickup_location: pickupLocation,
          // Shiprocket's label prints the invoice number beside the channel order id (our long id): the short number
          // people read, TT-1042, goes there.
          invoice_number: order.orderNumber,
          ...(order.shopName ? { company_name: order.shopName } : {}),
          billing_customer_name: name.first,
          billing_last_name: name.last,
          billing_address: order.deliverTo.address,
          billing_city: order.deliverTo.city,
          billing_pincode: order.deliverTo.pincode,
          billing_state: order.deliverTo.state,
          billing_country: 'India',
          billing_email: order.deliverTo.email,
          billing_phone: order.deliverTo.phone,
          shipping_is_billing: true,
          order_items: items(order),
          payment_method: order.codPaise > 0 ? 'COD' : 'Prepaid',
          ...(extraPaise > 0 ? { shipping_charges: rupees(extraPaise) } : {}),
          ...(extraPaise < 0 ? { total_discount: rupees(-extraPaise) } : {}),
          sub_total: rupees(order.subTotalPaise),
          length: order.parcel.lengthCm,
          breadth: order.parcel.breadthCm,
          height: order.parcel.heightCm,
          weight: kg(order.parcel.weightGrams),
        });
        return { providerOrderId: String(created.order_id), providerShipmentId: String(created.shipment_id) };
      } catch (error) {
        // Made meanwhile by another call for the same order: that one is ours.
        const again = error instanceof ShiprocketRefused ? await ordersFor(order.orderId) : [];
        const made = again.find((o) => o.status_code !== CANCELED_ORDER && o.status !== 'CANCELED');
        if (made) return bookedOf(made);
        throw error;
      }
    },

    async assignAwb(booked, courierId) {
      const assigned = async () => {
        const { data } = await api.order(booked.providerOrderId);
        if (!data.shipments.awb) return undefined;
        const charge = Number(data.awb_data?.charges?.freight_charges);
        return {
          awb: data.shipments.awb,
          courierId: String(data.shipments.courier_id),
          courierName: data.shipments.courier,
          chargePaise: Number.isFinite(charge) && charge > 0 ? Math.round(charge * 100) : null,
          etd: isoDateOf(data.shipments.etd),
        };
      };
      const already = await assigned();
      if (already) return already;
      const answer = await api.assignAwb(booked.providerShipmentId, courierId);
      if (answer.awb_assign_status !== 1 || !answer.response.data.awb_code) {
        throw new ShippingRefused(
          `Shiprocket assigned no AWB: ${answer.response.data.awb_assign_error ?? 'the courier refused the shipment'}`,
        );
      }
      const { awb_code, courier_company_id, courier_name } = answer.response.data;
      return (
        (await assigned()) ?? {
          awb: awb_code,
          courierId: String(courier_company_id ?? courierId ?? ''),
          courierName: courier_name ?? '',
          chargePaise: null,
          etd: null,
        }
      );
    },

    async requestPickup(shipmentIds) {
      let pickupDate: string | null = null;
      for (const shipmentId of shipmentIds) {
        try {
          const answer = await api.requestPickup(shipmentId);
          pickupDate = isoDateOf(answer.response.pickup_scheduled_date) ?? pickupDate;
        } catch (error) {
          // Asked before (an answer lost): the pickup stands.
          if (!(error instanceof ShiprocketRefused && /already/i.test(error.body.message ?? ''))) throw error;
        }
      }
      return { pickupDate };
    },

    async labels(shipmentIds) {
      const answer = await api.label(shipmentIds);
      if (answer.label_created !== 1 || !answer.label_url)
        throw new ShippingRefused(`Shiprocket made no label: ${answer.response}`);
      return api.download(answer.label_url);
    },

    async manifest(shipmentIds) {
      try {
        const answer = await api.generateManifest(shipmentIds);
        if (answer.manifest_url) return await api.download(answer.manifest_url);
      } catch (error) {
        if (!(error instanceof ShiprocketRefused && error.body.already_manifested_shipment_ids)) throw error;
      }
      // Generated before: Shiprocket prints a manifest by its orders.
      const orderIds = await Promise.all(shipmentIds.map(async (id) => (await api.shipment(id)).data.order_id));
      const printed = await api.printManifest(orderIds);
      if (!printed.manifest_url) throw new ShippingRefused('Shiprocket printed no manifest for these shipments');
      return api.download(printed.manifest_url);
    },

    async track(awb): Promise<Tracking> {
      const { tracking_data: data } = await api.track(awb);
      // Tracking lists scans newest first.
      const scans = scansOf([...(data.shipment_track_activities ?? [])].reverse());
      const track = data.shipment_track?.[0];
      const state =
        shipmentStateOf(data.shipment_status, track?.current_status) ?? scans.at(-1)?.state ?? ('booked' as const);
      return {
        awb,
        // No scan yet (track_status 0, "no activities found"): booked, waiting for its pickup.
        state: data.track_status === 1 ? state : 'booked',
        providerStatus: track?.current_status ?? scans.at(-1)?.providerStatus ?? 'AWB ASSIGNED',
        scans,
        expectedDate: isoDateOf(data.etd),
        isReturn: false,
      };
    },

    async cancel(providerOrderId) {
      await api.cancelOrders([Number(providerOrderId)]);
    },

    async bookReturn(order, returnTo: ParcelAddress, returnId) {
      const channelOrderId = `${RETURN_PREFIX}${returnId}`;
      const customer = order.deliverTo;
      let booked: Booked;
      try {
        const created = await api.createReturn({
          order_id: channelOrderId,
          order_date: istIsoDate(new Date()),
          pickup_customer_name: customer.name,
          pickup_address: customer.address,
          pickup_city: customer.city,
          pickup_state: customer.state,
          pickup_country: 'India',
          pickup_pincode: customer.pincode,
          pickup_email: customer.email,
          pickup_phone: customer.phone,
          shipping_customer_name: returnTo.name,
          shipping_address: returnTo.address,
          shipping_city: returnTo.city,
          shipping_state: returnTo.state,
          shipping_country: 'India',
          shipping_pincode: returnTo.pincode,
          shipping_email: returnTo.email,
          shipping_phone: returnTo.phone,
          order_items: items(order),
          payment_method: 'Prepaid',
          sub_total: rupees(order.subTotalPaise),
          length: order.parcel.lengthCm,
          breadth: order.parcel.breadthCm,
          height: order.parcel.heightCm,
          weight: kg(order.parcel.weightGrams),
        });
        booked = { providerOrderId: String(created.order_id), providerShipmentId: String(created.shipment_id) };
      } catch (error) {
        // "The order id has already been taken.": an earlier call made it (its answer lost).
        const taken =
          error instanceof ShiprocketRefused && (error.body.errors?.order_id ?? []).some((t) => /taken/.test(t));
        const found = taken ? await findReturn(channelOrderId) : undefined;
        if (!found) throw error;
        booked = bookedOf(found);
        if (found.shipments[0]?.awb) return { ...booked, awb: found.shipments[0].awb };
      }
      try {
        const answer = await api.assignAwb(booked.providerShipmentId);
        return { ...booked, awb: answer.response.data.awb_code ?? null };
      } catch (error) {
        // Booked without a courier yet: staff assign one later, the booking stands.
        if (error instanceof ShippingRefused) return { ...booked, awb: null };
        throw error;
      }
    },

    async ndrAction(awb, instruction) {
      if (instruction.action === 'return') {
        await api.ndrAction(awb, 'return', 'Return to origin, as the shop asked');
        return;
      }
      const said = [
        instruction.date ? `Deliver on ${instruction.date}` : 'Deliver again',
        instruction.address ? `at ${instruction.address}` : '',
        instruction.phone ? `call ${instruction.phone}` : '',
      ].filter(Boolean);
      await api.ndrAction(awb, 're-attempt', said.join('; '));
    },

    parseRemittance(csv) {
      return parseShiprocketRemittance(csv).map((row) => ({
        ...row,
        orderId: row.orderId ? ourOrderIdOf(row.orderId) : null,
      }));
    },

    /** Shiprocket signs nothing: its webhook carries the token set in its panel as x-api-key. */
    parseWebhook({ headers, body }): TrackingHeard | undefined {
      if (!tokenMatches(settings().webhookToken, headers['x-api-key'])) return undefined;
      if (typeof body !== 'object' || body === null) return undefined;
      const event = body as Record<string, unknown>;
      const awb = typeof event.awb === 'string' || typeof event.awb === 'number' ? String(event.awb) : '';
      if (!awb) return undefined;
      const scans = scansOf(Array.isArray(event.scans) ? (event.scans as ShiprocketScan[]) : []);
      const state =
        shipmentStateOf(event.shipment_status_id, event.shipment_status) ??
        shipmentStateOf(undefined, event.current_status) ??
        scans.at(-1)?.state;
      if (!state) return undefined;
      const statusId = String(event.shipment_status_id ?? event.current_status_id ?? '');
      const channelOrderId = typeof event.order_id === 'string' ? event.order_id : null;
      return {
        awb,
        state,
        providerStatus: String(event.shipment_status ?? event.current_status ?? ''),
        scans,
        expectedDate: isoDateOf(event.etd),
        isReturn: Number(event.is_return) === 1,
        orderId: channelOrderId ? ourOrderIdOf(channelOrderId) : null,
        eventKey: `shiprocket:${awb}:${statusId}:${String(event.current_timestamp ?? '')}`,
      };
    },
  };
}
