// Owns /shop/account: the shopper's orders and addresses: its title, the answers the page arrives with (orders,
// addresses, WhatsApp phones; for an order's details or return form opened by a link, ?order=<id> or ?return=<id>,
// that order, its return requests and, for the form, the products its lines may be exchanged for) and the action its
// forms post to before (or without) JavaScript: the address book's add, edit and delete, cancelling an order, asking
// to return or exchange, answering a Cash on Delivery confirmation, stopping WhatsApp updates (decision 031).
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { addressesQueryOptions } from '#web/entities/address/address-api.ts';
import { orderDetailsQueryOptions, ordersQueryOptions } from '#web/entities/order/order-api.ts';
import { optInsQueryOptions } from '#web/entities/whatsapp/whatsapp-api.ts';
import { addressAction, isAddressIntent, postedAddress } from '#web/features/address-book/address-actions.ts';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { accountAction, isAccountIntent, postedAccountForm } from '#web/features/account/account-actions.ts';
import { exchangeProductQueryOptions } from '#web/features/account/api/get-exchange-product.ts';
import { orderReturnsQueryOptions } from '#web/features/account/api/return-api.ts';
import { requestReturnAction } from '#web/features/account/return-request-action.ts';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { backTo, field, redirectWithFlash, stayOn } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';
import { Prefetched, serverPrefetchWithUser } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Account' });

export const loader = serverPrefetchWithUser(async (client, user, search) => {
  if (!user) return;
  const query = new URLSearchParams(search);
  const orderId = query.get('order') ?? query.get('return');
  await Promise.all([
    client.prefetchQuery(ordersQueryOptions(user.id)),
    client.prefetchQuery(addressesQueryOptions(user.id)),
    client.prefetchQuery(optInsQueryOptions(user.id)),
    orderId && client.prefetchQuery(orderDetailsQueryOptions(orderId)),
  ]);
  if (!orderId) return;
  // Before the app runs, the details or the return form are the page's: it arrives with what they show.
  const order = client.getQueryData(orderDetailsQueryOptions(orderId).queryKey);
  if (!order?.delivered_at) return;
  const exchangeable = query.has('return') ? order.cart_items.flatMap((item) => item.product_id ?? []) : [];
  await Promise.all([
    client.prefetchQuery(orderReturnsQueryOptions(orderId)),
    ...[...new Set(exchangeable)].map((productId) => client.prefetchQuery(exchangeProductQueryOptions(productId))),
  ]);
});

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = backTo(form, '/shop/account');
  const read = (name: string) => field(form, name);
  const intent = read('intent');
  if (isAddressIntent(intent)) {
    const { to, flash, saved } = await addressAction(intent, postedAddress(read), back);
    // The app keeps its screen (the address book closes its form itself); a posted page goes on to `to`.
    return stayOn(form, to, [flash], saved ? { saved } : {});
  }
  if (intent === 'request-return') {
    const outcome = await requestReturnAction(read, back);
    // Something wrong with the form: the page answers with it again, as typed, saying what.
    if ('returnForm' in outcome) return outcome;
    return redirectWithFlash(outcome.to, outcome.flash);
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
