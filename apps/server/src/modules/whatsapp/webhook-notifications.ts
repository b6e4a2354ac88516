// Owns reading Meta's webhook notifications into the shop's words: a message's status, a shopper pressing a quick-reply
// button, a phone replying STOP, or START (or pressing the button of the message asking for its yes). Everything else Meta sends (other fields, message types) is passed over.
//
// The shape (Meta's webhooks reference for the `messages` field): { object: 'whatsapp_business_account', entry: [{ id,
// changes: [{ field: 'messages', value: { messaging_product, metadata, contacts?, statuses?: [{ id, status, timestamp,
// recipient_id, errors? }], messages?: [{ from, id, timestamp, type, button?: { payload, text }, interactive?:
// { type: 'button_reply', button_reply: { id, title } }, text?: { body }, context?: { from, id } }] } }] }] }.
import { z } from 'zod';
import type { StatusHeard } from './message-statuses.ts';
import { OPT_IN_PAYLOAD } from './opt-in-request.ts';

export type Heard =
  | ({ kind: 'status' } & StatusHeard)
  | { kind: 'button'; phone: string; payload: string }
  | { kind: 'stop'; phone: string }
  | { kind: 'start'; phone: string };

const status = z.looseObject({
  id: z.string().min(1),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  errors: z
    .array(
      z.looseObject({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.looseObject({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const inbound = z.looseObject({
  from: z.string(),
  type: z.string(),
  button: z.looseObject({ payload: z.string().min(1) }).optional(),
  interactive: z.looseObject({ button_reply: z.looseObject({ id: z.string().min(1) }).optional() }).optional(),
  text: z.looseObject({ body: z.string() }).optional(),
});

const notification = z.looseObject({
  entry: z.array(
    z.looseObject({
      changes: z.array(
        z.looseObject({
          value: z.looseObject({
            statuses: z.array(z.unknown()).optional(),
            messages: z.array(z.unknown()).optional(),
          }),
        }),
      ),
    }),
  ),
});

/** What a shopper writes to stop order updates (any case, around spaces). */
const STOP_WORDS = new Set(['stop', 'unsubscribe']);
/** What a phone writes to say yes to order updates. */
const START_WORDS = new Set(['start']);

/** A WhatsApp id (91 and ten digits) as the shop keeps phones: the ten digits; undefined for a number not Indian. */
export function phoneOf(waId: string): string | undefined {
  const digits = waId.replace(/\D/g, '');
  return /^91[6-9]\d{9}$/.test(digits) ? digits.slice(2) : undefined;
}

/** Everything a notification says that the shop acts on, in its order; what it cannot read is passed over. */
export function readNotification(body: unknown): Heard[] {
  const parsed = notification.safeParse(body);
  if (!parsed.success) return [];
  const heard: Heard[] = [];
  for (const { value } of parsed.data.entry.flatMap((entry) => entry.changes)) {
    for (const item of value.statuses ?? []) {
      const s = status.safeParse(item);
      if (!s.success) continue;
      const error = s.data.errors?.[0];
      heard.push({
        kind: 'status',
        providerMessageId: s.data.id,
        status: s.data.status,
        ...(error
          ? {
              error: [`(#${error.code ?? '?'}) ${error.title ?? error.message ?? 'Failed'}`, error.error_data?.details]
                .filter(Boolean)
                .join(': '),
            }
          : {}),
      });
    }
    for (const item of value.messages ?? []) {
      const m = inbound.safeParse(item);
      const phone = m.success ? phoneOf(m.data.from) : undefined;
      if (!m.success || !phone) continue;
      const payload =
        m.data.type === 'button'
          ? m.data.button?.payload
          : m.data.type === 'interactive'
            ? m.data.interactive?.button_reply?.id
            : undefined;
      const words = m.data.type === 'text' ? (m.data.text?.body.trim().toLowerCase() ?? '') : '';
      if (payload === OPT_IN_PAYLOAD || START_WORDS.has(words)) heard.push({ kind: 'start', phone });
      else if (payload) heard.push({ kind: 'button', phone, payload });
      else if (STOP_WORDS.has(words)) heard.push({ kind: 'stop', phone });
    }
  }
  return heard;
}
