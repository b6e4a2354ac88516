// Owns /shop/checkout: address, payment method and the order summary: its title, the answers the page arrives with
// (the cart, the addresses, the ways to pay and the server's price of each; for an address chosen in the address,
// ?address=<id>, its delivery; a coupon applied by the coupon form's GET, ?coupon=CODE) and the action its forms post
// to: the address book's add, edit and delete before (or without) JavaScript, and placing the order, which the plain
// form (Cash on Delivery, PhonePe) and the running app (every way to pay) both submit (decision 031, issue 43).
import { redirect, type ActionFunctionArgs, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import { addressesQueryOptions } from '#web/entities/address/address-api.ts';
import { cartQueryOptions } from '#web/entities/cart/cart-api.ts';
import { deliveryQueryOptions } from '#web/entities/delivery/delivery-api.ts';
import { paymentsConfigQueryOptions } from '#web/entities/payments-config/payments-config.ts';
import { optInsQueryOptions } from '#web/entities/whatsapp/whatsapp-api.ts';
import { addressAction, isAddressIntent, postedAddress } from '#web/features/address-book/address-actions.ts';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { couponOnArrivalQueryOptions } from '#web/features/checkout/api/apply-coupon.ts';
import { checkoutQuoteQueryOptions } from '#web/features/checkout/api/checkout-quote.ts';
import { paymentAction } from '#web/features/checkout/checkout-actions.ts';
import { isPaymentIntent } from '#web/features/checkout/checkout-form.ts';
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
  const coupon = couponCode ? await client.fetchQuery(couponOnArrivalQueryOptions(couponCode)) : undefined;
  const chosenId = query.get('address');
  const chosen = client.getQueryData(addresses.queryKey)?.find((address) => address._id === chosenId);
  // The quote is asked per reading of the cart: the same reading the page hydrates with.
  const cartReadAt = client.getQueryState(cart.queryKey)?.dataUpdatedAt ?? 0;
  const ask = { addressId: chosen?._id ?? null, couponCode: coupon && 'quote' in coupon ? coupon.quote.code : null };
  const items = client.getQueryData(cart.queryKey)?.items.length ?? 0;
  await Promise.all([
    items > 0 && client.prefetchQuery(checkoutQuoteQueryOptions(ask, cartReadAt)),
    chosen && client.prefetchQuery(deliveryQueryOptions(chosen.zip_code)),
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
  const payment = await paymentAction(read, back);
  if (payment) {
    // The running app reads what happened and takes the next step itself.
    if ('app' in payment) return payment.app;
    // PhonePe's page: the shopper comes back through the API's return, which confirms the payment on the server.
    if ('provider' in payment) return redirect(payment.provider, 303);
    return redirectWithFlash(payment.to, ...(payment.flash ? [payment.flash] : []));
  }
  return redirectWithFlash(back);
}

/** The app's own payment changes nothing the loader's answers hold: the screen's queries say what changed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  isPaymentIntent(String(formData?.get('intent') ?? '')) ? false : defaultShouldRevalidate;

export default function Screen() {
  return (
    <Prefetched>
      <CheckoutPage AddressBook={AddressBook} />
    </Prefetched>
  );
}
