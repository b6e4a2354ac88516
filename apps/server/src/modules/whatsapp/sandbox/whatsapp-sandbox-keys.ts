// Owns the built-in WhatsApp sandbox's credentials, for a shop without WHATSAPP_*: its ids are public, its token and
// secrets are made at random on the shop's first start (platform/sandbox/sandbox-secrets.ts), as Meta's are secret.
import { sandboxSecrets } from '../../../platform/sandbox/sandbox-secrets.ts';

export const WHATSAPP_SANDBOX = {
  phoneNumberId: '100000000000001',
  /** The shop's own WhatsApp number and account, named in webhooks. */
  displayPhoneNumber: '919810000000',
  businessAccountId: '100000000000002',
} as const;

/** The sandbox's ids and this shop's secrets: the token its API takes, and what its webhooks are signed and verified with. */
export function whatsappSandboxKeys(dataDir: string) {
  const secrets = sandboxSecrets(dataDir);
  return {
    ...WHATSAPP_SANDBOX,
    token: secrets.whatsappToken,
    /** Signs the sandbox's webhooks, as Meta signs with the app's secret. */
    appSecret: secrets.whatsappAppSecret,
    verifyToken: secrets.whatsappVerifyToken,
  };
}
