// Owns finishing a sign-in that asked for a second factor (POST /api/auth/2fa/verify), typed by the contract. The
// staff area's own two-factor calls (setup, enable, disable, recovery codes) live in features/staff-account.
import type { twoFactorEndpoints } from '@shop/contract/auth';
import type { BodyOf } from '@shop/contract/endpoint';
import { endpointClient } from '#web/lib/api-client.ts';

type Verify = Pick<typeof twoFactorEndpoints, 'verify'>;

const secondFactorApi = endpointClient<Verify>({ verify: 'POST /api/auth/2fa/verify' });

export type SecondFactorBody = BodyOf<Verify['verify']>;

export const verifySecondFactor = (body: SecondFactorBody) => secondFactorApi.verify({ body });

/**
 * The ticket of a sign-in that needs a second factor (the password or link was right; the app's code comes next), read
 * from whatever the server answered: the answer says `success: false`, so the client's refusal type does not name it.
 */
export function secondFactorTicket(answer: object): string | undefined {
  const { two_factor_required: required, ticket } = answer as { two_factor_required?: unknown; ticket?: unknown };
  return required === true && typeof ticket === 'string' && ticket ? ticket : undefined;
}
