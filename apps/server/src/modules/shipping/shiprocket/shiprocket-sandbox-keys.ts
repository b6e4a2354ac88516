// Owns the built-in Shiprocket sandbox's API user and webhook token, for a shop without Shiprocket credentials: the
// user's email is public, its password and the webhook token are made at random on the shop's first start
// (platform/sandbox/sandbox-secrets.ts).
import { sandboxSecrets } from '../../../platform/sandbox/sandbox-secrets.ts';

export const SHIPROCKET_SANDBOX = {
  email: 'api-user@sandbox.shiprocket.test',
  /** Its one pickup location until the shop adds its own. */
  pickupLocation: 'Primary',
} as const;

export function shiprocketSandboxKeys(dataDir: string) {
  const secrets = sandboxSecrets(dataDir);
  return {
    ...SHIPROCKET_SANDBOX,
    password: secrets.shiprocketPassword,
    /** The x-api-key the sandbox's tracking webhooks carry. */
    webhookToken: secrets.shiprocketWebhookToken,
  };
}
