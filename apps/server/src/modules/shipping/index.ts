// Owns the shipping module's face: the courier aggregator behind one interface (and its sandbox), and the parcels it
// carries: bookings, scans, failed attempts, COD cash remitted. The flows compose these with orders and stock.
export {
  type Assigned,
  type Booked,
  type CourierOffer,
  type NdrInstruction,
  type Parcel,
  type ParcelAddress,
  type ParcelOrder,
  type ShippingProvider,
  ShippingRefused,
  ShippingUnavailable,
  type Tracking,
  type TrackingHeard,
} from './provider.ts';
export {
  claimBooking,
  firstNotice,
  forwardShipment,
  isEnded,
  letBookingGo,
  letBookingGoIn,
  lockShipment,
  ordersWithShipment,
  parcelsToAsk,
  recordAssigned,
  recordBooked,
  recordCancelled,
  recordNdrAction,
  recordPickup,
  recordRemittance,
  recordTracking,
  shipmentByAwb,
  shipmentsOf,
  type ShipmentRow,
  shippingFigures,
  type TrackingRecorded,
  unfinishedBookings,
} from './shipments.ts';
export { shippingProvider } from './shipping-provider.ts';
export { shiprocketSandboxKeys } from './shiprocket/shiprocket-sandbox-keys.ts';
