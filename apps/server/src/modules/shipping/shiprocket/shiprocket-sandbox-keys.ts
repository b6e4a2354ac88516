// Owns the built-in Shiprocket sandbox's API user and webhook token: public, for a shop without Shiprocket credentials.
export const SHIPROCKET_SANDBOX = {
  email: 'api-user@sandbox.shiprocket.test',
  password: 'sandbox-password',
  /** The x-api-key the sandbox's tracking webhooks carry. */
  webhookToken: 'sandbox-shiprocket-webhook-token',
  /** Its one pickup location until the shop adds its own. */
  pickupLocation: 'Primary',
} as const;
