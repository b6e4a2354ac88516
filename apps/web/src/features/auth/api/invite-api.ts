// Owns an invited staff member's calls (/api/auth/invite): reading the invitation and accepting it, typed by the contract.
import type { BodyOf, QueryOf } from '@shop/contract/endpoint';
import type { inviteEndpoints } from '@shop/contract/staff';
import { endpointClient } from '#web/lib/api-client.ts';

type Invite = typeof inviteEndpoints;

const inviteApi = endpointClient<Invite>({
  read: 'GET /api/auth/invite',
  accept: 'POST /api/auth/invite',
});

export type AcceptInviteBody = BodyOf<Invite['accept']>;

export const readInvite = (query: QueryOf<Invite['read']>) => inviteApi.read({ query });
export const acceptInvite = (body: AcceptInviteBody) => inviteApi.accept({ body });
