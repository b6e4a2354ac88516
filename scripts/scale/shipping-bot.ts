// Owns the staff member who ships during the load: saves the pickup address once, then books the load's paid and Cash
// on Delivery orders with the courier aggregator in batches (now and then the same batch twice at once, on two
// instances), and plays each parcel's life in the Shiprocket sandbox: most delivered, some failing a first attempt
// that staff answer with a re-attempt, a few returned to origin.
import type { Instance } from './cluster.ts';
import { sleep, withDb } from './cluster.ts';
import type { Answer, Recorder } from './recorder.ts';
import { StaffSession } from './staff-session.ts';

export type Fate = 'delivered' | 'ndr' | 'rto';
export type Parcel = { orderId: string; awb: string; fate: Fate; playedAt: number; ndrAnswered: boolean };
/** One batch sent twice at once to two instances: the AWB each answer gave per order, and who was told to wait. */
export type TwiceAtOnce = { orderIds: string[]; statuses: number[]; awbs: Record<string, string>[]; busy: number };

type ListedOrder = {
  _id: string;
  user_id: string;
  payment_method: string;
  payment_status: string;
  updated_at: string;
};
type ShipAnswer = {
  data?: { shipments: { order_id: string; awb: string }[]; failed: { order_id: string; message: string }[] };
};

/** Where couriers collect the scale shop's parcels (Settings → shipping.pickup). */
const PICKUP = {
  contact_name: 'Scale Test Warehouse',
  phone: '9810012345',
  email: 'warehouse@example.in',
  address: 'Plot 14, Sector 63, Phase 3',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pincode: '201301',
};
const UNAVAILABLE = 'The courier service is not answering';
/** A sandbox step every this many ms: a delivery plays in 4 steps, a return to origin in 6. */
const STEP_MS = 1000;
const PLAY_MS: Record<Fate, number> = { delivered: 5 * STEP_MS, ndr: 6 * STEP_MS, rto: 7 * STEP_MS };
/** An order paid this recently may still be cancelled by its shopper (a paid order cancelled at once): not yet. */
const SETTLED_MS = 4000;
/** Sandbox shipment-status ids (shiprocket-statuses.ts). */
const DELIVERED = 7;
const RTO_DELIVERED = 10;
const UNDELIVERED = 21;
/** A parcel cancelled before pickup (its shopper cancelled the order): nothing to play. */
const CANCELLED = 8;

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const chance = (p: number) => Math.random() < p;

export class ShippingBot {
  readonly parcels = new Map<string, Parcel>();
  readonly twice: TwiceAtOnce[] = [];
  /** Ship calls answered 503, and orders answered "not answering", while the provider was down or lost an answer. */
  refusedWhileDown = 0;
  shipCalls = 0;
  ndrAnswers = 0;
  playsRefused: string[] = [];
  private readonly http: Recorder;
  private readonly staff: StaffSession;
  private readonly loadUsers: Set<string>;
  private readonly instances: Instance[];
  private readonly dbUrl: string;

  constructor(input: {
    http: Recorder;
    clientAddress: string;
    loadUserIds: string[];
    instances: Instance[];
    dbUrl: string;
  }) {
    this.http = input.http;
    this.staff = new StaffSession(input.http, input.clientAddress);
    this.loadUsers = new Set(input.loadUserIds);
    this.instances = input.instances;
    this.dbUrl = input.dbUrl;
  }

  /** Signs in as staff and saves the pickup address (shipping refuses without one). */
  async signIn(email: string, password: string): Promise<void> {
    await this.staff.signIn('shipping:signin', email, password);
    const current = await this.staff.send('shipping:settings', 'GET', '/api/admin/settings');
    const settings = (current.body as { data: Record<string, unknown> }).data;
    const saved = await this.staff.send('shipping:pickup', 'PUT', '/api/admin/settings', {
      json: { ...settings, shipping: { pickup: PICKUP } },
    });
    if (saved.status !== 200)
      throw new Error(`Saving the pickup address failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  }

  /** Ships until shipping is over, and plays parcels until told to stop, a round every second or two. */
  async run(stopped: () => boolean, shippingOver: () => boolean): Promise<void> {
    while (!stopped()) {
      try {
        if (!shippingOver()) await this.shipRound();
        await this.driveParcels();
      } catch (error) {
        this.http.flag('shipping:unexpected-answer', String(error));
      }
      await sleep(between(1000, 1800));
    }
  }

  /**
   * After the load: plays what is left until `unsettled` says nothing keeps the shop and the sandbox apart, or the
   * time runs out. Answers how long it took, and what was still unsettled then.
   */
  async settle(
    unsettled: () => Promise<string | undefined>,
    timeoutMs: number,
  ): Promise<{ ms: number; left: string | undefined }> {
    const started = Date.now();
    let left: string | undefined = 'not asked yet';
    while (Date.now() - started < timeoutMs) {
      await this.driveParcels().catch(() => undefined);
      left = await unsettled().catch((error: unknown) => String(error));
      if (!left) break;
      await sleep(1000);
    }
    return { ms: Date.now() - started, left };
  }

  /** Orders staff may ship now: the load's, confirmed without a parcel, paid (or COD), paid a moment ago or more. */
  private async shippable(): Promise<ListedOrder[]> {
    const answer = await this.staff.send(
      'shipping:orders',
      'GET',
      '/api/admin/orders/get?order_status=confirmed&shipment=none&limit=20',
    );
    if (answer.status !== 200) return [];
    const now = Date.now();
    return ((answer.body as { data: ListedOrder[] }).data ?? []).filter(
      (o) =>
        this.loadUsers.has(o.user_id) &&
        (o.payment_status === 'paid' || (o.payment_method === 'COD' && o.payment_status === 'pending')) &&
        now - Date.parse(o.updated_at) > SETTLED_MS,
    );
  }

  private async shipRound(): Promise<void> {
    const orders = await this.shippable();
    if (orders.length === 0) return;
    const batch = orders.slice(0, between(2, 6)).map((o) => o._id);
    const live = this.instances.filter((i) => i.child);
    if (live.length >= 2 && chance(0.2)) {
      // The same batch from two instances at once (two staff, or a double click through two tabs).
      const [a, b] = live.sort(() => Math.random() - 0.5);
      const answers = await Promise.all([this.ship(batch, a!.url), this.ship(batch, b!.url)]);
      this.twice.push({
        orderIds: batch,
        statuses: answers.map((x) => x.status),
        awbs: answers.map((x) =>
          Object.fromEntries(
            ((x.body as ShipAnswer | undefined)?.data?.shipments ?? []).map((s) => [s.order_id, s.awb]),
          ),
        ),
        busy: answers.reduce(
          (n, x) =>
            n +
            ((x.body as ShipAnswer | undefined)?.data?.failed ?? []).filter((f) => f.message.includes('being booked'))
              .length,
          0,
        ),
      });
    } else await this.ship(batch);
  }

  private async ship(orderIds: string[], baseUrl = this.http.baseUrl): Promise<Answer> {
    this.shipCalls += 1;
    const answer = await this.staff.send('shipping:ship', 'POST', `${baseUrl}/api/admin/shipping/ship`, {
      json: { order_ids: orderIds },
      business: [409, 503], // nothing shippable left (the other call took it), or the provider down
    });
    if (answer.status === 503) this.refusedWhileDown += 1;
    const data = (answer.body as ShipAnswer | undefined)?.data;
    this.refusedWhileDown += (data?.failed ?? []).filter((f) => f.message.startsWith(UNAVAILABLE)).length;
    for (const shipped of data?.shipments ?? []) this.track(shipped.order_id, shipped.awb);
    return answer;
  }

  private track(orderId: string, awb: string): void {
    if (this.parcels.has(awb)) return;
    const roll = Math.random();
    const fate: Fate = roll < 0.72 ? 'delivered' : roll < 0.9 ? 'ndr' : 'rto';
    this.parcels.set(awb, { orderId, awb, fate, playedAt: -Infinity, ndrAnswered: false });
  }

  /**
   * Moves each parcel on towards its fate from where the sandbox says it is (a play cut short by a fault is played on
   * from there). Parcels booked by the sweep (a create whose answer was lost) are found in the database.
   */
  private async driveParcels(): Promise<void> {
    // The bot's own look at the database (not the shop's answer): during PostgreSQL's restart it waits a round.
    const seen = await withDb(this.dbUrl, async (db) => {
      const found = await db.query<{ order_id: string; awb: string }>(
        `select s.order_id, s.awb from shipments s join orders o on o.id = s.order_id
          where s.kind = 'forward' and s.awb is not null and o.user_id = any($1::uuid[])`,
        [[...this.loadUsers]],
      );
      const states = await db.query<{ awb: string; status: number; ndr_action: string | null }>(
        `select data->>'awb' as awb, (data->>'shipment_status_id')::int as status, data->'ndr'->>'action' as ndr_action
           from sandbox_records where provider = 'shiprocket' and kind = 'order' and data->>'awb' is not null`,
      );
      return { booked: found.rows, sandbox: new Map(states.rows.map((r) => [r.awb, r])) };
    }).catch(() => undefined);
    if (!seen) return;
    const { booked, sandbox } = seen;
    for (const row of booked) this.track(row.order_id, row.awb);
    const now = Date.now();
    for (const parcel of this.parcels.values()) {
      const there = sandbox.get(parcel.awb);
      if (!there || [DELIVERED, RTO_DELIVERED, CANCELLED].includes(there.status)) continue;
      if (now - parcel.playedAt < PLAY_MS[parcel.fate]) continue;
      if (parcel.fate === 'rto') await this.play(parcel, 'rto');
      else if (parcel.fate === 'delivered' || parcel.ndrAnswered) await this.play(parcel, 'delivered');
      else if (there.status !== UNDELIVERED) await this.play(parcel, 'undelivered');
      else if (there.ndr_action === 're-attempt') {
        parcel.ndrAnswered = true;
        await this.play(parcel, 'delivered');
      } else if (await this.answerNdr(parcel)) await this.play(parcel, 'delivered');
    }
  }

  /** Staff ask the courier to try again tomorrow; false while the shop has not heard of the failed attempt yet. */
  private async answerNdr(parcel: Parcel): Promise<boolean> {
    const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const answer = await this.staff.send('shipping:ndr', 'POST', `/api/admin/shipping/ndr/${parcel.orderId}`, {
      json: { action: 'reattempt', date: tomorrow },
      business: [409, 503], // the failed attempt not heard of yet (a lost webhook), or the provider down
    });
    if (answer.status !== 200) return false;
    this.ndrAnswers += 1;
    parcel.ndrAnswered = true;
    return true;
  }

  /**
   * Plays the parcel in the sandbox of the first running instance (instance 1, which no drill kills): a play's steps
   * live in its instance's memory, and /play answers only calls made on the machine, straight to the instance (not
   * through nginx). A play cut short with its instance is played on from where it stopped, by the next round.
   */
  private async play(parcel: Parcel, to: 'delivered' | 'undelivered' | 'rto'): Promise<void> {
    parcel.playedAt = Date.now();
    const player = this.instances.find((i) => i.child);
    if (!player) return;
    const answer = await fetch(`${player.url}/api/sandbox/shiprocket/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb: parcel.awb, to, stepMs: STEP_MS }),
      signal: AbortSignal.timeout(5000),
    }).catch((error: unknown) => error as Error);
    if (answer instanceof Error) this.playsRefused.push(`${parcel.awb} → ${to}: ${answer.message}`);
    else if (!answer.ok) {
      const body = (await answer.json().catch(() => ({}))) as { message?: string };
      if (!String(body.message).includes('already being played'))
        this.playsRefused.push(`${parcel.awb} → ${to}: ${answer.status} ${body.message}`);
    } else await answer.body?.cancel();
  }
}
