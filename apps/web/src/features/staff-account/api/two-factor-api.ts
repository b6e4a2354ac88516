// Owns a staff member's calls for their own second factor (/api/auth/2fa: setup, enable, disable, new recovery codes),
// typed by the contract. Finishing a sign-in with the code (verify) is the auth screens'.
import type { twoFactorEndpoints } from '@shop/contract/auth';
import type { BodyOf } from '@shop/contract/endpoint';
import { endpointClient } from '#web/lib/api-client.ts';

type TwoFactor = Omit<typeof twoFactorEndpoints, 'verify'>;

const twoFactorApi = endpointClient<TwoFactor>({
  setup: 'POST /api/auth/2fa/setup',
  enable: 'POST /api/auth/2fa/enable',
  disable: 'POST /api/auth/2fa/disable',
  recoveryCodes: 'POST /api/auth/2fa/recovery-codes',
});

export type PasswordBody = BodyOf<TwoFactor['disable']>;

export const startTwoFactorSetup = () => twoFactorApi.setup({});
export const enableTwoFactor = (body: BodyOf<TwoFactor['enable']>) => twoFactorApi.enable({ body });
export const disableTwoFactor = (body: PasswordBody) => twoFactorApi.disable({ body });
export const newRecoveryCodes = (body: PasswordBody) => twoFactorApi.recoveryCodes({ body });
