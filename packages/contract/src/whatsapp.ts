// Owns the WhatsApp API of the shop (issue 30): the templates the shop sends, a shopper's opt-in to order updates,
// confirming a Cash on Delivery order, and the Cloud API webhook Meta calls.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { messageAnswer, okAnswer } from './envelope.ts';

/**
 * The message templates the shop sends, each registered once with Meta under this name in English (`en`). Their
 * wording, parameters and buttons live in one place on the server (modules/whatsapp/templates.ts).
 */
export const WHATSAPP_TEMPLATES = [
  'cod_confirm',
  'order_confirmed',
  'order_shipped',
  'out_for_delivery',
  'order_delivered',
  'delivery_failed',
  'refund_processed',
  'cod_code',
  'whatsapp_consent',
] as const;
export type WhatsAppTemplate = (typeof WHATSAPP_TEMPLATES)[number];

/** How a message stands: waiting to be sent (or sent again), accepted by Meta, on the phone, read, or given up on. */
export const WHATSAPP_MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppMessageState = (typeof WHATSAPP_MESSAGE_STATES)[number];

/**
 * Where a Cash on Delivery order stands with the shopper: placed and waiting for them to confirm it, confirmed (by
 * them, or by staff after a call), or cancelled (by them, or because nobody confirmed it in time). Null for an order
 * paid online.
 */
export const COD_CONFIRMATIONS = ['awaiting', 'confirmed', 'cancelled'] as const;
export type CodConfirmation = (typeof COD_CONFIRMATIONS)[number];

/** A 10-digit Indian mobile number, as the address book keeps it. */
export const mobileNumber = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number');

export const confirmCodBody = z.object({
  confirm: z.boolean({ error: 'Say whether to confirm or cancel the order' }),
  /** The signed token from the mail's link, for a shopper who is not signed in on that device. */
  token: z.string().trim().min(1).max(200).optional(),
  /** The code sent to the order's phone, when the shopper confirms with it. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code')
    .optional(),
});
export type ConfirmCodBody = z.input<typeof confirmCodBody>;

export const staffConfirmCodBody = z.object({
  /** What the shopper said on the call, written on the order's timeline. */
  note: z
    .string()
    .trim()
    .min(3, 'Say what the shopper said on the call')
    .max(300, 'Keep the note under 300 characters'),
});

/** A phone the shopper has said yes (or no) to order updates on WhatsApp for. */
export const whatsappOptIn = z.object({
  phone: z.string(),
  opted_in: z.boolean(),
  changed_at: z.string(),
});
export type WhatsAppOptIn = z.infer<typeof whatsappOptIn>;

const idParams = z.object({ id: z.string().uuid('Not a valid order id') });
const shopperErrors = [400, 401, 403, 404, 409, 429] as const;

export const whatsappEndpoints = {
  /** The shopper confirms (or cancels) their Cash on Delivery order: from the order page, the mail's link or WhatsApp. */
  confirmCod: endpoint({
    method: 'POST',
    path: '/api/shop/order/confirm-cod/:id',
    tag: 'orders',
    params: idParams,
    body: confirmCodBody,
    answer: messageAnswer,
    errors: shopperErrors,
  }),
  /** Sends a 6-digit code to the order's phone on WhatsApp, for confirming without the mail or the buttons. */
  sendCodCode: endpoint({
    method: 'POST',
    path: '/api/shop/order/confirm-cod/:id/code',
    tag: 'orders',
    params: idParams,
    answer: messageAnswer,
    errors: shopperErrors,
  }),
  /** Staff confirm a Cash on Delivery order after a call with the shopper; the note goes on its timeline. */
  staffConfirmCod: endpoint({
    method: 'POST',
    path: '/api/admin/orders/confirm-cod/:id',
    permission: 'cod.confirm',
    tag: 'admin orders',
    params: idParams,
    body: staffConfirmCodBody,
    answer: messageAnswer,
    errors: [400, 401, 403, 404, 409] as const,
  }),
  /** The phones the signed-in shopper has answered about order updates on WhatsApp. */
  optIns: endpoint({
    method: 'GET',
    path: '/api/shop/whatsapp/opt-ins',
    tag: 'whatsapp',
    answer: okAnswer(z.array(whatsappOptIn)),
    errors: [401] as const,
  }),
  /** The shopper stops order updates on WhatsApp for a phone (as replying STOP does). */
  optOut: endpoint({
    method: 'POST',
    path: '/api/shop/whatsapp/opt-out',
    tag: 'whatsapp',
    body: z.object({ phone: mobileNumber }),
    answer: messageAnswer,
    errors: [400, 401, 404] as const,
  }),
  /** Meta's verification handshake for the webhook URL (hub.mode, hub.verify_token, hub.challenge). */
  webhookVerify: endpoint({
    method: 'GET',
    path: '/api/whatsapp/webhook',
    tag: 'whatsapp',
    query: z.looseObject({
      'hub.mode': z.string().optional(),
      'hub.verify_token': z.string().optional(),
      'hub.challenge': z.string().optional(),
    }),
    answer: z.string().describe('hub.challenge, as text'),
    errors: [403] as const,
    hidden: true,
  }),
  /** Meta's notifications (message statuses, the shopper's replies), signed with X-Hub-Signature-256. */
  webhook: endpoint({
    method: 'POST',
    path: '/api/whatsapp/webhook',
    tag: 'whatsapp',
    body: z.unknown(),
    answer: z.object({ success: z.literal(true) }),
    errors: [400, 401] as const,
    hidden: true,
  }),
};
