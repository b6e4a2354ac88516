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

export const TEMPLATES: Record<WhatsAppTemplate, TemplateDefinition> = {
  cod_confirm: {
    category: 'utility',
    body:
      'Hi {{1}}, thank you for shopping with Thread & Tote! Your order {{2}} comes to {{3}}, paid in cash on delivery. ' +
      'Please confirm it by {{4}} and we will pack it for you; if we do not hear from you by then, it is cancelled.',
    params: ['name', 'order number', 'total', 'confirm by'],
    footer: STOP_FOOTER,
    buttons: [quickReply('Confirm order'), quickReply('Cancel order')],
  },
  order_confirmed: {
    category: 'utility',
    body: 'Hi {{1}}, your Thread & Tote order {{2}} for {{3}} is confirmed. We will message you here when it ships.',
    params: ['name', 'order number', 'total'],
    footer: STOP_FOOTER,
    buttons: [],
  },
  order_shipped: {
    category: 'utility',
    body: 'Hi {{1}}, your Thread & Tote order {{2}} is on its way with {{3}}. You can follow your parcel at {{4}} any time.',
    params: ['name', 'order number', 'courier', 'tracking link'],
    footer: STOP_FOOTER,
    buttons: [],
  },
  out_for_delivery: {
    category: 'utility',
    body: 'Hi {{1}}, your Thread & Tote order {{2}} is out for delivery today. {{3}}.',
    params: ['name', 'order number', 'cash to keep ready, or that it is paid for'],
    footer: STOP_FOOTER,
    buttons: [],
  },
  order_delivered: {
    category: 'utility',
    body:
      'Hi {{1}}, your Thread & Tote order {{2}} has been delivered. We hope you love it! ' +
      'If you have a minute, tell us what you think at {{3}} and help other shoppers choose.',
    params: ['name', 'order number', 'review link'],
    footer: STOP_FOOTER,
    buttons: [],
  },
  delivery_failed: {
    category: 'utility',
    body:
      'Hi {{1}}, the courier could not deliver your Thread & Tote order {{2}}: {{3}}. ' +
      'Shall we try again another day, or deliver to a different address?',
    params: ['name', 'order number', 'reason'],
    footer: STOP_FOOTER,
    buttons: [quickReply('Try another day'), quickReply('Change address')],
  },
  refund_processed: {
    category: 'utility',
    body:
      'Hi {{1}}, we have refunded {{3}} for your Thread & Tote order {{2}} to {{4}}. ' +
      'It usually shows there within 5 to 7 working days.',
    params: ['name', 'order number', 'amount', 'where it goes'],
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
};

/** The message a shopper reads: the body with its parameters in place, then the footer. */
export function renderTemplate(name: WhatsAppTemplate, params: readonly string[]): string {
  const template = TEMPLATES[name];
  if (params.length !== template.params.length)
    throw new Error(`The WhatsApp template ${name} takes ${template.params.length} parameters, not ${params.length}`);
  const body = template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1]!);
  return `${body}\n\n${template.footer}`;
}

/** How many quick-reply buttons a template has: a message fills each with one payload. */
export const quickReplyCount = (name: WhatsAppTemplate) =>
  TEMPLATES[name].buttons.filter((button) => button.kind === 'quick_reply').length;
