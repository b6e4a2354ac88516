// Owns choosing the courier aggregator the shop books parcels with: Shiprocket's real API when its credentials are
// configured, else the built-in Shiprocket sandbox at /api/sandbox/shiprocket (development, tests, a test shop), else
// none (a real shop without credentials ships by hand). Mirrors payments/provider-clients.ts.
import type { FastifyInstance } from 'fastify';
import { selfUrl } from '../../platform/sandbox/self-url.ts';
import type { ShippingProvider } from './provider.ts';
import { shiprocketApi, type ShiprocketSettings } from './shiprocket/shiprocket-api.ts';
import { shiprocketProvider } from './shiprocket/shiprocket-provider.ts';
import { SHIPROCKET_SANDBOX, shiprocketSandboxKeys } from './shiprocket/shiprocket-sandbox-keys.ts';

import { shiprocketSandbox } from './shiprocket/shiprocket-sandbox.ts';

export { shiprocketSandbox };

/** Where the sandbox is mounted (app.ts registers shiprocketSandbox there when `sandboxed`). */
export const SHIPROCKET_SANDBOX_PREFIX = '/api/sandbox/shiprocket';

export type ShippingChoice = {
  provider: ShippingProvider | null;
  sandboxed: boolean;
  pickupLocation: string;
  /** The sandbox plugin when sandboxed, for app.ts to mount at /api/sandbox/shiprocket; null otherwise. */
  sandbox: typeof shiprocketSandbox | null;
};

export function shippingProvider(app: FastifyInstance): ShippingChoice {
  const { shiprocket } = app.config;
  if (shiprocket) {
    const settings = (): ShiprocketSettings => shiprocket;
    return {
      provider: shiprocketProvider(shiprocketApi(settings), settings),
      sandboxed: false,
      pickupLocation: shiprocket.pickupLocation,
      sandbox: null,
    };
  }
  if (!app.config.shiprocketSandbox) return { provider: null, sandboxed: false, pickupLocation: '', sandbox: null };
  // The sandbox's address is known once the server listens: asked at each call, not now.
  const settings = (): ShiprocketSettings => ({
    ...shiprocketSandboxKeys(app.config.dataDir),
    apiUrl: `${selfUrl(app)}${SHIPROCKET_SANDBOX_PREFIX}/v1/external`,
  });
  return {
    provider: shiprocketProvider(shiprocketApi(settings), settings),
    sandboxed: true,
    pickupLocation: SHIPROCKET_SANDBOX.pickupLocation,
    sandbox: shiprocketSandbox,
  };
}
