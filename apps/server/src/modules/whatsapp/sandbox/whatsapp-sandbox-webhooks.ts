// Owns the webhooks the WhatsApp sandbox sends the shop, as Meta words and signs them: a message's statuses (sent,
// delivered, read, a moment apart) and the shopper's replies from the inbox (a button pressed, a text).
import type { FastifyInstance } from 'fastify';
import { whatsappEndpoints } from '@shop/contract/whatsapp';
import type { SandboxClock } from '../../../platform/sandbox/sandbox-clock.ts';
import { sandboxId } from '../../../platform/sandbox/sandbox-store.ts';
import { selfUrl } from '../../../platform/sandbox/self-url.ts';
import { SIGNATURE_HEADER, signatureOf } from '../webhook-signature.ts';
import { WHATSAPP_SANDBOX, whatsappSandboxKeys } from './whatsapp-sandbox-keys.ts';
import type { ChatMessage, SandboxStatus, WhatsAppSandboxStore } from './whatsapp-sandbox-store.ts';

const WEBHOOK_PATH = whatsappEndpoints.webhook.path;
/** When each status follows Meta's answer (the clock adds its 400 ms to each). */
const STATUS_AFTER_MS: [SandboxStatus, number][] = [
  ['sent', 0],
  ['delivered', 600],
  ['read', 1200],
];

const seconds = (at: Date | string) => String(Math.floor(new Date(at).getTime() / 1000));

/** Meta's envelope around one change of the `messages` field. */
function notification(value: Record<string, unknown>): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WHATSAPP_SANDBOX.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: WHATSAPP_SANDBOX.displayPhoneNumber,
                phone_number_id: WHATSAPP_SANDBOX.phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

export function sandboxWebhooks(
  app: FastifyInstance,
  { store, clock, statusesLost }: { store: WhatsAppSandboxStore; clock: SandboxClock; statusesLost: () => boolean },
) {
  const { appSecret } = whatsappSandboxKeys(app.config.dataDir);
  const signed = (body: string) => ({ [SIGNATURE_HEADER]: signatureOf(appSecret, body) });
  return {
    /** Plays a message's life on the phone: each status is kept (the inbox's ticks) and sent, unless a drill loses it. */
    playStatuses(id: string) {
      for (const [status, ms] of STATUS_AFTER_MS) {
        clock.later(async () => {
          const message = await store.get(id);
          if (message?.from !== 'shop') return;
          await store.put({ ...message, status });
          if (statusesLost()) return;
          const body = notification({
            statuses: [
              {
                id,
                status,
                timestamp: seconds(new Date()),
                recipient_id: message.waId,
                conversation: { id: sandboxId('', 32), origin: { type: 'utility' } },
                pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
              },
            ],
          });
          clock.notify(WEBHOOK_PATH, signed(body), body);
        }, ms);
      }
    },

    /** Sends the shop the shopper's reply now, as Meta would; answers the shop's status (0: it did not answer). */
    async sendReply(reply: Extract<ChatMessage, { from: 'shopper' }>, pressed?: { payload: string }): Promise<number> {
      const message = {
        from: reply.waId,
        id: reply.id,
        timestamp: seconds(reply.at),
        ...(pressed
          ? {
              type: 'button',
              button: { payload: pressed.payload, text: reply.text },
              context: { from: WHATSAPP_SANDBOX.displayPhoneNumber, id: reply.context },
            }
          : { type: 'text', text: { body: reply.text } }),
      };
      const body = notification({
        contacts: [{ profile: { name: 'Sandbox shopper' }, wa_id: reply.waId }],
        messages: [message],
      });
      const answer = await fetch(`${selfUrl(app)}${WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signed(body) },
        body,
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      await answer?.body?.cancel();
      return answer?.status ?? 0;
    },
  };
}
