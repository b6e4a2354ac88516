// Owns the WhatsApp templates the shop sends: each one's English wording as it is registered with Meta, its category,
// parameters and buttons, in one list; and rendering a message to text (the sandbox's inbox, the logs). Meta refuses a
// body that starts or ends with a parameter, so each ends in words.
import type { WhatsAppTemplate } from '@shop/contract/whatsapp';

export type TemplateButton =
  /** Sends back the payload the message was queued with (its `buttons`, in order) when the shopper presses it. */
  | { kind: 'quick_reply'; text: string }
  /**
   * An authentication template's one button: it copies the code. Meta registers it as a URL button, and a message
   * fills it with the code itself.
   */
  | { kind: 'copy_code'; text: string };

export type TemplateDefinition = {
  category: 'utility' | 'authentication';
  /** The body as registered, with {{1}}, {{2}}… where the parameters go. */
  body: string;
  /** What each parameter is, in order: as many as the body has. */
  params: readonly string[];
  footer: string;
  buttons: readonly TemplateButton[];
};

/** Every utility message ends so: a shopper can always stop them (the webhook reads the reply). */
export const STOP_FOOTER = 'Reply STOP to stop these updates.';

const quickReply = (text: string): TemplateButton => ({ kind: 'quick_reply', text });

/**
 * The parameter the shop's name fills (its brand, issue 44), always a template's last: the message is queued without
 * it and it is put in when the message is sent (`sentParams`), so a renamed shop's messages carry the new name.
 */
export const SHOP_NAME_PARAM = 'shop name';

export const TEMPLATES: Record<WhatsAppTemplate, TemplateDefinition> = {
  // No template carries words a shopper chose (a name, a note): the shop's number says only the shop's own.
  cod_confirm: {
    category: 'utility',
    body:
      'Thank you for shopping with {{4}}! Your order {{1}} comes to {{2}}, paid in cash on delivery. ' +
      'Please confirm it by {{3}} and we will pack it for you; if we do not hear from you by then, it is cancelled.',
    params: ['order number', 'total', 'confirm by', SHOP_NAME_PARAM],
    footer: STOP_FOOTER,
    buttons: [quickReply('Confirm order'), quickReply('Cancel order')],
  },
  order_confirmed: {
    category: 'utility',
    body: 'Your order {{1}} from {{3}} for {{2}} is confirmed. We will message you here when it ships.',
    params: ['order number', 'total', SHOP_NAME_PARAM],
    footer: STOP_FOOTER,
    buttons: [],
  },
  order_shipped: {
    category: 'utility',
    body: 'Your order {{1}} from {{4}} is on its way with {{2}}. You can follow your parcel at {{3}} any time.',
    params: ['order number', 'courier', 'tracking link', SHOP_NAME_PARAM],
    footer: STOP_FOOTER,
    buttons: [],
  },
  out_for_delivery: {
    category: 'utility',
    body: 'Your order {{1}} from {{3}} is out for delivery today. {{2}}.',
    params: ['order number', 'cash to keep ready, or that it is paid for', SHOP_NAME_PARAM],
    footer: STOP_FOOTER,
    buttons: [],
  },
  order_delivered: {
    category: 'utility',
    body:
      'Your order {{1}} from {{3}} has been delivered. We hope you love it! ' +
      'If you have a minute, tell us what you think at {{2}} and help other shoppers choose.',
    params: ['order number', 'review link', SHOP_NAME_PARAM],
    footer: STOP_FOOTER,
    buttons: [],
  },
  delivery_failed: {
    category: 'utility',
    body:
      'The courier could not deliver your order {{1}} from {{3}}: {{2}}. ' +
      'Shall we try again another day, or deliver to a different address?',
    params: ['order number', 'reason', SHOP_NAME_PARAM],
    footer: STOP_FOOTER,
    buttons: [quickReply('Try another day'), quickReply('Change address')],
  },
  refund_processed: {
    category: 'utility',
    body:
      'We have refunded {{2}} for your order {{1}} from {{4}} to {{3}}. ' +
      'It usually shows there within 5 to 7 working days.',
    params: ['order number', 'amount', 'where it goes', SHOP_NAME_PARAM],
    footer: STOP_FOOTER,
    buttons: [],
  },
  // Meta words authentication templates itself: the code, its security line and how long it lasts.
  cod_code: {
    category: 'authentication',
    body: '{{1}} is your verification code. For your security, do not share this code.',
    params: ['6-digit code'],
    footer: 'This code expires in 10 minutes.',
    buttons: [{ kind: 'copy_code', text: 'Copy code' }],
  },
  // The one message a phone gets before it says yes: a checkout's tick asks it, once ever (opt-in-request.ts).
  whatsapp_consent: {
    category: 'utility',
    body:
      'Hello from {{1}}. A shopper gave this number at our checkout and asked for order updates on WhatsApp. ' +
      'If that was you, press the button or reply START. If it was not, please ignore this message: we will not write again.',
    params: [SHOP_NAME_PARAM],
    footer: STOP_FOOTER,
    buttons: [quickReply('Yes, send updates')],
  },
};

/** The message a shopper reads: the body with its parameters in place, then the footer. */
export function renderTemplate(name: WhatsAppTemplate, params: readonly string[]): string {
  const template = TEMPLATES[name];
  if (params.length !== template.params.length)
    throw new Error(`The WhatsApp template ${name} takes ${template.params.length} parameters, not ${params.length}`);
  const body = template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1]!);
  return `${body}\n\n${template.footer}`;
}

/** How many parameters a message is queued with: all of the template's but the shop's name. */
export const queuedParamCount = (name: WhatsAppTemplate) =>
  TEMPLATES[name].params.filter((param) => param !== SHOP_NAME_PARAM).length;

/** A queued message's parameters as sent: the shop's name (as it is now) after them, where the template has it. */
export const sentParams = (name: WhatsAppTemplate, queued: readonly string[], shop: string): string[] =>
  TEMPLATES[name].params.includes(SHOP_NAME_PARAM) ? [...queued, shop] : [...queued];

/** How many quick-reply buttons a template has: a message fills each with one payload. */
export const quickReplyCount = (name: WhatsAppTemplate) =>
  TEMPLATES[name].buttons.filter((button) => button.kind === 'quick_reply').length;
