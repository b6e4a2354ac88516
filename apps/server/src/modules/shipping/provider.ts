// Owns what a courier aggregator does for the shop, in the shop's words: which couriers serve a pincode and when they
// deliver, booking a parcel (found again, never made twice), its AWB, label, pickup and manifest, tracking, cancelling,
// a return pickup, a failed delivery's next step, and reading its tracking webhooks. Each provider's folder implements
// it, as payments do (decision 026).
import type { IncomingHttpHeaders } from 'node:http';
import type { ShipmentState } from '@shop/contract/shipping';

export type ShippingProviderName = 'shiprocket';

/** A person and place a parcel goes to or comes from. */
export type ParcelAddress = {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

/** A parcel's weight and box. */
export type Parcel = { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number };

/** An order as a provider needs it to book its parcel. */
export type ParcelOrder = {
  /** Our order's id: the provider's channel order id, by which a retried booking finds the first one. */
  orderId: string;
  /** "TT-1042", printed on the label. */
  orderNumber: string;
  /** The shop's name (its brand), printed on the label as who ships it. */
  shopName?: string;
  placedAt: Date;
  deliverTo: ParcelAddress;
  lines: { name: string; sku: string; units: number; unitPricePaise: number; hsn: string | null }[];
  /** What the lines come to after any discount: the parcel's declared value. */
  subTotalPaise: number;
  /** The cash the courier collects at the door; 0 for a prepaid parcel. */
  codPaise: number;
  parcel: Parcel;
};

/** A courier that serves a route: its id at the provider, name, price, promised date and whether it collects COD. */
export type CourierOffer = {
  courierId: string;
  courierName: string;
  ratePaise: number;
  /** The date it promises to deliver (YYYY-MM-DD). */
  etd: string;
  cod: boolean;
  /** The provider's own pick, when it recommends one. */
  recommended?: boolean;
};

/** A parcel booked at the provider: its order and shipment there. Booking again for the same order finds these. */
export type Booked = { providerOrderId: string; providerShipmentId: string };

/** An AWB assigned: the courier that carries it and what it charges. */
export type Assigned = {
  awb: string;
  courierId: string;
  courierName: string;
  chargePaise: number | null;
  /** The date it promises to deliver (YYYY-MM-DD), when the provider says. */
  etd: string | null;
};

/** One scan of a parcel, as the provider reported it, in the shop's states. */
export type Scan = {
  at: Date;
  state: ShipmentState;
  /** The provider's own status name ("PICKED UP", "OUT FOR DELIVERY", "UNDELIVERED"). */
  providerStatus: string;
  location: string | null;
  /** The courier's words: the activity, or a failed attempt's reason. */
  note: string | null;
};

/** How a parcel stands at the provider: its state now, every scan it reports, and the date it expects to deliver. */
export type Tracking = {
  awb: string;
  state: ShipmentState;
  providerStatus: string;
  scans: Scan[];
  expectedDate: string | null;
  /** A return parcel's (a return pickup's) tracking rather than a forward one's. */
  isReturn: boolean;
};

/** A webhook as it arrived. */
export type ShippingWebhookRequest = { headers: IncomingHttpHeaders; body: unknown };

/** A verified tracking webhook: the parcel it is about and what it says (a trigger: the scan is recorded once). */
export type TrackingHeard = Tracking & {
  /** Our order id as the provider knows it (the channel order id), when it says. */
  orderId: string | null;
  /** The provider's delivery of this update, for dropping a redelivery. */
  eventKey: string;
};

export type NdrInstruction =
  | { action: 'reattempt'; date?: string | undefined; address?: string | undefined; phone?: string | undefined }
  | { action: 'return' };

/** One parcel's cash paid over to the shop, as the provider's remittance report lists it. */
export type RemittanceRow = {
  /** The row's number in the file (the header is row 1), for telling staff which one is wrong. */
  row: number;
  awb: string;
  /** Our order id (the channel order id), when the report carries it. */
  orderId: string | null;
  codPaise: number;
  remittedPaise: number;
  /** The bank transfer's reference (UTR) and its date (YYYY-MM-DD). */
  reference: string;
  remittedOn: string;
};

export interface ShippingProvider {
  readonly name: ShippingProviderName;
  /**
   * Registers (or finds) the shop's pickup address under this name, so bookings can name it; answers the name the
   * provider knows it by.
   */
  ensurePickupLocation(name: string, address: ParcelAddress): Promise<string>;
  /** The couriers that carry a parcel of this weight from the pickup to the pincode, cheapest first; [] when none. */
  serviceability(route: {
    pickupPincode: string;
    deliveryPincode: string;
    weightGrams: number;
    cod: boolean;
    declaredPaise: number;
  }): Promise<CourierOffer[]>;
  /**
   * Books the parcel at the provider, or finds the booking an earlier call made for this order (its answer lost): the
   * provider has no idempotency key, so it is asked by our order id first.
   */
  book(order: ParcelOrder, pickupLocation: string): Promise<Booked>;
  /** Assigns the AWB with the chosen courier (or the provider's pick); a shipment that has one answers it again. */
  assignAwb(booked: Booked, courierId?: string): Promise<Assigned>;
  /** Asks the couriers to collect these shipments; answers the pickup day (YYYY-MM-DD). */
  requestPickup(shipmentIds: string[]): Promise<{ pickupDate: string | null }>;
  /** One PDF of every label of these shipments (4×6 inches a page). */
  labels(shipmentIds: string[]): Promise<Uint8Array>;
  /** The manifest of these shipments as a PDF. */
  manifest(shipmentIds: string[]): Promise<Uint8Array>;
  /** How a parcel stands now; asking changes nothing. */
  track(awb: string): Promise<Tracking>;
  /** Cancels a booking that has not been picked up. */
  cancel(providerOrderId: string): Promise<void>;
  /** Books a courier to collect a customer's return at their door and bring it to the pickup address. */
  bookReturn(order: ParcelOrder, returnTo: ParcelAddress, returnId: string): Promise<Booked & { awb: string | null }>;
  /** Tells the courier what to do with a failed delivery. */
  ndrAction(awb: string, instruction: NdrInstruction): Promise<void>;
  /** Reads the provider's COD remittance report (CSV): one row per parcel whose cash was paid over. */
  parseRemittance(csv: string): RemittanceRow[];
  /** Checks a webhook is the provider's and says what it reports; undefined when it is not (or not about tracking). */
  parseWebhook(request: ShippingWebhookRequest): TrackingHeard | undefined;
}

/** A provider that did not answer, or answered with a failure: the call may be tried again later. */
export class ShippingUnavailable extends Error {
  override readonly name = 'ShippingUnavailable';
}

/** A provider that refused what we asked (a pincode it does not serve, a parcel it cannot take): trying again will not help. */
export class ShippingRefused extends Error {
  override readonly name = 'ShippingRefused';
}
