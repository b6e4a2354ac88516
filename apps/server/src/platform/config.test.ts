import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has defaults that run the shop locally', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: 'localhost', publicUrl: 'http://localhost:3000', seedDemo: true });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('stops with one line naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.in' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('trusts only named proxies: addresses, networks, loopback or a hop count, never everyone', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toBe('10.0.0.0/8, ::1');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe('1');
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.in']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /^Invalid configuration: TRUST_PROXY must be proxy addresses/,
      );
    }
  });

  it('chooses PhonePe’s payments and token hosts together, from one variable', () => {
    const phonepe = {
      PHONEPE_CLIENT_ID: 'id',
      PHONEPE_CLIENT_SECRET: 'secret',
      PHONEPE_WEBHOOK_USERNAME: 'user',
      PHONEPE_WEBHOOK_PASSWORD: 'password',
    };
    expect(loadConfig(phonepe).phonepe).toMatchObject({
      apiUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      tokenUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox/v1/oauth/token',
    });
    expect(loadConfig({ ...phonepe, PHONEPE_ENV: 'production' }).phonepe).toMatchObject({
      apiUrl: 'https://api.phonepe.com/apis/pg',
      tokenUrl: 'https://api.phonepe.com/apis/identity-manager/v1/oauth/token',
    });
    // Half a choice (payments to production, tokens from UAT) is refused rather than guessed.
    expect(() => loadConfig({ ...phonepe, PHONEPE_API_URL: 'https://api.phonepe.com/apis/pg' })).toThrow(
      /PHONEPE_API_URL and PHONEPE_TOKEN_URL are replaced by PHONEPE_ENV/,
    );
  });
});

describe('Shiprocket’s configuration', () => {
  it('runs the Shiprocket sandbox without credentials outside production', () => {
    expect(loadConfig({})).toMatchObject({ shiprocket: null, shiprocketSandbox: true });
  });

  it('takes all four variables, and a different API address', () => {
    const config = loadConfig({
      SHIPROCKET_EMAIL: 'api@threadandtote.in',
      SHIPROCKET_PASSWORD: 'secret',
      SHIPROCKET_PICKUP_LOCATION: 'Primary',
      SHIPROCKET_WEBHOOK_TOKEN: 't'.repeat(24),
      SHIPROCKET_API_URL: 'http://127.0.0.1:9000/v1/external/',
    });
    expect(config.shiprocket).toEqual({
      email: 'api@threadandtote.in',
      password: 'secret',
      pickupLocation: 'Primary',
      webhookToken: 't'.repeat(24),
      apiUrl: 'http://127.0.0.1:9000/v1/external',
    });
    expect(config.shiprocketSandbox).toBe(false);
  });

  it('refuses some but not all of them, naming the missing ones', () => {
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'api@threadandtote.in', SHIPROCKET_PASSWORD: 'secret' })).toThrow(
      'Invalid configuration: SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_WEBHOOK_TOKEN missing: set all of SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_WEBHOOK_TOKEN, or none for the sandbox',
    );
    expect(() => loadConfig({ SHIPROCKET_WEBHOOK_TOKEN: 'short' })).toThrow(
      /^Invalid configuration: SHIPROCKET_WEBHOOK_TOKEN must be at least 16 characters/,
    );
  });
});

describe('WhatsApp’s configuration', () => {
  const WHATSAPP = {
    WHATSAPP_TOKEN: 'EAAG-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: 'app-secret',
    WHATSAPP_VERIFY_TOKEN: 'v'.repeat(24),
  };

  it('sends to the WhatsApp sandbox without credentials outside production', () => {
    expect(loadConfig({})).toMatchObject({ whatsapp: null, whatsappSandbox: true });
  });

  it('takes all four variables, and a different API address', () => {
    const config = loadConfig({ ...WHATSAPP, WHATSAPP_API_URL: 'http://127.0.0.1:9000/' });
    expect(config.whatsapp).toEqual({
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: 'v'.repeat(24),
      apiUrl: 'http://127.0.0.1:9000',
    });
    expect(config.whatsappSandbox).toBe(false);
    expect(loadConfig(WHATSAPP).whatsapp?.apiUrl).toBe('https://graph.facebook.com');
  });

  it('refuses some but not all of them, naming the missing ones', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_APP_SECRET: 'app-secret' })).toThrow(
      'Invalid configuration: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN missing: set all of WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, or none for the sandbox',
    );
    expect(() => loadConfig({ ...WHATSAPP, WHATSAPP_PHONE_NUMBER_ID: '+91 98100 12345' })).toThrow(
      /^Invalid configuration: WHATSAPP_PHONE_NUMBER_ID must be the phone number’s id/,
    );
    expect(() => loadConfig({ ...WHATSAPP, WHATSAPP_VERIFY_TOKEN: 'short' })).toThrow(
      /^Invalid configuration: WHATSAPP_VERIFY_TOKEN must be at least 16 characters/,
    );
  });
});

describe('configuration in production', () => {
  const TEST_SHOP = {
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: '1',
    MAIL_OUTBOX: '1',
    METRICS_TOKEN: 'x'.repeat(16),
    PUBLIC_URL: 'https://shop.example.in',
    PUBLIC_TEST_SHOP: '1',
  };
  const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
  /** A real shop: every provider live, real mail, its https address. */
  const LIVE = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example.in:587',
    METRICS_TOKEN: 'x'.repeat(16),
    PUBLIC_URL: 'https://shop.example.in',
    ...RAZORPAY,
    PHONEPE_CLIENT_ID: 'id',
    PHONEPE_CLIENT_SECRET: 'secret',
    PHONEPE_WEBHOOK_USERNAME: 'user',
    PHONEPE_WEBHOOK_PASSWORD: 'password',
    PHONEPE_ENV: 'production',
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_URL: 'https://api-m.paypal.com',
  };
  /** The refusal's one line, which must name the variable. */
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('starts a real shop with live providers, and warns of nothing', () => {
    const config = loadConfig(LIVE);
    expect(config.phonepe?.apiUrl).toBe('https://api.phonepe.com/apis/pg');
    expect(config.paypal?.apiUrl).toBe('https://api-m.paypal.com');
    expect(config.testShopWarnings).toEqual([]);
  });

  it('needs PUBLIC_URL, on https', () => {
    expect(refusal({ ...LIVE, PUBLIC_URL: '' })).toMatch(
      /^Invalid configuration: NODE_ENV=production needs PUBLIC_URL/,
    );
    expect(refusal({ ...LIVE, PUBLIC_URL: 'http://shop.example.in' })).toMatch(
      /^Invalid configuration: PUBLIC_URL must be https:\/\//,
    );
    // Plain HTTP on this machine is a trial of the production build, and only a test shop's.
    expect(refusal({ ...LIVE, PUBLIC_URL: 'http://127.0.0.1:3000' })).toMatch(/PUBLIC_URL must be https/);
    expect(refusal({ ...TEST_SHOP, PUBLIC_URL: 'http://shop.example.in' })).toMatch(/PUBLIC_URL must be https/);
    expect(refusal({ ...TEST_SHOP, PUBLIC_URL: '' })).toMatch(/needs PUBLIC_URL/);
  });

  it('lets a test shop on loopback use plain HTTP, with a warning', () => {
    for (const url of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000']) {
      const config = loadConfig({ ...TEST_SHOP, PUBLIC_URL: url });
      expect(config.publicUrl).toBe(url);
      expect(config.testShopWarnings).toContainEqual(expect.stringMatching(/^PUBLIC_URL=http:\/\/.*A test shop only/));
    }
    const withTestKeys = loadConfig({
      ...LIVE,
      PUBLIC_URL: 'http://localhost:3000',
      TEST_PAYMENTS: '1',
      PUBLIC_TEST_SHOP: '1',
    });
    expect(withTestKeys.testShopWarnings).toContainEqual(expect.stringMatching(/^PUBLIC_URL=http:\/\/localhost:3000/));
  });

  it('warns at every start of a wholly sandboxed shop', () => {
    expect(loadConfig(TEST_SHOP).testShopWarnings).toEqual([
      'PAYMENTS_SANDBOX=1: every payment provider is the built-in sandbox, no money moves. A test shop only.',
      'No SHIPROCKET_* credentials: parcels are booked with the built-in Shiprocket sandbox, no courier comes. A test shop only.',
      'No WHATSAPP_* credentials: WhatsApp messages go to the built-in sandbox’s inbox, no phone gets them. A test shop only.',
      'PUBLIC_TEST_SHOP=1: the Shiprocket and WhatsApp sandbox answers at https://shop.example.in, its inbox and drills to this machine and staff only. A test shop only.',
    ]);
  });

  it('refuses a sandbox behind an address off this machine unless PUBLIC_TEST_SHOP=1 says it is a public test shop', () => {
    const { PUBLIC_TEST_SHOP: _, ...unsaid } = TEST_SHOP;
    expect(refusal(unsaid)).toBe(
      'Invalid configuration: PUBLIC_URL=https://shop.example.in is off this machine while the Shiprocket and WhatsApp sandbox runs: set their credentials, or PUBLIC_TEST_SHOP=1 for a public test shop',
    );
    expect(refusal({ ...LIVE, TEST_PAYMENTS: '1', PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' })).toMatch(
      /PUBLIC_URL=https:\/\/shop\.example\.in is off this machine while the Shiprocket and WhatsApp sandbox runs/,
    );
    // A development shop reached from other machines, too; on this machine it needs nothing.
    expect(refusal({ PUBLIC_URL: 'https://dev.example.in' })).toMatch(/PUBLIC_TEST_SHOP=1/);
    expect(loadConfig({ ...unsaid, PUBLIC_URL: 'http://127.0.0.1:3000' }).whatsappSandbox).toBe(true);
  });

  it('books parcels with Shiprocket when configured; without it, with the sandbox only in a test shop, else not at all', () => {
    const shiprocket = {
      SHIPROCKET_EMAIL: 'api@threadandtote.in',
      SHIPROCKET_PASSWORD: 'secret',
      SHIPROCKET_PICKUP_LOCATION: 'Primary',
      SHIPROCKET_WEBHOOK_TOKEN: 't'.repeat(24),
    };
    expect(loadConfig({ ...LIVE, ...shiprocket })).toMatchObject({
      shiprocket: { pickupLocation: 'Primary', apiUrl: 'https://apiv2.shiprocket.in/v1/external' },
      shiprocketSandbox: false,
      testShopWarnings: [],
    });
    expect(loadConfig(LIVE)).toMatchObject({ shiprocket: null, shiprocketSandbox: false });
    expect(loadConfig(TEST_SHOP)).toMatchObject({ shiprocket: null, shiprocketSandbox: true });
    expect(loadConfig({ ...LIVE, TEST_PAYMENTS: '1', PUBLIC_TEST_SHOP: '1' }).shiprocketSandbox).toBe(true);
  });

  it('sends WhatsApp messages through the Cloud API when configured; without it, to the sandbox only in a test shop, else not at all', () => {
    const whatsapp = {
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'v'.repeat(24),
    };
    expect(loadConfig({ ...LIVE, ...whatsapp })).toMatchObject({
      whatsapp: { phoneNumberId: '106540352242922', apiUrl: 'https://graph.facebook.com' },
      whatsappSandbox: false,
      testShopWarnings: [],
    });
    expect(loadConfig(LIVE)).toMatchObject({ whatsapp: null, whatsappSandbox: false });
    expect(loadConfig(TEST_SHOP)).toMatchObject({ whatsapp: null, whatsappSandbox: true });
    expect(loadConfig({ ...LIVE, TEST_PAYMENTS: '1', PUBLIC_TEST_SHOP: '1' }).whatsappSandbox).toBe(true);
  });

  it('refuses the providers’ test environments, each in one line naming its variable', () => {
    expect(refusal({ ...LIVE, RAZORPAY_KEY_ID: 'rzp_test_abc' })).toBe(
      'Invalid configuration: RAZORPAY_KEY_ID is a Razorpay test key (rzp_test_…): use a live key (rzp_live_…) (or TEST_PAYMENTS=1 for a test shop)',
    );
    expect(refusal({ ...LIVE, PHONEPE_ENV: 'uat' })).toMatch(/^Invalid configuration: PHONEPE_ENV is uat/);
    expect(refusal({ ...LIVE, PHONEPE_ENV: '' })).toMatch(
      /^Invalid configuration: NODE_ENV=production needs PHONEPE_ENV=production/,
    );
    expect(refusal({ ...LIVE, PAYPAL_API_URL: '' })).toMatch(
      /^Invalid configuration: PAYPAL_API_URL is PayPal's sandbox/,
    );
    expect(refusal({ ...LIVE, PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' })).toMatch(/PAYPAL_API_URL/);
    for (const message of [
      refusal({ ...LIVE, RAZORPAY_KEY_ID: 'rzp_test_abc' }),
      refusal({ ...LIVE, PHONEPE_ENV: 'uat' }),
      refusal({ ...LIVE, PAYPAL_API_URL: '' }),
    ]) {
      expect(message).not.toContain('\n');
    }
  });

  it('takes the providers’ test environments from a test shop that says so, with a warning for each', () => {
    const testShop = {
      ...LIVE,
      TEST_PAYMENTS: '1',
      PUBLIC_TEST_SHOP: '1',
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      PHONEPE_ENV: 'uat',
      PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com',
    };
    const config = loadConfig(testShop);
    expect(config.phonepe?.apiUrl).toBe('https://api-preprod.phonepe.com/apis/pg-sandbox');
    expect(config.paypal?.apiUrl).toBe('https://api-m.sandbox.paypal.com');
    expect(config.testShopWarnings).toEqual([
      'TEST_PAYMENTS=1: RAZORPAY_KEY_ID is a Razorpay test key (rzp_test_…), no money moves. A test shop only.',
      "TEST_PAYMENTS=1: PHONEPE_ENV is uat, PhonePe's test environment, no money moves. A test shop only.",
      "TEST_PAYMENTS=1: PAYPAL_API_URL is PayPal's sandbox, no money moves. A test shop only.",
      'No SHIPROCKET_* credentials: parcels are booked with the built-in Shiprocket sandbox, no courier comes. A test shop only.',
      'No WHATSAPP_* credentials: WhatsApp messages go to the built-in sandbox’s inbox, no phone gets them. A test shop only.',
      'PUBLIC_TEST_SHOP=1: the Shiprocket and WhatsApp sandbox answers at https://shop.example.in, its inbox and drills to this machine and staff only. A test shop only.',
    ]);
    // The choice of PhonePe's environment is still made, never assumed.
    expect(refusal({ ...testShop, PHONEPE_ENV: '' })).toMatch(/needs PHONEPE_ENV/);
  });

  it('keeps PhonePe’s UAT and PayPal’s sandbox as the defaults outside production', () => {
    const development = {
      ...LIVE,
      NODE_ENV: 'development',
      PUBLIC_TEST_SHOP: '1',
      PHONEPE_ENV: '',
      PAYPAL_API_URL: '',
    };
    expect(loadConfig(development).phonepe?.apiUrl).toBe('https://api-preprod.phonepe.com/apis/pg-sandbox');
    expect(loadConfig(development).paypal?.apiUrl).toBe('https://api-m.sandbox.paypal.com');
    expect(loadConfig(development).testShopWarnings).toEqual([]);
  });

  it('says whether some provider runs in its test environment, for the storefront’s Test mode ribbon', () => {
    expect(loadConfig(LIVE).providerTestMode).toBe(false);
    expect(
      loadConfig({ ...LIVE, NODE_ENV: 'development', PUBLIC_TEST_SHOP: '1', PHONEPE_ENV: '', PAYPAL_API_URL: '' })
        .providerTestMode,
    ).toBe(true);
    expect(
      loadConfig({ ...LIVE, TEST_PAYMENTS: '1', PUBLIC_TEST_SHOP: '1', RAZORPAY_KEY_ID: 'rzp_test_x' })
        .providerTestMode,
    ).toBe(true);
    expect(
      loadConfig({ ...LIVE, TEST_PAYMENTS: '1', PUBLIC_TEST_SHOP: '1', PHONEPE_ENV: 'uat' }).providerTestMode,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).providerTestMode).toBe(false);
  });

  it('loads no demo data unless asked to', () => {
    expect(loadConfig(TEST_SHOP).seedDemo).toBe(false);
    expect(loadConfig({ ...TEST_SHOP, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('needs real mail, or a test shop’s outbox asked for by name', () => {
    expect(() => loadConfig({ ...TEST_SHOP, MAIL_OUTBOX: '0' })).toThrow(/NODE_ENV=production needs SMTP_URL/);
    expect(loadConfig({ ...TEST_SHOP, MAIL_OUTBOX: '0', SMTP_URL: 'smtp://mail.example.in:587' }).smtpUrl).toBe(
      'smtp://mail.example.in:587',
    );
  });

  it('needs a metrics token', () => {
    expect(() => loadConfig({ ...TEST_SHOP, METRICS_TOKEN: '' })).toThrow(/NODE_ENV=production needs METRICS_TOKEN/);
  });

  it('runs the payment sandbox only when no provider is real', () => {
    expect(() => loadConfig({ ...TEST_SHOP, ...RAZORPAY })).toThrow(
      /PAYMENTS_SANDBOX=1 runs every provider in the sandbox/,
    );
    expect(() => loadConfig({ ...TEST_SHOP, PAYMENTS_SANDBOX: '0', ...RAZORPAY })).toThrow(
      /needs RAZORPAY_\*, PHONEPE_\* and PAYPAL_\* credentials/,
    );
  });
});
