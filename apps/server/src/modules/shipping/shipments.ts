// Owns the shipments table and its scans: a parcel's booking held by one caller at a time, what the provider booked and
// assigned, every scan recorded once and the state they add up to, a failed attempt and staff's answer to it, the COD
// cash remitted, what the shopper has been told, and a parcel as the API shows it.
import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { aggregatorTrackingUrl, SHIPMENT_ENDED, type Shipment, type ShipmentState } from '@shop/contract/shipping';
import { paiseToRupees } from '@shop/contract/money';
import type { Db, Reader, Tx } from '../../platform/db/database.ts';
import { orders, shipmentEvents, shipmentNotices, shipments } from '../../platform/db/schema.ts';
import type { Assigned, Booked, NdrInstruction, RemittanceRow, Scan, Tracking } from './provider.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

/** How long a booking holds its row: past the provider's timeouts for booking and assigning, both. */
const BOOKING_HOLD_MS = 45_000;

const ENDED = SHIPMENT_ENDED as ShipmentState[];
export const isEnded = (state: ShipmentState) => ENDED.includes(state);

/** The order's parcel going out (not a cancelled one), if it has one. */
export async function forwardShipment(db: Reader, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward'), ne(shipments.state, 'cancelled')));
  return row;
}

export async function shipmentByAwb(db: Reader, awb: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.awb, awb));
  return row;
}

/**
 * Takes the order's booking for this caller: its parcel already has an AWB (`done`), another caller is booking it
 * (`busy`), or the row (new, or one a dead booking left) is this caller's until the hold passes (`mine`).
 */
export async function claimBooking(
  db: Db,
  order: { orderId: string; provider: string; codPaise: number; returnRequestId?: string },
  now = new Date(),
): Promise<{ outcome: 'done' | 'busy' | 'mine'; shipment: ShipmentRow }> {
  return db.transaction(async (tx) => {
    const kind = order.returnRequestId ? 'return' : 'forward';
    await tx
      .insert(shipments)
      .values({
        orderId: order.orderId,
        kind,
        returnRequestId: order.returnRequestId ?? null,
        provider: order.provider,
        codPaise: order.codPaise,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(shipments)
      .where(
        and(
          order.returnRequestId
            ? eq(shipments.returnRequestId, order.returnRequestId)
            : eq(shipments.orderId, order.orderId),
          eq(shipments.kind, kind),
          ne(shipments.state, 'cancelled'),
        ),
      )
      .for('update');
    if (row!.awb) return { outcome: 'done' as const, shipment: row! };
    if (row!.bookingUntil && row!.bookingUntil > now) return { outcome: 'busy' as const, shipment: row! };
    const [mine] = await tx
      .update(shipments)
      .set({ bookingUntil: new Date(now.getTime() + BOOKING_HOLD_MS), updatedAt: now })
      .where(eq(shipments.id, row!.id))
      .returning();
    return { outcome: 'mine' as const, shipment: mine! };
  });
}

/** The booking failed: the row is free for the next try at once. */
export async function letBookingGo(db: Db, shipmentId: string): Promise<void> {
  await db.update(shipments).set({ bookingUntil: null }).where(eq(shipments.id, shipmentId));
}

/** The same, inside the caller's transaction. */
export async function letBookingGoIn(tx: Tx, shipmentId: string): Promise<void> {
  await tx.update(shipments).set({ bookingUntil: null }).where(eq(shipments.id, shipmentId));
}

export async function recordBooked(db: Db, shipmentId: string, booked: Booked): Promise<void> {
  await db
    .update(shipments)
    .set({
      providerOrderId: booked.providerOrderId,
      providerShipmentId: booked.providerShipmentId,
      updatedAt: new Date(),
    })
    .where(eq(shipments.id, shipmentId));
}

/** The AWB is assigned: the parcel is booked with its courier, its price and promised date; the hold ends. */
export async function recordAssigned(tx: Tx, shipmentId: string, assigned: Assigned): Promise<ShipmentRow> {
  const [row] = await tx
    .update(shipments)
    .set({
      awb: assigned.awb,
      courierId: assigned.courierId,
      courierName: assigned.courierName,
      chargePaise: assigned.chargePaise,
      promisedDate: assigned.etd,
      expectedDate: assigned.etd,
      bookingUntil: null,
      // Nothing to ask the provider about a parcel just booked: the sweep's clock starts now.
      polledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(shipments.id, shipmentId))
    .returning();
  return row!;
}

export async function recordPickup(db: Db, shipmentIds: string[], pickupDate: string | null): Promise<void> {
  if (shipmentIds.length === 0 || !pickupDate) return;
  await db.update(shipments).set({ pickupDate }).where(inArray(shipments.id, shipmentIds));
}

export async function recordCancelled(tx: Tx, shipmentId: string): Promise<void> {
  await tx
    .update(shipments)
    .set({ state: 'cancelled', providerStatus: 'CANCELED', bookingUntil: null, updatedAt: new Date() })
    .where(eq(shipments.id, shipmentId));
}

/** Locks the parcel's row for the rest of the transaction. */
export async function lockShipment(tx: Tx, shipmentId: string): Promise<ShipmentRow> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  if (!row) throw new Error(`No shipment ${shipmentId}`);
  return row;
}

/**
 * Where a parcel stands from all its scans, whatever order they arrived in: a scan that ends its journey (delivered,
 * returned to us, lost) wins; else the latest by the courier's time.
 */
function stateOf(scans: { at: Date; state: ShipmentState }[], held: ShipmentState): ShipmentState {
  if (held === 'cancelled') return held;
  const ending = scans.find((scan) => isEnded(scan.state));
  if (ending) return ending.state;
  const latest = scans.reduce<{ at: Date; state: ShipmentState } | undefined>(
    (last, scan) => (!last || scan.at >= last.at ? scan : last),
    undefined,
  );
  return latest?.state ?? held;
}

export type TrackingRecorded = {
  before: ShipmentRow;
  after: ShipmentRow;
  /** Scans heard for the first time, oldest first. */
  fresh: Scan[];
};

/**
 * Records what the provider reports of the locked parcel: each scan once (a redelivered or replayed webhook adds
 * nothing), the state they add up to, the date it now expects, and a new failed attempt for staff to answer.
 */
export async function recordTracking(tx: Tx, shipment: ShipmentRow, tracking: Tracking): Promise<TrackingRecorded> {
  const scans = tracking.scans.length
    ? tracking.scans
    : [{ at: new Date(), state: tracking.state, providerStatus: tracking.providerStatus, location: null, note: null }];
  const inserted = await tx
    .insert(shipmentEvents)
    .values(
      scans.map((scan) => ({
        shipmentId: shipment.id,
        at: scan.at,
        state: scan.state,
        providerStatus: scan.providerStatus,
        location: scan.location,
        note: scan.note,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const all = await tx
    .select({ at: shipmentEvents.at, state: shipmentEvents.state, note: shipmentEvents.note })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipment.id))
    .orderBy(asc(shipmentEvents.at));
  const state = stateOf(all, shipment.state);
  const failures = all.filter((scan) => scan.state === 'undelivered');
  const lastFailure = failures.at(-1);
  const newFailure = inserted.some((scan) => scan.state === 'undelivered');
  const [after] = await tx
    .update(shipments)
    .set({
      state,
      providerStatus: tracking.providerStatus,
      expectedDate: tracking.expectedDate ?? shipment.expectedDate,
      ndrAttempts: failures.length,
      ...(newFailure && lastFailure
        ? { ndrReason: lastFailure.note ?? 'The courier could not deliver', ndrAt: lastFailure.at, ndrAction: null }
        : {}),
      ...(state === 'delivered' && shipment.codPaise > 0 && !shipment.codCollectedAt
        ? { codCollectedAt: all.find((scan) => scan.state === 'delivered')?.at ?? new Date() }
        : {}),
      polledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(shipments.id, shipment.id))
    .returning();
  const fresh = inserted
    .map((row) => ({
      at: row.at,
      state: row.state,
      providerStatus: row.providerStatus,
      location: row.location,
      note: row.note,
    }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return { before: shipment, after: after!, fresh };
}

/** Staff answered a failed attempt; the provider has been told. */
export async function recordNdrAction(tx: Tx, shipmentId: string, instruction: NdrInstruction): Promise<void> {
  await tx
    .update(shipments)
    .set({ ndrAction: instruction.action, updatedAt: new Date() })
    .where(eq(shipments.id, shipmentId));
}

/** Whether the shopper is yet to hear of this step of the parcel; marks it told (in the caller's transaction). */
export async function firstNotice(tx: Tx, shipmentId: string, step: string): Promise<boolean> {
  const rows = await tx.insert(shipmentNotices).values({ shipmentId, step }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Parcels still moving that nobody has told us about lately (lost webhooks), oldest news first. */
export async function parcelsToAsk(db: Db, quietSince: Date, limit: number): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        notInArray(shipments.state, ENDED),
        sql`${shipments.awb} is not null`,
        or(isNull(shipments.polledAt), lt(shipments.polledAt, quietSince)),
      ),
    )
    .orderBy(sql`${shipments.polledAt} asc nulls first`)
    .limit(limit);
}

/** Bookings a caller started and did not finish (it stopped, or the provider did not answer): to finish them. */
export async function unfinishedBookings(db: Db, now: Date, limit: number): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        isNull(shipments.awb),
        eq(shipments.kind, 'forward'),
        ne(shipments.state, 'cancelled'),
        or(isNull(shipments.bookingUntil), lt(shipments.bookingUntil, now)),
        lt(shipments.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(limit);
}

/**
 * Records the provider's remittance report: each parcel's cash paid over once (a file uploaded twice changes
 * nothing); a row for an AWB that is not ours, or whose amount is not the parcel's cash, is refused with why.
 */
export async function recordRemittance(
  db: Db,
  rows: RemittanceRow[],
): Promise<{
  recorded: number;
  amountPaise: number;
  already: number;
  refused: { row: number; awb: string; message: string }[];
}> {
  const answer = {
    recorded: 0,
    amountPaise: 0,
    already: 0,
    refused: [] as { row: number; awb: string; message: string }[],
  };
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const [parcel] = await tx.select().from(shipments).where(eq(shipments.awb, row.awb)).for('update');
      if (!parcel) {
        answer.refused.push({ row: row.row, awb: row.awb, message: 'No parcel of ours has this AWB' });
        return;
      }
      if (parcel.codPaise === 0) {
        answer.refused.push({ row: row.row, awb: row.awb, message: 'This parcel was prepaid: no cash to remit' });
        return;
      }
      if (parcel.remittanceReference === row.reference && parcel.codRemittedPaise === row.remittedPaise) {
        answer.already += 1;
        return;
      }
      if (row.remittedPaise + parcel.codRemittedPaise > parcel.codPaise) {
        answer.refused.push({
          row: row.row,
          awb: row.awb,
          message: `Remits more than the parcel's cash (₹${paiseToRupees(parcel.codPaise).toFixed(2)})`,
        });
        return;
      }
      await tx
        .update(shipments)
        .set({
          codRemittedPaise: parcel.codRemittedPaise + row.remittedPaise,
          remittanceReference: row.reference,
          remittedAt: new Date(`${row.remittedOn}T12:00:00+05:30`),
          updatedAt: new Date(),
        })
        .where(eq(shipments.id, parcel.id));
      answer.recorded += 1;
      answer.amountPaise += row.remittedPaise;
    });
  }
  return answer;
}

/** The orders whose parcel is in this state ('none': no parcel booked), for staff's orders list. */
export function ordersWithShipment(state: ShipmentState | 'none'): SQL {
  const active = sql`select ${shipments.orderId} from ${shipments} where ${shipments.kind} = 'forward' and ${shipments.state} <> 'cancelled'`;
  if (state === 'none') return sql`${orders.id} not in (${active})`;
  return sql`${orders.id} in (select ${shipments.orderId} from ${shipments} where ${shipments.kind} = 'forward' and ${shipments.state} = ${state})`;
}

/**
 * Each order's parcel going out, as the API shows it to this viewer: the one booked now, else the last one cancelled at
 * the courier (so an order ended before pickup shows its parcel cancelled), else none.
 */
export async function shipmentsOf(
  db: Reader,
  orderIds: string[],
  viewer: 'shopper' | 'staff',
): Promise<Map<string, Shipment>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderId, orderIds), eq(shipments.kind, 'forward')))
    .orderBy(asc(shipments.createdAt));
  const shown = new Map<string, ShipmentRow>();
  for (const row of rows.filter((each) => each.awb)) {
    const before = shown.get(row.orderId);
    if (!before || before.state === 'cancelled') shown.set(row.orderId, row);
  }
  const booked = [...shown.values()];
  const events = booked.length
    ? await db
        .select()
        .from(shipmentEvents)
        .where(
          inArray(
            shipmentEvents.shipmentId,
            booked.map((row) => row.id),
          ),
        )
        .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.createdAt))
    : [];
  return new Map(
    booked.map((row) => [
      row.orderId,
      toShipment(
        row,
        events.filter((event) => event.shipmentId === row.id),
        viewer,
      ),
    ]),
  );
}

function toShipment(
  row: ShipmentRow,
  events: (typeof shipmentEvents.$inferSelect)[],
  viewer: 'shopper' | 'staff',
): Shipment {
  const shown: Shipment = {
    awb: row.awb,
    courier_name: row.courierName,
    status: row.state,
    promised_date: row.promisedDate,
    expected_date: row.state === 'delivered' ? null : row.expectedDate,
    tracking_url: row.awb ? aggregatorTrackingUrl(row.awb) : null,
    events: events.map((event) => ({
      at: event.at.toISOString(),
      status: event.state,
      location: event.location,
      note: event.note,
    })),
  };
  if (viewer === 'shopper') return shown;
  const collected = row.codCollectedAt !== null;
  return {
    ...shown,
    label_url: row.awb ? `/api/admin/shipping/labels?order_ids=${row.orderId}` : null,
    charge: row.chargePaise === null ? null : paiseToRupees(row.chargePaise),
    cod:
      row.codPaise > 0
        ? {
            amount: paiseToRupees(row.codPaise),
            collected,
            remitted_amount: paiseToRupees(row.codRemittedPaise),
            remittance_reference: row.remittanceReference,
            remitted_at: row.remittedAt?.toISOString() ?? null,
            due: collected ? paiseToRupees(row.codPaise - row.codRemittedPaise) : 0,
          }
        : null,
    ndr:
      row.state === 'undelivered' && row.ndrReason && row.ndrAt
        ? { reason: row.ndrReason, attempts: row.ndrAttempts, at: row.ndrAt.toISOString(), action: row.ndrAction }
        : null,
  };
}

/** How many of the period's parcels came back (RTO), what couriers charged, by way of paying. */
export async function shippingFigures(db: Reader, from: Date, to: Date) {
  const back = sql`(${shipments.state} = 'rto_delivered' or ${shipments.state} = 'rto_initiated')`;
  const cod = sql`${orders.paymentMethod} = 'COD'`;
  const [row] = await db
    .select({
      shipped: sql<number>`count(*)::int`,
      returned: sql<number>`count(*) filter (where ${back})::int`,
      chargePaise: sql<number>`coalesce(sum(${shipments.chargePaise}), 0)::int`,
      shippedCod: sql<number>`count(*) filter (where ${cod})::int`,
      returnedCod: sql<number>`count(*) filter (where ${back} and ${cod})::int`,
      /** What the couriers charged to carry out the parcels that came back: freight spent for no sale. */
      lostPaise: sql<number>`coalesce(sum(${shipments.chargePaise}) filter (where ${back}), 0)::int`,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.kind, 'forward'),
        ne(shipments.state, 'cancelled'),
        sql`${shipments.awb} is not null`,
        gt(shipments.createdAt, from),
        lt(shipments.createdAt, to),
      ),
    );
  return row ?? { shipped: 0, returned: 0, chargePaise: 0, shippedCod: 0, returnedCod: 0, lostPaise: 0 };
}
