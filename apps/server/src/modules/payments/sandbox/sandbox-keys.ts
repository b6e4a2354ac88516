// Owns the sandbox's own test credentials. They only ever talk to the built-in sandbox, which moves no money.

export const SANDBOX = {
  razorpay: {
    keyId: 'rzp_test_threadandtote',
    keySecret: 'sandbox-razorpay-key-secret',
    webhookSecret: 'sandbox-razorpay-webhook-secret',
  },
  phonepe: {
    clientId: 'THREADANDTOTE_SANDBOX',
    clientSecret: 'sandbox-phonepe-client-secret',
    clientVersion: '1',
    webhookUsername: 'threadandtote',
    webhookPassword: 'sandbox123',
  },
  paypal: { clientId: 'sandbox-paypal-client', clientSecret: 'sandbox-paypal-secret' },
} as const;
