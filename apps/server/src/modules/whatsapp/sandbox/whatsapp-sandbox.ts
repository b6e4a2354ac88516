// Owns the built-in WhatsApp sandbox, mounted at /api/sandbox/whatsapp: Meta's message call at its own path
// (POST /v21.0/{phone-number-id}/messages with a Bearer token, Meta's checks and error bodies, Meta's answer), each
// message kept in the database and played as status webhooks (sent, delivered, read, signed as Meta signs them), the
// inbox a person reads and answers in the browser (whatsapp-sandbox-inbox.ts), and fault drills at /control.
import type { FastifyInstance } from 'fastify';
import { sandboxClock } from '../../../platform/sandbox/sandbox-clock.ts';
import { forWhoRunsTheShop, visitorLimit } from '../../../platform/sandbox/sandbox-guards.ts';
import { sandboxId } from '../../../platform/sandbox/sandbox-store.ts';
import type { MetaSent } from '../cloud-api.ts';
import { renderTemplate, TEMPLATES } from '../templates.ts';
import { checkTemplateMessage, REFUSALS, sendMetaError } from './whatsapp-sandbox-checks.ts';
import { whatsappSandboxInbox } from './whatsapp-sandbox-inbox.ts';
import { whatsappSandboxKeys } from './whatsapp-sandbox-keys.ts';
import { inboxPhone, whatsappSandboxStore } from './whatsapp-sandbox-store.ts';
import { sandboxWebhooks } from './whatsapp-sandbox-webhooks.ts';

type Control = { downForSeconds?: number; loseStatusesForSeconds?: number };

export async function whatsappSandbox(app: FastifyInstance): Promise<void> {
  // The sandbox stands in for another company's API: it is not part of ours.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // The inbox's forms post as browsers do.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const store = whatsappSandboxStore(app.db);
  const keys = whatsappSandboxKeys(app.config.dataDir);
  const clock = sandboxClock(app);
  app.addHook('preClose', async () => clock.stop());

  // Fault drills, each on for a while and off with 0 (both may be set in one call):
  // - downForSeconds: every message call answers 503 with Meta's error body, code 2 "Service temporarily unavailable";
  // - loseStatusesForSeconds: status webhooks are not sent (the inbox still shows each message's ticks).
  const until = { down: 0, loseStatuses: 0 };
  const seconds = (value: unknown) => Math.min(Math.max(Number(value ?? 0), 0), 3600);
  app.post<{ Body: Control | undefined }>('/control', async (request, reply) => {
    // Only from this machine (not through a proxy) or staff: a drill is for whoever runs the shop, not its visitors.
    if (!forWhoRunsTheShop(request))
      return reply.status(403).send({ success: false, message: 'Only from this machine, or for staff' });
    const body = request.body ?? {};
    if (body.downForSeconds !== undefined) until.down = Date.now() + seconds(body.downForSeconds) * 1000;
    if (body.loseStatusesForSeconds !== undefined)
      until.loseStatuses = Date.now() + seconds(body.loseStatusesForSeconds) * 1000;
    const left = (key: keyof typeof until) => Math.ceil((until[key] - Date.now()) / 1000);
    const said = [
      ...(left('down') > 0 ? [`WhatsApp answers 503 for ${left('down')} s`] : []),
      ...(left('loseStatuses') > 0 ? [`Status webhooks are lost for ${left('loseStatuses')} s`] : []),
    ];
    return { success: true, message: said.length ? said.join('; ') : 'No drill is on' };
  });

  const webhooks = sandboxWebhooks(app, { store, clock, statusesLost: () => Date.now() < until.loseStatuses });

  app.post<{ Params: { version: string; phoneNumberId: string } }>(
    '/:version/:phoneNumberId/messages',
    { onRequest: visitorLimit(app, 'whatsapp-messages', 120, 15) },
    async (request, reply) => {
      if (Date.now() < until.down) return sendMetaError(reply, REFUSALS.down);
      if (request.headers.authorization !== `Bearer ${keys.token}`) return sendMetaError(reply, REFUSALS.badToken);
      if (request.params.phoneNumberId !== keys.phoneNumberId)
        return sendMetaError(reply, REFUSALS.noSuchNumber(request.params.phoneNumberId));
      const taken = checkTemplateMessage(request.body);
      if ('status' in taken) return sendMetaError(reply, taken);

      const id = sandboxId('wamid.HBgM', 40);
      await store.put({
        id,
        phone: inboxPhone(taken.waId),
        waId: taken.waId,
        at: new Date().toISOString(),
        text: renderTemplate(taken.template, taken.params),
        from: 'shop',
        template: taken.template,
        buttons: TEMPLATES[taken.template].buttons.flatMap((button, index) =>
          button.kind === 'quick_reply' ? [{ text: button.text, payload: taken.payloads.get(index) ?? null }] : [],
        ),
        status: 'accepted',
      });
      webhooks.playStatuses(id);
      const answer: MetaSent = {
        messaging_product: 'whatsapp',
        contacts: [{ input: String((request.body as { to?: unknown }).to), wa_id: taken.waId }],
        messages: [{ id, message_status: 'accepted' }],
      };
      return answer;
    },
  );

  whatsappSandboxInbox(app, { store, webhooks });
}
