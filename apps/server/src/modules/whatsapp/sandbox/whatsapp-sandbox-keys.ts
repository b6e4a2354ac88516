// Owns the built-in WhatsApp sandbox's credentials: public, for a shop without WHATSAPP_* (as Meta's would be secret).
export const WHATSAPP_SANDBOX = {
  token: 'sandbox-whatsapp-access-token',
  phoneNumberId: '100000000000001',
  /** Signs the sandbox's webhooks, as Meta signs with the app's secret. */
  appSecret: 'sandbox-whatsapp-app-secret',
  verifyToken: 'sandbox-whatsapp-verify-token',
  /** The shop's own WhatsApp number and account, named in webhooks. */
  displayPhoneNumber: '919810000000',
  businessAccountId: '100000000000002',
} as const;
