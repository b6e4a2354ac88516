// Owns a sandbox parcel's life after its AWB: playing it picked up, in transit, out for delivery and delivered (or a
// failed attempt, or back to the shop), each step a scan that tracking answers and a tracking webhook to the shop;
// NDR actions, and the COD remittance report of delivered parcels.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxClock } from '../../../platform/sandbox/sandbox-clock.ts';
import { forWhoRunsTheShop } from '../../../platform/sandbox/sandbox-guards.ts';
import type { Scan } from './shiprocket-api.ts';
import { istDateTime, webhookTimestamp } from './shiprocket-dates.ts';
import { REMITTANCE_COLUMNS } from './shiprocket-remittance.ts';
import { type SandboxOrder, type SandboxStore, srError } from './shiprocket-sandbox-entities.ts';
import { shiprocketSandboxKeys } from './shiprocket-sandbox-keys.ts';
import { ORDER_STATUS_ID, SHIPMENT_STATUS, type ShipmentStatus } from './shiprocket-statuses.ts';

export const WEBHOOK_PATH = '/api/shipping/shiprocket/webhook';
export type PlayTo = 'delivered' | 'undelivered' | 'rto';
export const NDR_REASON = 'Customer not available';

export type WebhookFaults = { lost(): boolean; duplicated(): boolean; reordered(): boolean };

type Step = { status: ShipmentStatus; code: string; activity: (o: SandboxOrder) => string; at: 'from' | 'hub' | 'to' };
const STEP = {
  pickedUp: { status: SHIPMENT_STATUS.PICKED_UP, code: 'PUD', activity: () => 'Shipment picked up', at: 'from' },
  inTransit: { status: SHIPMENT_STATUS.IN_TRANSIT, code: 'IT', activity: () => 'Shipment in transit', at: 'hub' },
  outForDelivery: {
    status: SHIPMENT_STATUS.OUT_FOR_DELIVERY,
    code: 'OFD',
    activity: () => 'Out for delivery',
    at: 'to',
  },
  delivered: { status: SHIPMENT_STATUS.DELIVERED, code: 'DLVD', activity: () => 'Delivered to consignee', at: 'to' },
  undelivered: { status: SHIPMENT_STATUS.UNDELIVERED, code: 'UD', activity: () => NDR_REASON, at: 'to' },
  rtoInitiated: {
    status: SHIPMENT_STATUS.RTO_INITIATED,
    code: 'RTO',
    activity: () => 'Return to origin initiated',
    at: 'to',
  },
  rtoDelivered: {
    status: SHIPMENT_STATUS.RTO_DELIVERED,
    code: 'RTD',
    activity: () => 'Returned to the seller',
    at: 'from',
  },
} satisfies Record<string, Step>;

/** The steps from where the parcel is to where the play goes; a string when it cannot go there. */
function stepsFor(o: SandboxOrder, to: PlayTo): Step[] | string {
  const id = o.shipment_status_id;
  if (!o.awb) return 'The shipment has no AWB yet';
  const ended: number[] = [7, 8, 10];
  if (ended.includes(id)) return `The shipment is already ${o.shipment_status}`;
  const forward: Step[] = [STEP.pickedUp, STEP.inTransit, STEP.outForDelivery];
  const doneIds = o.scans.map((s) => Number(s['sr-status']));
  const ahead = forward.filter((s) => !doneIds.includes(s.status.id));
  const rtoAhead = [STEP.rtoInitiated, STEP.rtoDelivered];
  if (id === 9) return to === 'rto' ? [STEP.rtoDelivered] : 'The shipment is returning to the seller';
  if (id === SHIPMENT_STATUS.UNDELIVERED.id) {
    if (to === 'rto') return rtoAhead;
    if (o.ndr?.action !== 're-attempt') return 'The shipment waits for an NDR action (re-attempt or return)';
    return [STEP.outForDelivery, to === 'delivered' ? STEP.delivered : STEP.undelivered];
  }
  if (to === 'delivered') return [...ahead, STEP.delivered];
  if (to === 'undelivered') return [...ahead, STEP.undelivered];
  return [...ahead, STEP.undelivered, ...rtoAhead];
}

/** The webhook Shiprocket posts for a parcel as it stands (its scans so far). */
function webhookOf(o: SandboxOrder, at: Date) {
  return {
    awb: o.awb,
    courier_name: o.courier_name,
    current_status: o.shipment_status,
    current_status_id: ORDER_STATUS_ID[o.shipment_status] ?? o.shipment_status_id,
    shipment_status: o.shipment_status,
    shipment_status_id: o.shipment_status_id,
    current_timestamp: webhookTimestamp(at),
    order_id: o.channel_order_id,
    sr_order_id: o.id,
    awb_assigned_date: o.awb_assigned_date,
    pickup_scheduled_date: o.pickup_scheduled_date,
    etd: o.etd,
    scans: o.scans,
    is_return: o.is_return ? 1 : 0,
    channel_id: 7010,
    pod_status: o.shipment_status_id === 7 ? 'OTP Based Delivery' : '',
    pod: o.shipment_status_id === 7 ? 'Available' : 'Not Available',
    qc_image: '',
    qc_failure_reason: '',
  };
}

export function shiprocketParcels(
  app: FastifyInstance,
  { store, clock, faults }: { store: SandboxStore; clock: SandboxClock; faults: WebhookFaults },
) {
  const playing = new Set<string>();
  const byAwb = async (awb: string) => (await store.find<SandboxOrder>('order', 'awb', awb))[0];

  /** Sends one webhook (twice under the duplicate drill), keeping a record of it and the shop's answer. */
  function send(body: ReturnType<typeof webhookOf>) {
    const text = JSON.stringify(body);
    const copies = faults.duplicated() ? 2 : 1;
    for (let copy = 0; copy < copies; copy += 1) {
      const id = randomBytes(8).toString('hex');
      const record = {
        id,
        kind: 'webhook',
        awb: body.awb,
        sent_at: new Date().toISOString(),
        body,
        status: null as number | null,
      };
      // Only the sandbox's own record of what it sent: a database that is away (restarting) loses the record, not the
      // webhook, and never the process.
      store.put('webhook', id, record).catch(() => undefined);
      clock.notify(
        WEBHOOK_PATH,
        { 'x-api-key': shiprocketSandboxKeys(app.config.dataDir).webhookToken },
        text,
        (status) => store.put('webhook', id, { ...record, status }),
      );
    }
  }

  /** Applies one step: its scan on the parcel, its status now; answers the webhook that tells of it. */
  async function apply(awb: string, step: Step) {
    const o = await byAwb(awb);
    if (!o) return undefined;
    const now = new Date();
    const place = step.at === 'from' ? o.from : step.at === 'to' ? o.to : undefined;
    const location = place ? `${place.city} (${place.state})` : 'Hub (Transit)';
    const scan: Scan = {
      date: istDateTime(now),
      status: step.code,
      activity: step.activity(o),
      location,
      'sr-status': String(step.status.id),
      'sr-status-label': step.status.name,
    };
    const failed = step.status.id === SHIPMENT_STATUS.UNDELIVERED.id;
    const next: SandboxOrder = {
      ...o,
      shipment_status_id: step.status.id,
      shipment_status: step.status.name,
      status: o.is_return ? o.status : step.status.name,
      scans: [...o.scans, scan],
      ndr: failed ? { reason: NDR_REASON, attempts: (o.ndr?.attempts ?? 0) + 1, action: null } : o.ndr,
      delivered_date: step.status.id === 7 ? istDateTime(now) : o.delivered_date,
    };
    await store.put('order', String(o.id), next);
    return webhookOf(next, now);
  }

  /** Plays the parcel one step every stepMs; answers the steps' names, or why it cannot. */
  async function play(awb: string, to: PlayTo, stepMs: number): Promise<string[] | string> {
    if (playing.has(awb)) return 'The shipment is already being played';
    const o = await byAwb(awb);
    if (!o) return 'No shipment with this AWB';
    const steps = stepsFor(o, to);
    if (typeof steps === 'string') return steps;
    playing.add(awb);
    // Under the reorder drill, a play's webhooks go out together after its last step, newest first.
    const reorder = faults.reordered();
    const held: ReturnType<typeof webhookOf>[] = [];
    // Each step stepMs after the one before it is stored: steps timed side by side would, on a machine too busy to
    // run them on time, read the same parcel together and store it in any order, leaving it behind its last webhook.
    const stepFrom = (index: number) =>
      clock.later(async () => {
        const last = index === steps.length - 1;
        try {
          const webhook = await apply(awb, steps[index]!);
          if (webhook && !faults.lost()) {
            if (reorder) held.push(webhook);
            else send(webhook);
          }
        } finally {
          if (!last) stepFrom(index + 1);
          else {
            playing.delete(awb);
            for (const webhook of held.reverse()) send(webhook);
          }
        }
      }, stepMs);
    stepFrom(0);
    return steps.map((s) => s.status.name);
  }

  return {
    play,
    routes: async () => {
      app.get<{ Params: { awb: string } }>('/v1/external/courier/track/awb/:awb', async (request, reply) => {
        const o = await byAwb(request.params.awb);
        if (!o) return srError(reply, 404, '404 Not Found');
        if (!o.scans.length) {
          return { tracking_data: { track_status: 0,
            error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.' } }; // prettier-ignore
        }
        return {
          tracking_data: {
            track_status: 1,
            shipment_status: o.shipment_status_id,
            shipment_track: [{ id: o.shipment_id, awb_code: o.awb, courier_company_id: o.courier_id,
              shipment_id: o.shipment_id, order_id: o.id, pickup_date: o.scans[0]?.date ?? null,
              delivered_date: o.delivered_date, weight: String(o.weight), packages: 1,
              current_status: o.shipment_status, delivered_to: o.to.city, destination: o.to.city,
              consignee_name: o.to.name, origin: o.from.city, courier_agent_details: null,
              courier_name: o.courier_name, edd: null, pod: o.delivered_date ? 'Available' : 'Not Available' }], // prettier-ignore
            shipment_track_activities: [...o.scans].reverse(),
            track_url: `https://shiprocket.co/tracking/${o.awb}`,
            etd: o.etd,
            qc_response: { qc_image: '', qc_failed_reason: '' },
          },
        };
      });

      app.post<{ Params: { awb: string }; Body: { action?: string; comments?: string } }>(
        '/v1/external/ndr/:awb/action',
        async (request, reply) => {
          const { action, comments } = request.body ?? {};
          if (action !== 're-attempt' && action !== 'return')
            return srError(reply, 422, 'Oops! Invalid Data.', { action: ['The action must be re-attempt or return.'] });
          if (!comments)
            return srError(reply, 422, 'Oops! Invalid Data.', { comments: ['The comments field is required.'] });
          const o = await byAwb(request.params.awb);
          if (!o || o.shipment_status_id !== SHIPMENT_STATUS.UNDELIVERED.id)
            return srError(reply, 400, 'No NDR found for this AWB');
          await store.put('order', String(o.id), { ...o, ndr: { ...o.ndr!, action } });
          return reply.status(202).send({ status: 'Data Updated Sucessfully' });
        },
      );

      app.post<{ Body: { awb?: string; to?: PlayTo; stepMs?: number } }>('/play', async (request, reply) => {
        if (!forWhoRunsTheShop(request))
          return reply.status(403).send({ success: false, message: 'Only from this machine, or for staff' });
        const { awb = '', to, stepMs = 2000 } = request.body ?? {};
        if (!['delivered', 'undelivered', 'rto'].includes(to ?? ''))
          return reply.status(400).send({ success: false, message: 'to must be delivered, undelivered or rto' });
        const steps = await play(awb, to!, Math.min(Math.max(Number(stepMs) || 0, 10), 600_000));
        if (typeof steps === 'string') return reply.status(409).send({ success: false, message: steps });
        return { success: true, message: `Playing ${awb}: ${steps.join(' → ')}`, steps };
      });

      // What the sandbox sent, for whoever checks a drill (the shop's answer is null until it came).
      app.get<{ Querystring: { awb?: string } }>('/webhooks', async (request, reply) => {
        if (!forWhoRunsTheShop(request))
          return reply.status(403).send({ success: false, message: 'Only from this machine, or for staff' });
        const all = await store.find<{ awb: string; sent_at: string }>('webhook', 'kind', 'webhook');
        const data = all.filter((w) => !request.query.awb || w.awb === request.query.awb);
        return { data: data.sort((a, b) => a.sent_at.localeCompare(b.sent_at)) };
      });

      // Delivered COD parcels, remitted the day they were delivered, in the columns the shop's reader takes.
      app.get('/remittance.csv', async (request, reply) => {
        if (!forWhoRunsTheShop(request))
          return reply.status(403).send({ success: false, message: 'Only from this machine, or for staff' });
        const delivered = (await store.find<SandboxOrder>('order', 'shipment_status_id', '7')).filter(
          (o) => o.cod_amount,
        );
        const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
        const lines = delivered.map((o) => {
          const day = (o.delivered_date ?? '').slice(0, 10);
          const utr = `SRU${createHash('sha256').update(o.awb!).digest('hex').slice(0, 12).toUpperCase()}`;
          return [o.channel_order_id, o.awb!, o.courier_name ?? '', day, o.cod_amount.toFixed(2),
            o.cod_amount.toFixed(2), `CRF${day.replaceAll('-', '')}`, utr, day].map(cell).join(','); // prettier-ignore
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="cod-remittance.csv"')
          .send(`${[REMITTANCE_COLUMNS.join(','), ...lines].join('\n')}\n`);
      });
    },
  };
}
