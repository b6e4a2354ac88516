// Owns /shop/account: the Orders tab (order history and details) and the Address tab (SPEC §2), which also lists the
// phones that get order updates on WhatsApp.
import { MapPinIcon, PackageIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { AddressBookProps } from '#web/entities/address/address-api.ts';
import { FeatureBanner } from '#web/entities/banner/page-banner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { OrderHistory } from '#web/features/account/order-history.tsx';
import { WhatsAppUpdates } from '#web/features/account/whatsapp-updates.tsx';

/** `AddressBook`: the address book (features/address-book), handed in by the route that composes the two. */
export function AccountPage({ AddressBook }: { AddressBook: ComponentType<AddressBookProps> }) {
  const { user } = useSession();
  return (
    <>
      <FeatureBanner />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold sm:text-3xl">My Account</h1>
          {user && <p className="text-sm text-muted-foreground">Signed in as {user.userName}</p>}
        </div>
        <Tabs defaultValue="orders" className="mt-6">
          <TabsList aria-label="Account sections">
            <TabsTrigger value="orders">
              <PackageIcon aria-hidden />
              Orders
            </TabsTrigger>
            <TabsTrigger value="address">
              <MapPinIcon aria-hidden />
              Address
            </TabsTrigger>
          </TabsList>
          <TabsContent value="orders">
            <OrderHistory />
          </TabsContent>
          <TabsContent value="address" className="grid gap-4">
            <div className="grid gap-1">
              <h2 className="text-lg font-semibold">Saved addresses</h2>
              <p className="text-sm text-muted-foreground">Keep up to 3 addresses for a quicker checkout.</p>
            </div>
            <AddressBook />
            <div className="mt-4 border-t border-border pt-6">
              <WhatsAppUpdates />
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
