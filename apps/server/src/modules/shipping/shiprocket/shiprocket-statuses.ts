// Owns Shiprocket's shipment statuses: their ids and names as its documentation lists them, and what each means in the
// shop's states.
//
// Shiprocket numbers statuses twice. The shipment table ("Shipment Status Codes", the Tracking docs) is what
// tracking's `shipment_status`, the webhook's `shipment_status_id` and every scan's `sr-status` use: 42 PICKED UP,
// 6 SHIPPED, 18 IN TRANSIT, 17 OUT FOR DELIVERY, 7 DELIVERED, 21 UNDELIVERED... The order table (GET /orders'
// `status_code`, the webhook's `current_status_id`) numbers the same names otherwise: the docs' webhook example says
// IN TRANSIT with current_status_id 20 and shipment_status_id 18. We read the shipment table's id, then the name.
import type { ShipmentState } from '@shop/contract/shipping';

/** The shipment table's ids and names (Shiprocket's Tracking docs). */
export const SHIPMENT_STATUS = {
  AWB_ASSIGNED: { id: 1, name: 'AWB ASSIGNED' },
  LABEL_GENERATED: { id: 2, name: 'LABEL GENERATED' },
  PICKUP_SCHEDULED: { id: 3, name: 'PICKUP SCHEDULED' },
  MANIFEST_GENERATED: { id: 5, name: 'MANIFEST GENERATED' },
  SHIPPED: { id: 6, name: 'SHIPPED' },
  DELIVERED: { id: 7, name: 'DELIVERED' },
  CANCELED: { id: 8, name: 'CANCELED' },
  RTO_INITIATED: { id: 9, name: 'RTO INITIATED' },
  RTO_DELIVERED: { id: 10, name: 'RTO DELIVERED' },
  LOST: { id: 12, name: 'LOST' },
  OUT_FOR_DELIVERY: { id: 17, name: 'OUT FOR DELIVERY' },
  IN_TRANSIT: { id: 18, name: 'IN TRANSIT' },
  OUT_FOR_PICKUP: { id: 19, name: 'OUT FOR PICKUP' },
  UNDELIVERED: { id: 21, name: 'UNDELIVERED' },
  REACHED_DESTINATION_HUB: { id: 38, name: 'REACHED AT DESTINATION HUB' },
  PICKED_UP: { id: 42, name: 'PICKED UP' },
} as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUS)[keyof typeof SHIPMENT_STATUS];

/** The order table's id for a status the sandbox sends (the webhook's current_status_id). */
export const ORDER_STATUS_ID: Record<string, number> = {
  'AWB ASSIGNED': 3,
  'PICKUP SCHEDULED': 4,
  'PICKED UP': 51,
  SHIPPED: 6,
  'IN TRANSIT': 20,
  'REACHED AT DESTINATION HUB': 43,
  'OUT FOR DELIVERY': 19,
  DELIVERED: 7,
  UNDELIVERED: 36,
  'RTO INITIATED': 15,
  'RTO DELIVERED': 16,
  CANCELED: 5,
  LOST: 33,
};

/** Shipment-table ids in the shop's states; an id not here is read by its name. */
const BY_ID: Record<number, ShipmentState> = {
  1: 'booked', // AWB Assigned
  2: 'booked', // Label Generated
  3: 'booked', // Pickup Scheduled/Generated
  4: 'booked', // Pickup Queued
  5: 'booked', // Manifest Generated
  13: 'booked', // Pickup Error
  15: 'booked', // Pickup Rescheduled
  19: 'booked', // Out For Pickup
  20: 'booked', // Pickup Exception
  27: 'booked', // Pickup Booked
  42: 'picked_up', // Picked Up
  6: 'picked_up', // Shipped: scanned in at the origin hub
  18: 'in_transit', // In Transit
  22: 'in_transit', // Delayed
  38: 'in_transit', // Reached at Destination Hub
  39: 'in_transit', // Misrouted
  48: 'in_transit', // Reached Warehouse
  17: 'out_for_delivery',
  7: 'delivered',
  23: 'delivered', // Partial Delivered
  26: 'delivered', // Fulfilled
  21: 'undelivered', // Undelivered: a failed attempt (NDR)
  9: 'rto_initiated',
  14: 'rto_initiated', // RTO Acknowledged
  40: 'rto_initiated', // RTO NDR
  41: 'rto_initiated', // RTO OFD
  46: 'rto_initiated', // RTO In Transit
  10: 'rto_delivered',
  8: 'cancelled',
  16: 'cancelled', // Cancellation Requested
  45: 'cancelled', // Cancelled Before Dispatched
  12: 'lost',
  24: 'lost', // Destroyed
  25: 'lost', // Damaged
  44: 'lost', // Disposed Off
};

/** Names as trackers and webhooks spell them ("IN TRANSIT", "Delivered", "RTO_OFD"). */
function stateOfName(name: string): ShipmentState | undefined {
  const n = name.trim().toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  if (!n || n === 'NA') return undefined;
  if (n.startsWith('RTO')) return n === 'RTO DELIVERED' ? 'rto_delivered' : 'rto_initiated';
  if (n.includes('CANCEL')) return 'cancelled';
  if (n === 'UNDELIVERED' || n.includes('DELIVERY FAILED') || n === 'NDR') return 'undelivered';
  if (n.includes('OUT FOR DELIVERY')) return 'out_for_delivery';
  if (n.includes('DELIVERED')) return 'delivered';
  if (n === 'PICKED UP' || n === 'SHIPPED') return 'picked_up';
  if (n.includes('TRANSIT') || n.includes('REACHED') || n === 'DELAYED' || n === 'MISROUTED') return 'in_transit';
  if (['LOST', 'DESTROYED', 'DAMAGED', 'DISPOSED OFF'].includes(n)) return 'lost';
  if (n.includes('PICKUP') || n.includes('AWB') || n.includes('MANIFEST') || n.includes('LABEL')) return 'booked';
  return undefined;
}

/** A status in the shop's words: by its shipment-table id when it has one we know, else by its name. */
export function shipmentStateOf(id: unknown, name: unknown): ShipmentState | undefined {
  const number = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  return BY_ID[number] ?? (typeof name === 'string' ? stateOfName(name) : undefined);
}
