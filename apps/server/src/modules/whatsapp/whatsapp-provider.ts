// Owns choosing where WhatsApp messages go: Meta's Cloud API when its credentials are configured, else the built-in
// WhatsApp sandbox at /api/sandbox/whatsapp (development, tests, a test shop), else nowhere (a real shop without them
// tells its shoppers by mail only). Mirrors shipping/shipping-provider.ts.
import type { FastifyInstance } from 'fastify';
import { selfUrl } from '../../platform/sandbox/self-url.ts';
import { cloudApi, type CloudApi } from './cloud-api.ts';
import { whatsappSandbox } from './sandbox/whatsapp-sandbox.ts';
import { whatsappSandboxKeys } from './sandbox/whatsapp-sandbox-keys.ts';

/** Where the sandbox is mounted (app.ts registers `sandbox` there when sandboxed). */
export const WHATSAPP_SANDBOX_PREFIX = '/api/sandbox/whatsapp';

export type WhatsAppChoice = {
  /** Sends template messages; null when the shop has no WhatsApp. */
  api: CloudApi | null;
  /** What Meta's webhooks are checked with: the app secret (signature) and the handshake's token; null without. */
  webhook: { appSecret: string; verifyToken: string } | null;
  sandboxed: boolean;
  /** The sandbox plugin when sandboxed, for app.ts to mount at /api/sandbox/whatsapp; null otherwise. */
  sandbox: typeof whatsappSandbox | null;
};

export function whatsappProvider(app: FastifyInstance): WhatsAppChoice {
  const { whatsapp } = app.config;
  if (whatsapp) {
    return {
      api: cloudApi(() => whatsapp),
      webhook: { appSecret: whatsapp.appSecret, verifyToken: whatsapp.verifyToken },
      sandboxed: false,
      sandbox: null,
    };
  }
  if (!app.config.whatsappSandbox) return { api: null, webhook: null, sandboxed: false, sandbox: null };
  const keys = whatsappSandboxKeys(app.config.dataDir);
  return {
    // The sandbox's address is known once the server listens: asked at each call, not now.
    api: cloudApi(() => ({ ...keys, apiUrl: `${selfUrl(app)}${WHATSAPP_SANDBOX_PREFIX}` })),
    webhook: { appSecret: keys.appSecret, verifyToken: keys.verifyToken },
    sandboxed: true,
    sandbox: whatsappSandbox,
  };
}
