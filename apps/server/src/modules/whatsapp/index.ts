// Owns the whatsapp module's face: order updates on WhatsApp through Meta's Cloud API (or its built-in sandbox), the
// outbox they wait in, who said yes to them, and Meta's webhook. The flows queue messages and decide what a press does.
export { renderTemplate, TEMPLATES, type TemplateDefinition } from './templates.ts';
export {
  DAILY_CAP,
  queueWhatsApp,
  type QueuedWhatsApp,
  sendQueuedWhatsApp,
  startWhatsAppSender,
  whatsappRefusal,
} from './outbox.ts';
export { type OptInSource, optedIn, optInsOf, recordOptIn } from './opt-ins.ts';
export { askForUpdates } from './opt-in-request.ts';
export { type ButtonPress, WHATSAPP_MESSAGES, whatsappRoutes, type WhatsAppRoutesOptions } from './whatsapp-routes.ts';
export { WHATSAPP_SANDBOX_PREFIX, type WhatsAppChoice, whatsappProvider } from './whatsapp-provider.ts';
