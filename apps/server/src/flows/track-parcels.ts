// Owns what a parcel's scans do to its order, whether a webhook brought them or the sweep asked (webhooks get lost):
// each scan recorded once and written on the order's timeline; picked up moves the order to in shipping, delivered to
// delivered (the cash of a COD parcel collected, the return window open), back at the shop (RTO) to returned with its
// stock on sale again and a prepaid order's money refunded; and the shopper told of each step once.
import type { FastifyInstance } from 'fastify';
import { SHIPMENT_STATE_LABELS, type ShipmentState } from '@shop/contract/shipping';
import { aggregatorTrackingUrl } from '@shop/contract/shipping';
import { startBackgroundSweep } from '../platform/background-sweep.ts';
import {
  backOnSale,
  lockOrder,
  openRefund,
  recordTimeline,
  refundableLeft,
  transition,
} from '../modules/orders/index.ts';
import { parcelNotice, type ParcelStep } from '../modules/notifications/index.ts';
import {
  firstNotice,
  lockShipment,
  parcelsToAsk,
  recordTracking,
  shipmentByAwb,
  type ShipmentRow,
  type Tracking,
  type TrackingHeard,
  type TrackingRecorded,
} from '../modules/shipping/index.ts';
import { finishBookings, type ShippingSetup } from './ship-orders.ts';

/** The order status a parcel's state brings its order to (forward only), if any. */
const ORDER_STEP: Partial<Record<ShipmentState, 'inShipping' | 'delivered'>> = {
  picked_up: 'inShipping',
  in_transit: 'inShipping',
  out_for_delivery: 'inShipping',
  undelivered: 'inShipping',
  rto_initiated: 'inShipping',
  delivered: 'delivered',
};

/** The steps the shopper hears of, furthest last: only the furthest new one is mailed when several arrive at once. */
const TOLD: Partial<Record<ShipmentState, ParcelStep>> = {
  picked_up: 'picked_up',
  in_transit: 'picked_up',
  out_for_delivery: 'out_for_delivery',
  undelivered: 'undelivered',
  delivered: 'delivered',
};

type Heard = { parcel: ShipmentRow; notice?: ParcelStep | undefined };

/**
 * Records what the provider says of a parcel and moves its order; answers false for a parcel that is not ours. `via`
 * names who told us on the timeline ("shiprocket:webhook", "shiprocket:poll").
 */
export async function parcelHeard(app: FastifyInstance, tracking: Tracking, via: string): Promise<boolean> {
  const known = await shipmentByAwb(app.db, tracking.awb);
  if (!known) return false;
  const heard = await app.db.transaction(async (tx): Promise<Heard> => {
    const recorded = await recordTracking(tx, await lockShipment(tx, known.id), tracking);
    if (recorded.fresh.length === 0 || recorded.after.kind !== 'forward') return { parcel: recorded.after };
    const orderId = recorded.after.orderId;
    await recordTimeline(
      tx,
      orderId,
      via,
      recorded.fresh.map((scan) => ({
        field: 'shipment' as const,
        toValue: scan.state,
        note: [SHIPMENT_STATE_LABELS[scan.state], scan.note, scan.location].filter(Boolean).join(' · '),
      })),
    );
    let order = await lockOrder(tx, orderId);
    const move = async <N extends 'courierScan' | 'collectCash' | 'parcelReturned'>(
      name: N,
      args: Parameters<typeof transition<N>>[3],
    ) => {
      order = (await transition(tx, order, name, args, via)).after;
    };
    const to = ORDER_STEP[recorded.after.state];
    if (to)
      await move('courierScan', {
        to,
        note: `${SHIPMENT_STATE_LABELS[recorded.after.state]} (${recorded.after.courierName})`,
      });
    // The courier took the cash at the door: the COD order is paid (its invoice follows).
    if (recorded.after.state === 'delivered' && order.paymentMethod === 'COD' && order.paymentStatus === 'pending') {
      await move('collectCash', {});
    }
    if (recorded.after.state === 'rto_delivered' && recorded.before.state !== 'rto_delivered') {
      const wasOpen = order.orderStatus !== 'returned' && order.orderStatus !== 'cancelled';
      await move('parcelReturned', {});
      if (wasOpen && order.orderStatus === 'returned') {
        await backOnSale(tx, orderId);
        if ((await refundableLeft(tx, order)) > 0) {
          await openRefund(tx, order, {
            kind: 'staff',
            reason: 'Returned to origin: the parcel was not delivered',
            actor: via,
          });
        }
      }
    }
    return { parcel: recorded.after, notice: await noticeDue(tx, recorded) };
  });
  if (heard.notice) {
    await parcelNotice(app, heard.parcel.orderId, heard.notice, {
      courierName: heard.parcel.courierName,
      awb: heard.parcel.awb,
      trackingUrl: heard.parcel.awb ? aggregatorTrackingUrl(heard.parcel.awb) : null,
      expectedDate: heard.parcel.expectedDate,
      codPaise: heard.parcel.codCollectedAt ? 0 : heard.parcel.codPaise,
      reason: heard.parcel.ndrReason,
      // A failure is counted when it is heard; out for delivery is the attempt under way.
      attempt: heard.parcel.ndrAttempts + (heard.notice === 'undelivered' ? 0 : 1),
    });
  }
  // The invoice of a COD order once its cash is in, a returned parcel's refund: the dispatcher's table.
  await app.orderEffects.kick(heard.parcel.orderId);
  return true;
}

/** The states whose news moves money: a COD parcel's cash collected, a returned parcel's refund. */
const MOVES_MONEY: ReadonlySet<ShipmentState> = new Set(['delivered', 'rto_delivered']);

/**
 * A tracking webhook, checked before it is believed where money moves: one naming another order than its parcel's is
 * passed over, and for a parcel said delivered or back at the shop the courier's own tracking is asked, and that is
 * what is recorded (a leaked token cannot mark a parcel delivered and paid, or open a refund). Answers whether the
 * parcel is ours and was heard.
 */
export async function webhookHeard(app: FastifyInstance, setup: ShippingSetup, heard: TrackingHeard): Promise<boolean> {
  const provider = setup.provider;
  const known = await shipmentByAwb(app.db, heard.awb);
  if (!provider || !known) return false;
  if (heard.orderId !== null && heard.orderId !== known.orderId) {
    app.log.warn({ awb: heard.awb, orderId: heard.orderId }, 'tracking webhook names another order: passed over');
    return false;
  }
  let tracking: Tracking = heard;
  if (MOVES_MONEY.has(heard.state)) {
    try {
      tracking = await provider.track(heard.awb);
    } catch (error) {
      // Left to the sweep, which asks the provider about a parcel nobody told us of for a while.
      app.log.warn({ err: error, awb: heard.awb }, 'tracking not asked; the webhook waits for the sweep');
      return false;
    }
    if (tracking.state !== heard.state)
      app.log.warn({ awb: heard.awb, said: heard.state, tracked: tracking.state }, 'webhook contradicted by tracking');
  }
  return parcelHeard(app, tracking, `${provider.name}:webhook`);
}

/**
 * The furthest step among the new scans that the shopper has not heard of yet (every failed attempt is news), marked
 * told along with the steps it passed.
 */
async function noticeDue(
  tx: Parameters<typeof firstNotice>[0],
  recorded: TrackingRecorded,
): Promise<ParcelStep | undefined> {
  const steps = recorded.fresh.map((scan) => TOLD[scan.state]).filter((step): step is ParcelStep => Boolean(step));
  if (recorded.after.state === 'delivered' && !steps.includes('delivered')) steps.push('delivered');
  let due: ParcelStep | undefined;
  for (const step of steps) {
    const key = step === 'undelivered' ? `undelivered-${recorded.after.ndrAttempts}` : step;
    if (await firstNotice(tx, recorded.after.id, key)) due = step;
  }
  // A parcel delivered is told as delivered, whatever else arrived with it.
  if (due && recorded.after.state === 'delivered') return 'delivered';
  return due;
}

/**
 * Asks the provider about parcels nobody has told us of for a while (a lost webhook), and finishes bookings a caller
 * left unfinished. Answers how many parcels it asked about.
 */
export async function sweepParcels(
  app: FastifyInstance,
  setup: ShippingSetup,
  quietForMs = 30 * 60_000,
  now = new Date(),
): Promise<number> {
  const provider = setup.provider;
  if (!provider) return 0;
  await finishBookings(app, setup, now);
  const due = await parcelsToAsk(app.db, new Date(now.getTime() - quietForMs), 50);
  for (const parcel of due) {
    try {
      await parcelHeard(app, await provider.track(parcel.awb!), `${provider.name}:poll`);
    } catch (error) {
      app.log.warn({ err: error, awb: parcel.awb }, 'parcel not tracked; asked again next round');
    }
  }
  return due.length;
}

export function startParcelSweeper(app: FastifyInstance, setup: ShippingSetup, everyMs = 60_000): void {
  startBackgroundSweep(app, {
    name: 'parcel sweep',
    lock: 7_204_008,
    everyMs,
    // A parcel nobody told us about for ten rounds is asked about (ten minutes at the usual one-minute round).
    work: () => sweepParcels(app, setup, everyMs * 10),
  });
}
