// Owns /shop/checkout: address, payment method and the order summary: its title, the answers the page arrives with
// (the cart, the addresses, the ways to pay; for an address chosen in the address, ?address=<id>, its delivery and
// whether it takes cash; a coupon applied by the coupon form's GET, ?coupon=CODE) and the action its forms post to before (or without) JavaScript: the address book's add, edit
// and delete, and paying by Cash on Delivery or PhonePe (decision 031).
import { redirect, type ActionFunctionArgs, type MetaFunction } from 'react-router';
import { addressesQueryOptions } from '#web/entities/address/address-api.ts';
import { cartQueryOptions } from '#web/entities/cart/cart-api.ts';
import { deliveryQueryOptions } from '#web/entities/delivery/delivery-api.ts';
import { paymentsConfigQueryOptions } from '#web/entities/payments-config/payments-config.ts';
import { optInsQueryOptions } from '#web/entities/whatsapp/whatsapp-api.ts';
import { addressAction, isAddressIntent, postedAddress } from '#web/features/address-book/address-actions.ts';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { couponOnArrivalQueryOptions } from '#web/features/checkout/api/apply-coupon.ts';
import { codCheckQueryOptions } from '#web/features/checkout/api/cod-check.ts';
import { isPaymentIntent, payFromForm, postedPayment } from '#web/features/checkout/checkout-actions.ts';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { backTo, field, redirectWithFlash, stayOn } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';
import { Prefetched, serverPrefetchWithUser } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Checkout' });

export const loader = serverPrefetchWithUser(async (client, user, search) => {
  if (!user) return;
  const cart = cartQueryOptions(user.id);
  const addresses = addressesQueryOptions(user.id);
  await Promise.all([
    client.prefetchQuery(cart),
    client.prefetchQuery(addresses),
    client.prefetchQuery(paymentsConfigQueryOptions),
    client.prefetchQuery(optInsQueryOptions(user.id)),
  ]);
  const query = new URLSearchParams(search);
  // The coupon form's GET before the app runs: the page arrives with the code applied, or the server's refusal.
  const couponCode = query.get('coupon')?.trim();
  if (couponCode) await client.prefetchQuery(couponOnArrivalQueryOptions(couponCode));
  const chosenId = query.get('address');
  const chosen = client.getQueryData(addresses.queryKey)?.find((address) => address._id === chosenId);
  if (!chosen) return;
  // The COD check is asked per reading of the cart: the same reading the page hydrates with.
  const cartReadAt = client.getQueryState(cart.queryKey)?.dataUpdatedAt ?? 0;
  await Promise.all([
    client.prefetchQuery(deliveryQueryOptions(chosen.zip_code)),
    client.prefetchQuery(codCheckQueryOptions(chosen._id, cartReadAt)),
  ]);
});

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = backTo(form, '/shop/checkout');
  const read = (name: string) => field(form, name);
  const intent = read('intent');
  if (isAddressIntent(intent)) {
    const { to, flash, saved } = await addressAction(intent, postedAddress(read), back, { chooseAdded: true });
    // The app keeps its screen (the address book closes its form and picks what was added); a posted page goes on.
    return stayOn(form, to, [flash], saved ? { saved } : {});
  }
  if (isPaymentIntent(intent)) {
    const outcome = await payFromForm(intent, postedPayment(read), back);
    // PhonePe's page: the shopper comes back through the API's return, which confirms the payment on the server.
    if ('provider' in outcome) return redirect(outcome.provider, 303);
    return redirectWithFlash(outcome.to, outcome.flash);
  }
  return redirectWithFlash(back);
}

export default function Screen() {
  return (
    <Prefetched>
      <CheckoutPage AddressBook={AddressBook} />
    </Prefetched>
  );
}
