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

describe('configuration in production', () => {
  const TEST_SHOP = { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', MAIL_OUTBOX: '1', METRICS_TOKEN: 'x'.repeat(16) };
  const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };

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
