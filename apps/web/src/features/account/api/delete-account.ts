// Owns DELETE /api/shop/account from the account page, and where the shopper's data downloads from.
import type { accountEndpoints } from '@shop/contract/privacy';
import { useMutation } from '@tanstack/react-query';
import { endpointClient, successOf } from '#web/lib/api-client.ts';

export const accountApi = endpointClient<Pick<typeof accountEndpoints, 'remove'>>({
  remove: 'DELETE /api/shop/account',
});

/** A plain link: the server answers with the file as an attachment, so the browser saves it. */
export const ACCOUNT_EXPORT_URL = '/api/shop/account/export';

export async function deleteAccount(password: string) {
  return successOf(await accountApi.remove({ body: password ? { password } : {} }));
}

/** Fails with the server's words (a wrong password, open orders), for the dialog to show beside the field. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
