// Owns the signed-in shopper's saved addresses on the client: list, add, edit, delete (SPEC §7, max 3 per §9).
import type { Address, addressEndpoints, AddressInput } from '@shop/contract/addresses';
import { MESSAGES } from '@shop/contract/messages';
import { LIMITS } from '@shop/contract/shop';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import { addressKeys } from '#web/entities/address/address-keys.ts';
import { ApiError, dataOf, endpointClient, successOf, type CallAnswer } from '#web/lib/api-client.ts';
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

/** Every write toasts the server's message (destructive on failure, SPEC §8) and re-reads the list. */
function useAddressWrite<TVariables>(write: (userId: string, variables: TVariables) => Promise<AddressWriteAnswer>) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      if (!userId) throw new ApiError(MESSAGES.notSignedIn, 401);
      return write(userId, variables);
    },
    onSuccess: ({ message }) => toast(message),
    onError: (error) =>
      toast({ title: error instanceof Error ? error.message : MESSAGES.serverError, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** `mutateAsync(fields)` → the saved address; refuses a fourth address with 'You can add max 3 addresses' before calling the server. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useAddressWrite(async (userId, fields: AddressFields) => {
    const saved = queryClient.getQueryData<Address[]>(addressKeys.of(userId));
    if (!canAddAddress(saved)) throw new ApiError(MESSAGES.maxAddresses, 400);
    return addAddress(userId, fields);
  });
}

/** `mutateAsync({ addressId, fields })`. */
export function useUpdateAddress() {
  return useAddressWrite((userId, { addressId, fields }: { addressId: string; fields: AddressFields }) =>
    updateAddress(userId, addressId, fields),
  );
}

/** `mutateAsync(addressId)`. */
export function useDeleteAddress() {
  return useAddressWrite((userId, addressId: string) => deleteAddress(userId, addressId));
}
