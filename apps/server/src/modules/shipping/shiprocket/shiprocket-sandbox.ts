// Owns the built-in Shiprocket sandbox, mounted at /api/sandbox/shiprocket: Shiprocket's API at its own paths under
// /v1/external (a login whose token lives 10 days, then Bearer on every call, its answers and error bodies), kept in the
// database; the label and manifest files its answers point at; playing parcels with tracking webhooks to the shop;
// and fault drills at /control.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxClock } from '../../../platform/sandbox/sandbox-clock.ts';
import { forWhoRunsTheShop, visitorLimit } from '../../../platform/sandbox/sandbox-guards.ts';
import { sandboxStore } from '../../../platform/sandbox/sandbox-store.ts';
import { selfUrl } from '../../../platform/sandbox/self-url.ts';
import { TOKEN_LIFETIME_MS } from './shiprocket-api.ts';
import { renderLabelsPdf, renderManifestPdf } from './shiprocket-label-pdf.ts';
import { type SandboxOrder, srError } from './shiprocket-sandbox-entities.ts';
import { SHIPROCKET_SANDBOX, shiprocketSandboxKeys } from './shiprocket-sandbox-keys.ts';
import { addPickup, shiprocketOrderRoutes } from './shiprocket-sandbox-orders.ts';
import { shiprocketParcels } from './shiprocket-sandbox-parcels.ts';
import { SHIPMENT_STATUS } from './shiprocket-statuses.ts';

export type ShiprocketSandboxOptions = {
  /** Plays every parcel whose pickup is requested to delivered, a step each this many seconds; 0 (the default) is off. */
  autoPlaySeconds?: number;
};

type Control = {
  downForSeconds?: number;
  loseWebhooksForSeconds?: number;
  duplicateWebhooksForSeconds?: number;
  reorderWebhooksForSeconds?: number;
  loseCreateAnswerForSeconds?: number;
  autoPlaySeconds?: number;
  expireTokens?: boolean;
};

type Token = { email: string; issued_at: number; expires_at: number };

export async function shiprocketSandbox(app: FastifyInstance, options: ShiprocketSandboxOptions): Promise<void> {
  // The sandbox stands in for another company's API: it is not part of ours.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const store = sandboxStore(app.db, 'shiprocket');
  const clock = sandboxClock(app);
  app.addHook('preClose', async () => clock.stop());

  // Fault drills, each on for a while and off with 0 (several may be set in one call):
  // - downForSeconds: every API call answers 503 {"message":"Service Unavailable","status_code":503};
  // - loseWebhooksForSeconds: tracking webhooks are not sent (tracking still answers every scan);
  // - duplicateWebhooksForSeconds: each webhook is sent twice;
  // - reorderWebhooksForSeconds: a play's webhooks go out together after its last step, newest first;
  // - loseCreateAnswerForSeconds: POST /orders/create/adhoc makes the order, then answers 502 (the answer lost);
  // - autoPlaySeconds: plays each parcel whose pickup is requested to delivered, a step per N seconds (0: off);
  // - expireTokens: true ends every token issued so far (the next call answers 401, the client logs in again).
  const until = { down: 0, lose: 0, duplicate: 0, reorder: 0, loseCreate: 0 };
  const on = (key: keyof typeof until) => () => Date.now() < until[key];
  let autoPlaySeconds = Math.max(0, options.autoPlaySeconds ?? 0);
  let tokensValidFrom = 0;

  const parcels = shiprocketParcels(app, {
    store,
    clock,
    faults: { lost: on('lose'), duplicated: on('duplicate'), reordered: on('reorder') },
  });
  const autoPlay = (order: SandboxOrder) => {
    if (autoPlaySeconds > 0 && order.awb) {
      parcels
        .play(order.awb, 'delivered', autoPlaySeconds * 1000)
        .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox: a parcel did not play'));
    }
  };

  app.addHook('onReady', async () => {
    // Every seller has a primary pickup location; the shop may add its own.
    if (!(await store.get('pickup', SHIPROCKET_SANDBOX.pickupLocation))) {
      await addPickup(store, 1_000_001, SHIPROCKET_SANDBOX.pickupLocation, {
        name: 'Thread & Tote Warehouse',
        phone: '9810012345',
        email: 'warehouse@threadandtote.in',
        address: 'Plot 14, Sector 63',
        city: 'Noida',
        state: 'Uttar Pradesh',
        pincode: '201301',
      });
    }
  });

  const seconds = (value: unknown) => Math.min(Math.max(Number(value ?? 0), 0), 3600);
  app.post<{ Body: Control | undefined }>('/control', async (request, reply) => {
    // Only from this machine, not through a proxy: a drill is for whoever runs the shop, not its visitors.
    if (!forWhoRunsTheShop(request))
      return reply.status(403).send({ success: false, message: 'Only from this machine, or for staff' });
    const body = request.body ?? {};
    const flips: [keyof Control, keyof typeof until, string][] = [
      ['downForSeconds', 'down', 'Shiprocket answers 503'],
      ['loseWebhooksForSeconds', 'lose', 'Webhooks are lost'],
      ['duplicateWebhooksForSeconds', 'duplicate', 'Webhooks are sent twice'],
      ['reorderWebhooksForSeconds', 'reorder', 'Webhooks arrive newest first'],
      ['loseCreateAnswerForSeconds', 'loseCreate', 'Order creation answers are lost'],
    ];
    for (const [field, key] of flips) {
      if (body[field] !== undefined) until[key] = Date.now() + seconds(body[field]) * 1000;
    }
    if (body.autoPlaySeconds !== undefined) {
      autoPlaySeconds = seconds(body.autoPlaySeconds);
      // Parcels waiting for their pickup start now.
      const waiting = await store.find<SandboxOrder>(
        'order',
        'shipment_status_id',
        String(SHIPMENT_STATUS.PICKUP_SCHEDULED.id),
      );
      waiting.forEach(autoPlay);
    }
    if (body.expireTokens) tokensValidFrom = Date.now() + 1;
    const said = flips
      .filter(([, key]) => Date.now() < until[key])
      .map(([, key, text]) => `${text} for ${Math.ceil((until[key] - Date.now()) / 1000)} s`);
    if (autoPlaySeconds) said.push(`Parcels play to delivered, a step every ${autoPlaySeconds} s`);
    if (body.expireTokens) said.push('Every token issued so far has ended');
    return { success: true, message: said.length ? said.join('; ') : 'No drill is on' };
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.includes('/v1/external/')) return;
    if (Date.now() < until.down) return srError(reply, 503, 'Service Unavailable');
    if (request.url.includes('/v1/external/auth/login')) return;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const known = token ? await store.get<Token>('token', token) : undefined;
    if (!known || known.expires_at < Date.now() || known.issued_at < tokensValidFrom)
      return srError(reply, 401, 'Unauthenticated.');
  });

  app.post<{ Body: { email?: string; password?: string } }>(
    '/v1/external/auth/login',
    { onRequest: visitorLimit(app, 'shiprocket-login', 20, 15) },
    async (request, reply) => {
      const { email, password } = request.body ?? {};
      const keys = shiprocketSandboxKeys(app.config.dataDir);
      if (email !== keys.email || password !== keys.password)
        return srError(reply, 400, 'Invalid email and password combination');
      const now = Date.now();
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const token = `${part({ typ: 'JWT', alg: 'HS256' })}.${part({ sub: 1001, iat: Math.floor(now / 1000) })}.${randomBytes(24).toString('base64url')}`;
      await store.put('token', token, { email, issued_at: now, expires_at: now + TOKEN_LIFETIME_MS } satisfies Token);
      return {
        company_id: 7010,
        created_at: '2024-04-01 10:00:00',
        email,
        first_name: 'API',
        id: randomInt(100_000, 999_999),
        last_name: 'User',
        token,
      };
    },
  );

  const base = () => `${selfUrl(app)}${app.prefix}`;
  await shiprocketOrderRoutes(app, { store, base, createAnswerLost: on('loseCreate'), pickedUp: autoPlay });
  await parcels.routes();

  // The files answers point at (public, as Shiprocket's are on S3: the address is the secret).
  const shipmentsOf = async (kind: 'label' | 'manifest', file: string) => {
    const kept = await store.get<{ shipment_ids: number[] }>(kind, file.replace(/\.pdf$/, ''));
    if (!kept) return undefined;
    const orders = await Promise.all(
      kept.shipment_ids.map(async (id) => (await store.find<SandboxOrder>('order', 'shipment_id', String(id)))[0]),
    );
    return orders.filter((o): o is SandboxOrder => Boolean(o));
  };
  app.get<{ Params: { file: string } }>('/files/labels/:file', async (request, reply) => {
    const orders = await shipmentsOf('label', request.params.file);
    if (!orders) return srError(reply, 404, '404 Not Found');
    return reply.type('application/pdf').send(Buffer.from(await renderLabelsPdf(orders)));
  });
  app.get<{ Params: { file: string } }>('/files/manifests/:file', async (request, reply) => {
    const orders = await shipmentsOf('manifest', request.params.file);
    if (!orders) return srError(reply, 404, '404 Not Found');
    return reply.type('application/pdf').send(Buffer.from(await renderManifestPdf(orders)));
  });
}
