// Owns talking to the WhatsApp Cloud API (graph.facebook.com) in its own words: sending a template message to a
// number, and reading Meta's answer into the message's id, "try again" or "give up".
//
// Sources (read 2026): Meta's Cloud API reference for POST /{phone-number-id}/messages (the template object: name,
// language, components of type body and button with sub_type quick_reply and a payload parameter), the copy code
// authentication templates page (the button is registered as a URL button; a message fills it with the code), and the
// error codes page (the error body `{ error: { message, type, code, error_data: { details }, fbtrace_id } }`).
import type { WhatsAppTemplate } from '@shop/contract/whatsapp';
import { SHOP_NAME } from '@shop/contract/shop';
import { ProviderUnavailable, requestJson } from '../../platform/http-client.ts';
import { sentParams, TEMPLATES } from './templates.ts';

/** The Graph API version the shop speaks; its sandbox answers at the same path. */
export const GRAPH_VERSION = 'v21.0';

export type CloudApiSettings = {
  /** A system user's permanent access token with whatsapp_business_messaging. */
  token: string;
  /** The sending number's id in WhatsApp Manager (not the number). */
  phoneNumberId: string;
  /** https://graph.facebook.com, or the sandbox's. */
  apiUrl: string;
  timeoutMs?: number;
};

/** One template message: to a 10-digit Indian mobile, the template's parameters and its quick replies' payloads. */
export type TemplateMessage = {
  phone: string;
  template: WhatsAppTemplate;
  /** As queued: without the shop's name, which `shop` gives (today's name unless the brand says otherwise). */
  params: readonly string[];
  buttons: readonly string[];
  shop?: string;
};

/** Meta did not take the message now (down, slow, rate-limited): the same message may be sent again later. */
export class WhatsAppUnavailable extends Error {}

/** Meta will never take the message as it is (a bad number, a template it lacks, a revoked token): give up. */
export class WhatsAppRefused extends Error {
  readonly code: number | undefined;
  constructor(message: string, code?: number) {
    super(message);
    this.code = code;
  }
}

export type MetaError = {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product?: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
};

export type MetaSent = {
  messaging_product: 'whatsapp';
  contacts: { input: string; wa_id: string }[];
  messages: { id: string; message_status?: string }[];
};

/**
 * Errors that pass: 1 and 2 (Meta's API unknown or temporarily down), 4 and 80007 (the app's or the account's rate
 * limit), 130429 (the number's throughput), 131000 (something went wrong), 131016 (service unavailable), 131056 (too
 * many messages to one number), 133004 (server temporarily unavailable). Every other 4xx is the message's own fault.
 */
const PASSING = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

/** The number as WhatsApp knows it: India's country code and the 10 digits. */
export const waId = (phone: string) => `91${phone}`;

type ButtonComponent = {
  type: 'button';
  sub_type: 'quick_reply' | 'url';
  index: string;
  parameters: [{ type: 'payload'; payload: string } | { type: 'text'; text: string }];
};

/** POST /{phone-number-id}/messages's body for a template message. */
export function templateRequest(message: TemplateMessage) {
  const definition = TEMPLATES[message.template];
  const params = sentParams(message.template, message.params, message.shop ?? SHOP_NAME);
  const buttons = definition.buttons.flatMap((button, index): ButtonComponent[] => {
    if (button.kind === 'copy_code')
      return [
        {
          type: 'button',
          sub_type: 'url',
          index: String(index),
          parameters: [{ type: 'text', text: message.params[0]! }],
        },
      ];
    const payload = message.buttons[index];
    return payload === undefined
      ? []
      : [{ type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload }] }];
  });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: waId(message.phone),
    type: 'template',
    template: {
      name: message.template,
      language: { code: 'en' },
      components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }, ...buttons],
    },
  };
}

export function cloudApi(settings: () => CloudApiSettings) {
  return {
    /** Sends one template message; answers Meta's id for it (wamid.…), by which its status webhooks name it. */
    async sendTemplate(message: TemplateMessage): Promise<string> {
      const { token, phoneNumberId, apiUrl, timeoutMs } = settings();
      let answer;
      try {
        answer = await requestJson<MetaSent | MetaError>(`${apiUrl}/${GRAPH_VERSION}/${phoneNumberId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          json: templateRequest(message),
          timeoutMs,
        });
      } catch (error) {
        // No idempotency key: a message whose answer was lost may have been sent, and is sent again.
        if (error instanceof ProviderUnavailable) throw new WhatsAppUnavailable(`WhatsApp: ${error.detail}`);
        throw error;
      }
      const { status, body } = answer;
      if (status >= 200 && status < 300 && 'messages' in body && body.messages[0]?.id) return body.messages[0].id;
      const error = 'error' in body ? body.error : undefined;
      const said = error
        ? `${error.message}${error.error_data?.details ? `: ${error.error_data.details}` : ''}`
        : `HTTP ${status}`;
      if (status >= 500 || status === 429 || (error && PASSING.has(error.code)))
        throw new WhatsAppUnavailable(`WhatsApp answered ${status}: ${said}`);
      throw new WhatsAppRefused(`WhatsApp refused the message (${status}): ${said}`, error?.code);
    },
  };
}
export type CloudApi = ReturnType<typeof cloudApi>;
