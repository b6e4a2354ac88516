// Owns the WhatsApp sandbox's inbox routes: GET /inbox (the phones), GET /inbox/:phone (one phone's chat) and
// POST /inbox/:phone/reply (a button pressed or a text written there, sent to the shop as Meta's inbound webhook, then
// back to the chat with what happened).
import type { FastifyInstance } from 'fastify';
import { sandboxId } from '../../../platform/sandbox/sandbox-store.ts';
import { onlyWhoRunsTheShop, visitorLimit } from '../../../platform/sandbox/sandbox-guards.ts';
import { chatPage, phonesPage } from './whatsapp-inbox-page.ts';
import { type ChatMessage, inboxPhone, waIdOf, type WhatsAppSandboxStore } from './whatsapp-sandbox-store.ts';
import type { sandboxWebhooks } from './whatsapp-sandbox-webhooks.ts';

type Options = { store: WhatsAppSandboxStore; webhooks: ReturnType<typeof sandboxWebhooks> };
type ReplyForm = { context?: string; button?: string; text?: string };
type ShopperMessage = Extract<ChatMessage, { from: 'shopper' }>;

export function whatsappSandboxInbox(app: FastifyInstance, { store, webhooks }: Options): void {
  const base = app.prefix;
  // Every phone's messages, and pressing their buttons as that phone: for this machine or staff only.
  const guarded = { onRequest: onlyWhoRunsTheShop };

  app.get('/inbox', guarded, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return phonesPage(base, await store.phones());
  });

  app.get<{ Params: { phone: string }; Querystring: { sent?: string; failed?: string } }>(
    '/inbox/:phone',
    guarded,
    async (request, reply) => {
      const phone = inboxPhone(request.params.phone.replace(/\D/g, ''));
      const { sent, failed } = request.query;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return chatPage(base, phone, await store.chat(phone), { sent, failed });
    },
  );

  app.post<{ Params: { phone: string }; Body: ReplyForm | undefined }>(
    '/inbox/:phone/reply',
    { onRequest: [onlyWhoRunsTheShop, visitorLimit(app, 'whatsapp-reply', 60, 15)] },
    async (request, reply) => {
      const phone = inboxPhone(request.params.phone.replace(/\D/g, ''));
      const back = (said: Record<string, string>) =>
        reply.redirect(`${base}/inbox/${phone}?${new URLSearchParams(said).toString()}`, 303);
      const form = request.body ?? {};
      const answered = form.context ? await store.get(form.context) : undefined;
      const button =
        answered?.from === 'shop' && answered.phone === phone ? answered.buttons[Number(form.button)] : undefined;
      const text = button?.text ?? form.text?.trim().slice(0, 1000);
      if (!text) return back({ failed: 'write a reply, or press one of a message’s buttons' });

      const mine: ShopperMessage = {
        id: sandboxId('wamid.HBgM', 40),
        phone,
        waId: waIdOf(phone),
        at: new Date().toISOString(),
        text,
        from: 'shopper',
        type: button ? 'button' : 'text',
        context: button ? answered!.id : null,
      };
      await store.put(mine);
      // A button sends its payload; one sent without a payload sends its words back, as WhatsApp does.
      const status = await webhooks.sendReply(mine, button ? { payload: button.payload ?? button.text } : undefined);
      if (status >= 200 && status < 300) return back({ sent: text });
      return back({ failed: status ? `the shop answered ${status}` : 'the shop did not answer' });
    },
  );
}
