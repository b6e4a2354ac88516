// Owns what the WhatsApp sandbox checks in a message before it takes it, as Meta checks it, and Meta's error body for
// each refusal: the product, the number, the template (one of the shop's, in English) and its parameters and buttons.
import type { FastifyReply } from 'fastify';
import { WHATSAPP_TEMPLATES, type WhatsAppTemplate } from '@shop/contract/whatsapp';
import { sandboxId } from '../../../platform/sandbox/sandbox-store.ts';
import type { MetaError } from '../cloud-api.ts';
import { TEMPLATES } from '../templates.ts';

export type MetaRefusal = {
  status: number;
  code: number;
  message: string;
  details?: string;
  type?: string;
  subcode?: number;
};

/** Answers Meta's error body: `{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`. */
export function sendMetaError(reply: FastifyReply, refusal: MetaRefusal) {
  const body: MetaError = {
    error: {
      message: refusal.message,
      type: refusal.type ?? 'OAuthException',
      code: refusal.code,
      ...(refusal.subcode ? { error_subcode: refusal.subcode } : {}),
      ...(refusal.details ? { error_data: { messaging_product: 'whatsapp', details: refusal.details } } : {}),
      fbtrace_id: sandboxId('A', 23),
    },
  };
  return reply.status(refusal.status).send(body);
}

export const REFUSALS = {
  down: { status: 503, code: 2, message: '(#2) Service temporarily unavailable' },
  badToken: { status: 401, code: 190, message: 'Invalid OAuth access token - Cannot parse access token' },
  noSuchNumber: (id: string): MetaRefusal => ({
    status: 400,
    code: 100,
    subcode: 33,
    type: 'GraphMethodException',
    message: `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  }),
  invalid: (details: string): MetaRefusal => ({ status: 400, code: 100, message: '(#100) Invalid parameter', details }),
  noTemplate: (details: string): MetaRefusal => ({
    status: 404,
    code: 132001,
    message: '(#132001) Template name does not exist in the translation',
    details,
  }),
  wrongParams: (details: string): MetaRefusal => ({
    status: 400,
    code: 132000,
    message: '(#132000) Number of parameters does not match the expected number of params',
    details,
  }),
} satisfies Record<string, MetaRefusal | ((details: string) => MetaRefusal)>;

/** A template message the sandbox took: to whom, which template, its parameters, and each button's payload by index. */
export type TakenMessage = {
  waId: string;
  template: WhatsAppTemplate;
  params: string[];
  payloads: Map<number, string>;
};

type Component = { type?: unknown; sub_type?: unknown; index?: unknown; parameters?: unknown };
type Parameter = { type?: unknown; text?: unknown; payload?: unknown };

const parametersOf = (component: Component | undefined): Parameter[] =>
  Array.isArray(component?.parameters) ? (component.parameters as Parameter[]) : [];

/** Checks a POST /{phone-number-id}/messages body as Meta would: the message, or why it is refused. */
export function checkTemplateMessage(body: unknown): TakenMessage | MetaRefusal {
  const message = (body ?? {}) as Record<string, unknown>;
  if (message.messaging_product !== 'whatsapp')
    return REFUSALS.invalid("The parameter messaging_product is required and must be 'whatsapp'");
  const to = typeof message.to === 'string' ? message.to.replace(/[\s+()-]/g, '') : '';
  if (!/^\d{8,15}$/.test(to)) return REFUSALS.invalid("Parameter 'to' must be a phone number, in digits");
  if (message.type !== 'template')
    return REFUSALS.invalid('This sandbox sends template messages only (type: template)');
  const template = (message.template ?? {}) as { name?: unknown; language?: { code?: unknown }; components?: unknown };
  const name = String(template.name ?? '');
  const language = String(template.language?.code ?? '');
  if (!(WHATSAPP_TEMPLATES as readonly string[]).includes(name) || language !== 'en')
    return REFUSALS.noTemplate(`template name (${name}) does not exist in ${language || 'the request'}`);
  const definition = TEMPLATES[name as WhatsAppTemplate];
  const components = Array.isArray(template.components) ? (template.components as Component[]) : [];

  const bodyComponent = components.find((component) => component.type === 'body');
  const params = parametersOf(bodyComponent).map((parameter) =>
    typeof parameter.text === 'string' ? parameter.text : '',
  );
  if (params.length !== definition.params.length)
    return REFUSALS.wrongParams(
      `body: number of localizable_params (${params.length}) does not match the expected number of params (${definition.params.length})`,
    );

  const payloads = new Map<number, string>();
  for (const component of components.filter((c) => c.type === 'button')) {
    const index = Number(component.index);
    const button = definition.buttons[index];
    const expected = button?.kind === 'copy_code' ? 'url' : button?.kind;
    if (!button || component.sub_type !== expected)
      return REFUSALS.wrongParams(
        `buttons: the template has no ${String(component.sub_type)} button at index ${index}`,
      );
    const [parameter] = parametersOf(component);
    const value = button.kind === 'quick_reply' ? parameter?.payload : parameter?.text;
    if (typeof value !== 'string' || !value)
      return REFUSALS.wrongParams(
        `buttons: button at index ${index} needs one ${button.kind === 'quick_reply' ? 'payload' : 'text'} parameter`,
      );
    payloads.set(index, value);
  }
  if (definition.buttons.some((button, index) => button.kind === 'copy_code' && !payloads.has(index)))
    return REFUSALS.wrongParams('buttons: the copy code button needs the code as its parameter');
  return { waId: to, template: name as WhatsAppTemplate, params, payloads };
}
