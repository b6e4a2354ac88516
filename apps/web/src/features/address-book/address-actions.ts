// Owns what the address book's forms ask of their page's route action, posted before (or without) JavaScript or sent
// by the running app (decision 031, issue 43): add, edit and delete a saved address, and where the shopper goes next
// with the toast's words; the route redirects a posted page, and tells the app. Only route actions import it, so it
// stays out of the browser's code.
import { MESSAGES } from '@shop/contract/messages';
import { checkSession } from '#web/entities/session/session.tsx';
import {
  ADDRESS_FIELDS,
  addAddress,
  deleteAddress,
  updateAddress,
  type Address,
  type AddressFields,
} from '#web/entities/address/address-api.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * Where the shopper goes after a form's work, the words the toast would have said (destructive: refused), and the
 * address an add or edit saved.
 */
export type FormOutcome = { to: string; flash: { title: string; variant?: 'destructive' }; saved?: Address };

/** The intents the address book's forms send. */
export const ADDRESS_INTENTS = ['add-address', 'edit-address', 'delete-address'] as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export const isAddressIntent = (intent: string): intent is AddressIntent =>
  (ADDRESS_INTENTS as readonly string[]).includes(intent);

/** `path` (a path on this shop with its query) with `changes` made to the query: a string sets, null removes. */
export function withQuery(path: string, changes: Record<string, string | null>): string {
  const url = new URL(path, 'http://shop.invalid');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return url.pathname + url.search;
}

export type AddressActionOptions = {
  /** Checkout: the address just added becomes the chosen one (?address=<id>), as it does on the screen. */
  chooseAdded?: boolean;
};

/** What an address form posted: the address it is about (edit, delete) and the nine fields (add, edit). */
export type PostedAddress = { addressId: string; fields: AddressFields };

/** The posted form's fields, read with the route's reader (trimmed text, '' when missing). */
export const postedAddress = (read: (name: string) => string): PostedAddress => ({
  addressId: read('address_id'),
  fields: Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, read(name)])) as AddressFields,
});

/**
 * Runs one address form's intent for the signed-in shopper: back to `back` (without the `edit`/`add` that opened the
 * form when it worked), with the server's words. A refusal keeps the form open.
 */
export async function addressAction(
  intent: AddressIntent,
  { addressId, fields }: PostedAddress,
  back: string,
  { chooseAdded = false }: AddressActionOptions = {},
): Promise<FormOutcome> {
  const user = await checkSession();
  if (!user) return { to: '/auth/login', flash: { title: MESSAGES.notSignedIn, variant: 'destructive' } };
  const closed = { edit: null, add: null };
  try {
    if (intent === 'add-address') {
      const saved = await addAddress(user.id, fields);
      const chosen: Record<string, string> = chooseAdded && saved.address ? { address: saved.address._id } : {};
      return {
        to: withQuery(back, { ...closed, ...chosen }),
        flash: { title: saved.message },
        ...(saved.address ? { saved: saved.address } : {}),
      };
    }
    if (intent === 'edit-address') {
      const saved = await updateAddress(user.id, addressId, fields);
      return {
        to: withQuery(back, closed),
        flash: { title: saved.message },
        ...(saved.address ? { saved: saved.address } : {}),
      };
    }
    const deleted = await deleteAddress(user.id, addressId);
    // An address deleted while it was being edited or chosen is neither any more.
    const gone = new URL(back, 'http://shop.invalid').searchParams;
    const forgotten: Record<string, null> = {
      ...(gone.get('edit') === addressId ? { edit: null } : {}),
      ...(gone.get('address') === addressId ? { address: null } : {}),
    };
    return { to: withQuery(back, forgotten), flash: { title: deleted.message } };
  } catch (error) {
    const title = error instanceof ApiError ? error.message : MESSAGES.serverError;
    return { to: back, flash: { title, variant: 'destructive' } };
  }
}
