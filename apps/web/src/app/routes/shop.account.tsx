// Owns /shop/account: the shopper's orders and addresses: its title.
import type { MetaFunction } from 'react-router';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { AccountPage } from '#web/features/account/account-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Account' });

export default function Screen() {
  return <AccountPage AddressBook={AddressBook} />;
}
