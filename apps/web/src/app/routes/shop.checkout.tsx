// Owns /shop/checkout: address, payment method and the order summary: its title.
import type { MetaFunction } from 'react-router';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { CheckoutPage } from '#web/features/checkout/checkout-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Checkout' });

export default function Screen() {
  return <CheckoutPage AddressBook={AddressBook} />;
}
