// Owns the server's configuration: read once from the environment, validated, frozen.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { BUILT_WEB_APP, WEB_SOURCE } from '../server-files.ts';

const optionalUrl = z.url().optional();
const flag = z.enum(['0', '1']).transform((value) => value === '1');

/** PhonePe's two environments; each has its payments host and its token host, chosen together. */
export const PHONEPE_ENVIRONMENTS = {
  uat: {
    apiUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    tokenUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox/v1/oauth/token',
  },
  production: {
    apiUrl: 'https://api.phonepe.com/apis/pg',
    tokenUrl: 'https://api.phonepe.com/apis/identity-manager/v1/oauth/token',
  },
} as const;

/**
 * Fastify's trustProxy as an operator may write it: a hop count, or addresses, networks and proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`), comma-separated. `true` (trust whoever connects) is refused: anyone could
 * then choose the client address that rate limits count.
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxy = z
  .string()
  .min(1)
  .refine(
    (value) =>
      /^\d{1,2}$/.test(value) ||
      value.split(',').every((entry) => {
        const [address, bits, ...rest] = entry.trim().split('/');
        if (rest.length || !address) return false;
        if (PROXY_NAMES.has(address) && bits === undefined) return true;
        const version = isIP(address);
        return (
          version > 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)))
        );
      }),
    'must be proxy addresses or networks (e.g. 127.0.0.1 or 10.0.0.0/8, comma-separated), loopback, or a hop count',
  );

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  TRUST_PROXY: trustProxy.optional(),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_OUTBOX: flag.default(false),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: flag.optional(),
  PAYMENTS_SANDBOX: flag.default(false),
  TEST_PAYMENTS: flag.default(false),
  PUBLIC_TEST_SHOP: flag.default(false),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  PHONEPE_CLIENT_ID: z.string().min(1).optional(),
  PHONEPE_CLIENT_SECRET: z.string().min(1).optional(),
  PHONEPE_CLIENT_VERSION: z.string().min(1).default('1'),
  PHONEPE_ENV: z.enum(['uat', 'production']).optional(),
  PHONEPE_WEBHOOK_USERNAME: z.string().min(1).optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().min(1).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_URL: z.url().default('https://api-m.sandbox.paypal.com'),
  SHIPROCKET_EMAIL: z.email().optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_PICKUP_LOCATION: z
    .string()
    .min(1)
    .max(36, 'must be at most 36 characters (Shiprocket’s limit)')
    .optional(),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in/v1/external'),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, 'must be the phone number’s id (digits) from WhatsApp Manager, not the number')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(true),
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  WEB_DEV: z.enum(['0', '1']).default('0'),
});

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  trustProxy: string | undefined;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  paymentsSandbox: boolean;
  /** Some provider has credentials for its test environment (test keys, UAT, sandbox): no money moves. */
  providerTestMode: boolean;
  /** What this production configuration lets through only because it is a test shop: a warning at every start. */
  testShopWarnings: readonly string[];
  logLevel: string;
  webDist: string;
  /** `npm run dev`: the web app's source folder, rendered through Vite in this process instead of the build. */
  webSource: string | undefined;
  /** Whether PUBLIC_URL was set: then only its origin may send state-changing requests. */
  publicUrlSet: boolean;
  /** Each provider: its real credentials, or undefined to use the built-in sandbox. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | undefined;
  phonepe:
    | {
        clientId: string;
        clientSecret: string;
        clientVersion: string;
        apiUrl: string;
        tokenUrl: string;
        webhookUsername: string;
        webhookPassword: string;
      }
    | undefined;
  paypal: { clientId: string; clientSecret: string; apiUrl: string } | undefined;
  /** Shiprocket's API user and the token its tracking webhooks carry (x-api-key); null without them. */
  shiprocket: { email: string; password: string; pickupLocation: string; webhookToken: string; apiUrl: string } | null;
  /**
   * Without Shiprocket credentials, parcels are booked with the built-in Shiprocket sandbox: always in development and
   * tests, and in production only for a test shop (PAYMENTS_SANDBOX=1 or TEST_PAYMENTS=1); otherwise shipping through
   * the aggregator is off.
   */
  shiprocketSandbox: boolean;
  /**
   * The WhatsApp Cloud API: its access token, the sending number's id, the app secret that signs Meta's webhooks and
   * the token of Meta's verification handshake; null without them.
   */
  whatsapp: { token: string; phoneNumberId: string; appSecret: string; verifyToken: string; apiUrl: string } | null;
  /**
   * Without WhatsApp credentials, messages go to the built-in WhatsApp sandbox wherever the Shiprocket sandbox runs
   * (development, tests, a test shop); otherwise a shop without them sends order updates by mail only.
   */
  whatsappSandbox: boolean;
  redisUrl: string | undefined;
  metricsToken: string | undefined;
  /** How often unpaid orders are expired and stale payments asked about. */
  sweepIntervalMs: number;
  s3:
    | {
        bucket: string;
        endpoint?: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
}>;

export class ConfigError extends Error {}

/** A provider is configured with every one of its credentials or none (then it runs in the sandbox). */
function allOrNone(names: string, values: (string | undefined)[]): boolean {
  const set = values.filter(Boolean).length;
  if (set > 0 && set < values.length)
    throw new ConfigError(`Invalid configuration: set all of ${names}, or none for the sandbox`);
  return set === values.length;
}

/** Like allOrNone, for a provider whose refusal names the variables still missing. */
function allOrNoneNamed(values: Record<string, string | undefined>): boolean {
  const missing = Object.keys(values).filter((name) => !values[name]);
  if (missing.length > 0 && missing.length < Object.keys(values).length)
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} missing: set all of ${Object.keys(values).join(', ')}, or none for the sandbox`,
    );
  return missing.length === 0;
}

/** Reads the environment; a bad value throws one ConfigError whose message names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(blanksRemoved);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (env.PHONEPE_API_URL || env.PHONEPE_TOKEN_URL) {
    // Two URLs could point at two environments (tokens from one, payments to the other): one choice sets both.
    throw new ConfigError(
      'Invalid configuration: PHONEPE_API_URL and PHONEPE_TOKEN_URL are replaced by PHONEPE_ENV=uat or PHONEPE_ENV=production',
    );
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const port = e.PORT;
  const razorpay = allOrNone('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET', [
    e.RAZORPAY_KEY_ID,
    e.RAZORPAY_KEY_SECRET,
    e.RAZORPAY_WEBHOOK_SECRET,
  ]);
  const phonepe = allOrNone(
    'PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD',
    [e.PHONEPE_CLIENT_ID, e.PHONEPE_CLIENT_SECRET, e.PHONEPE_WEBHOOK_USERNAME, e.PHONEPE_WEBHOOK_PASSWORD],
  );
  const paypal = allOrNone('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET', [e.PAYPAL_CLIENT_ID, e.PAYPAL_CLIENT_SECRET]);
  const shiprocket = allOrNoneNamed({
    SHIPROCKET_EMAIL: e.SHIPROCKET_EMAIL,
    SHIPROCKET_PASSWORD: e.SHIPROCKET_PASSWORD,
    SHIPROCKET_PICKUP_LOCATION: e.SHIPROCKET_PICKUP_LOCATION,
    SHIPROCKET_WEBHOOK_TOKEN: e.SHIPROCKET_WEBHOOK_TOKEN,
  });
  const whatsapp = allOrNoneNamed({
    WHATSAPP_TOKEN: e.WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: e.WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: e.WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: e.WHATSAPP_VERIFY_TOKEN,
  });
  const s3 = allOrNone('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY', [
    e.S3_BUCKET,
    e.S3_ACCESS_KEY_ID,
    e.S3_SECRET_ACCESS_KEY,
  ]);
  const testShopWarnings = production ? checkProduction(e, { razorpay, phonepe, paypal }) : [];
  const shiprocketSandbox = !shiprocket && (!production || e.PAYMENTS_SANDBOX || e.TEST_PAYMENTS);
  if (production && shiprocketSandbox) {
    testShopWarnings.push(
      'No SHIPROCKET_* credentials: parcels are booked with the built-in Shiprocket sandbox, no courier comes. A test shop only.',
    );
  }
  const whatsappSandbox = !whatsapp && (!production || e.PAYMENTS_SANDBOX || e.TEST_PAYMENTS);
  if (production && whatsappSandbox) {
    testShopWarnings.push(
      'No WHATSAPP_* credentials: WhatsApp messages go to the built-in sandbox’s inbox, no phone gets them. A test shop only.',
    );
  }
  // A sandbox reached from other machines lets them read shoppers' messages and play couriers; staff may want that
  // for a public test shop, but must say so.
  const sandboxes = [...(shiprocketSandbox ? ['Shiprocket'] : []), ...(whatsappSandbox ? ['WhatsApp'] : [])];
  if (e.NODE_ENV !== 'test' && sandboxes.length > 0 && e.PUBLIC_URL && !isLoopback(new URL(e.PUBLIC_URL).hostname)) {
    if (!e.PUBLIC_TEST_SHOP) {
      refuse(
        `PUBLIC_URL=${new URL(e.PUBLIC_URL).origin} is off this machine while the ${sandboxes.join(' and ')} sandbox runs: set their credentials, or PUBLIC_TEST_SHOP=1 for a public test shop`,
      );
    }
    if (production)
      testShopWarnings.push(
        `PUBLIC_TEST_SHOP=1: the ${sandboxes.join(' and ')} sandbox answers at ${new URL(e.PUBLIC_URL).origin}, its inbox and drills to this machine and staff only. A test shop only.`,
      );
  }
  return Object.freeze({
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Thread & Tote <no-reply@threadandtote.in>',
    publicUrlSet: Boolean(e.PUBLIC_URL),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    // A real shop must never start with demo data (and never with the demo accounts, see seed/prepare-data.ts).
    seedDemo: e.SEED_DEMO ?? !production,
    paymentsSandbox: e.PAYMENTS_SANDBOX,
    providerTestMode: providerTestSetups(e, { razorpay, phonepe, paypal }).length > 0,
    testShopWarnings: Object.freeze(testShopWarnings),
    logLevel: e.LOG_LEVEL,
    razorpay: !razorpay
      ? undefined
      : {
          keyId: e.RAZORPAY_KEY_ID!,
          keySecret: e.RAZORPAY_KEY_SECRET!,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
          apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
        },
    phonepe: !phonepe
      ? undefined
      : {
          clientId: e.PHONEPE_CLIENT_ID!,
          clientSecret: e.PHONEPE_CLIENT_SECRET!,
          clientVersion: e.PHONEPE_CLIENT_VERSION,
          ...PHONEPE_ENVIRONMENTS[e.PHONEPE_ENV ?? 'uat'],
          webhookUsername: e.PHONEPE_WEBHOOK_USERNAME!,
          webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD!,
        },
    paypal: !paypal
      ? undefined
      : {
          clientId: e.PAYPAL_CLIENT_ID!,
          clientSecret: e.PAYPAL_CLIENT_SECRET!,
          apiUrl: e.PAYPAL_API_URL.replace(/\/$/, ''),
        },
    shiprocket: !shiprocket
      ? null
      : {
          email: e.SHIPROCKET_EMAIL!,
          password: e.SHIPROCKET_PASSWORD!,
          pickupLocation: e.SHIPROCKET_PICKUP_LOCATION!,
          webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN!,
          apiUrl: e.SHIPROCKET_API_URL.replace(/\/$/, ''),
        },
    shiprocketSandbox,
    whatsapp: !whatsapp
      ? null
      : {
          token: e.WHATSAPP_TOKEN!,
          phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
          appSecret: e.WHATSAPP_APP_SECRET!,
          verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
          apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
        },
    whatsappSandbox,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    sweepIntervalMs: e.SWEEP_INTERVAL_SECONDS * 1000,
    s3: !s3
      ? undefined
      : {
          bucket: e.S3_BUCKET!,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        },
    webDist: path.resolve(e.WEB_DIST ?? BUILT_WEB_APP),
    webSource: e.WEB_DEV === '1' && !production ? WEB_SOURCE : undefined,
  });
}

type Environment = z.infer<typeof environment>;

/**
 * What a production shop must have: its public https address, real payments (or a wholly sandboxed test shop), real
 * mail, a metrics token; and no provider's test environment, unless TEST_PAYMENTS=1 says this is a test shop with
 * the providers' test keys. Answers what a test shop was let through, each a warning for every start.
 */
function checkProduction(e: Environment, real: Real): string[] {
  const providers = Object.values(real);
  if (e.PAYMENTS_SANDBOX && providers.some(Boolean)) {
    // With one real provider, the others' sandbox would let anyone "pay" for real orders with no money moving.
    refuse(
      'PAYMENTS_SANDBOX=1 runs every provider in the sandbox: unset it, or remove the RAZORPAY_*, PHONEPE_* and PAYPAL_* credentials for a test shop',
    );
  }
  if (!e.PAYMENTS_SANDBOX && !providers.every(Boolean)) {
    refuse(
      'NODE_ENV=production needs RAZORPAY_*, PHONEPE_* and PAYPAL_* credentials (or PAYMENTS_SANDBOX=1 for a test shop)',
    );
  }
  if (!e.SMTP_URL && !e.MAIL_OUTBOX) {
    // The outbox keeps verification and reset codes on disk: a shop's mail must leave the server.
    refuse('NODE_ENV=production needs SMTP_URL (or MAIL_OUTBOX=1 for a test shop whose mail stays on disk)');
  }
  if (!e.METRICS_TOKEN) {
    refuse('NODE_ENV=production needs METRICS_TOKEN (16+ random characters) for /api/metrics');
  }

  const testShop = e.PAYMENTS_SANDBOX || e.TEST_PAYMENTS;
  const warnings: string[] = [];
  if (e.PAYMENTS_SANDBOX) {
    warnings.push(
      'PAYMENTS_SANDBOX=1: every payment provider is the built-in sandbox, no money moves. A test shop only.',
    );
  }
  // Without it, mails and provider callbacks would name localhost, and the origin check would trust the Host header.
  if (!e.PUBLIC_URL) refuse('NODE_ENV=production needs PUBLIC_URL, the https:// address shoppers use');
  const publicUrl = new URL(e.PUBLIC_URL);
  if (publicUrl.protocol !== 'https:') {
    // A trial of the production build on this machine (the scale test, the benchmark) has no certificate.
    if (!(testShop && isLoopback(publicUrl.hostname))) {
      refuse(
        'PUBLIC_URL must be https:// under NODE_ENV=production (http:// only on loopback, for a test shop with PAYMENTS_SANDBOX=1 or TEST_PAYMENTS=1)',
      );
    }
    warnings.push(
      `PUBLIC_URL=${publicUrl.origin}: plain HTTP on this machine, cookies are not Secure. A test shop only.`,
    );
  }

  if (real.phonepe && !e.PHONEPE_ENV) {
    refuse("NODE_ENV=production needs PHONEPE_ENV=production (uat, PhonePe's test environment, with TEST_PAYMENTS=1)");
  }
  // A shop set up with the providers' test keys confirms orders paid with test cards: no money moves.
  for (const { variable, what, fix } of providerTestSetups(e, real)) {
    if (!e.TEST_PAYMENTS) refuse(`${variable} ${what}: ${fix} (or TEST_PAYMENTS=1 for a test shop)`);
    warnings.push(`TEST_PAYMENTS=1: ${variable} ${what}, no money moves. A test shop only.`);
  }
  return warnings;
}

type Real = { razorpay: boolean; phonepe: boolean; paypal: boolean };

/** Each provider with credentials that point at its test environment: orders are confirmed and no money moves. */
function providerTestSetups(e: Environment, real: Real): { variable: string; what: string; fix: string }[] {
  const setups = [];
  if (real.razorpay && e.RAZORPAY_KEY_ID!.startsWith('rzp_test_')) {
    setups.push({
      variable: 'RAZORPAY_KEY_ID',
      what: 'is a Razorpay test key (rzp_test_…)',
      fix: 'use a live key (rzp_live_…)',
    });
  }
  if (real.phonepe && (e.PHONEPE_ENV ?? 'uat') === 'uat') {
    setups.push({
      variable: 'PHONEPE_ENV',
      what: "is uat, PhonePe's test environment",
      fix: 'set PHONEPE_ENV=production',
    });
  }
  if (real.paypal && /(^|\.)sandbox\.paypal\.com$/.test(new URL(e.PAYPAL_API_URL).hostname)) {
    setups.push({
      variable: 'PAYPAL_API_URL',
      what: "is PayPal's sandbox",
      fix: 'set PAYPAL_API_URL=https://api-m.paypal.com',
    });
  }
  return setups;
}

/** localhost, 127.0.0.0/8 or ::1: this machine only. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || (isIP(hostname) === 4 && hostname.startsWith('127.'));
}

function refuse(message: string): never {
  throw new ConfigError(`Invalid configuration: ${message}`);
}
