// Owns /shop/account: the shopper's orders and addresses: its title, the answers the page arrives with (orders,
// addresses, WhatsApp phones) and the action its forms post to before (or without) JavaScript: the address book's add,
// edit and delete, cancelling an order, answering a Cash on Delivery confirmation, stopping WhatsApp updates
// (decision 031).
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { addressesQueryOptions } from '#web/entities/address/address-api.ts';
import { ordersQueryOptions } from '#web/entities/order/order-api.ts';
import { optInsQueryOptions } from '#web/entities/whatsapp/whatsapp-api.ts';
import { addressAction, isAddressIntent, postedAddress } from '#web/features/address-book/address-actions.ts';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { accountAction, isAccountIntent, postedAccountForm } from '#web/features/account/account-actions.ts';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { backTo, field, redirectWithFlash } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';
import { Prefetched, serverPrefetchWithUser } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Account' });

export const loader = serverPrefetchWithUser((client, user) =>
  user
    ? Promise.all([
        client.prefetchQuery(ordersQueryOptions(user.id)),
        client.prefetchQuery(addressesQueryOptions(user.id)),
        client.prefetchQuery(optInsQueryOptions(user.id)),
      ])
    : Promise.resolve(),
);

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = backTo(form, '/shop/account');
  const read = (name: string) => field(form, name);
  const intent = read('intent');
  if (isAddressIntent(intent)) {
    const { to, flash } = await addressAction(intent, postedAddress(read), back);
    return redirectWithFlash(to, flash);
  }
  if (isAccountIntent(intent)) {
    const { to, flash } = await accountAction(intent, postedAccountForm(read), back);
    return redirectWithFlash(to, flash);
  }
  return redirectWithFlash(back);
}

export default function Screen() {
  return (
    <Prefetched>
      <AccountPage AddressBook={AddressBook} />
    </Prefetched>
  );
}
