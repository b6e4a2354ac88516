// Owns the signed-in shopper's saved addresses: the list the screens read, and the add, edit and delete calls the
// route actions make (address-book/address-actions.ts) (SPEC §7, max 3 per §9).
import type { Address, addressEndpoints, AddressInput } from '@shop/contract/addresses';
import { MESSAGES } from '@shop/contract/messages';
import { LIMITS } from '@shop/contract/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressKeys } from '#web/entities/address/address-keys.ts';
import { dataOf, endpointClient, successOf, type CallAnswer } from '#web/lib/api-client.ts';
import { useSession } from '#web/entities/session/session.tsx';

// Types only, as in cart-api.ts: the form validates with the contract's zod schema in its own lazily loaded chunk.
export type { Address, AddressInput };

/** The nine fields a shopper fills in, in the form's order. */
export const ADDRESS_FIELDS = [
  'address_line1',
  'address_line2',
  'city',
  'state',
  'zip_code',
  'country',
  'landmark',
  'phone',
  'notes',
] as const satisfies readonly (keyof AddressInput)[];
export type AddressFields = Record<(typeof ADDRESS_FIELDS)[number], string>;

export const addressApi = endpointClient<typeof addressEndpoints>({
  add: 'POST /api/shop/address/add',
  list: 'GET /api/shop/address/get/:userId',
  update: 'PUT /api/shop/address/update/:userId/:addressId',
  remove: 'DELETE /api/shop/address/delete/:userId/:addressId',
});

export function getAddresses(userId: string, signal?: AbortSignal): Promise<Address[]> {
  return dataOf(addressApi.list({ params: { userId }, signal }));
}

export const addressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.of(userId),
    queryFn: ({ signal }) => getAddresses(userId, signal),
  });

/** The signed-in user's addresses; disabled for a visitor. */
export function useAddresses() {
  const { user } = useSession();
  return useQuery({ ...addressesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/**
 * What the address book (features/address-book) takes: the account and checkout pages receive the book from their
 * route as a component of this shape, so neither feature imports the other.
 */
export type AddressBookProps = {
  /** Checkout: the cards become a radio group and the chosen one is highlighted. */
  selectable?: boolean;
  /** The chosen address's `_id` (selectable mode). */
  selectedId?: string | null;
  onSelect?: (address: Address) => void;
  /**
   * Checkout: the id of the form that places the order. The radios belong to it (they sit outside it, beside the
   * address forms), so the chosen address posts with the order before or without JavaScript.
   */
  formId?: string;
};

/** The server's words, and the saved address (add and update answer it; delete does not). */
export type AddressWriteAnswer = { message: string; address: Address | undefined };

async function writeAddress(
  write: Promise<CallAnswer<(typeof addressEndpoints)['add' | 'update' | 'remove']>>,
  fallbackMessage: string,
): Promise<AddressWriteAnswer> {
  const answer = successOf(await write);
  return { message: answer.message ?? fallbackMessage, address: 'data' in answer ? answer.data : undefined };
}

export function addAddress(userId: string, fields: AddressFields) {
  return writeAddress(addressApi.add({ body: { ...fields, user_id: userId } }), MESSAGES.addressAdded);
}

export function updateAddress(userId: string, addressId: string, fields: AddressFields) {
  return writeAddress(addressApi.update({ params: { userId, addressId }, body: fields }), MESSAGES.addressUpdated);
}

export function deleteAddress(userId: string, addressId: string) {
  return writeAddress(addressApi.remove({ params: { userId, addressId } }), MESSAGES.addressDeleted);
}

/** A fourth address is refused here as the server would refuse it, without a round trip. */
export function canAddAddress(addresses: readonly Address[] | undefined): boolean {
  return (addresses?.length ?? 0) < LIMITS.maxAddresses;
}
