// Owns /shop/account: the Orders tab (order history and details) and the Address tab (SPEC §2), which also lists the
// phones that get order updates on WhatsApp; Log out; and Your data (download it, delete the account). Before (or
// without) JavaScript the tabs are links (?tab=address) and Log out a form posting to /auth/logout (decision 031).
import { LogOutIcon, MapPinIcon, PackageIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import type { AddressBookProps } from '#web/entities/address/address-api.ts';
import { FeatureBanner } from '#web/entities/banner/page-banner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { OrderHistory } from '#web/features/account/order-history.tsx';
import { WhatsAppUpdates } from '#web/features/account/whatsapp-updates.tsx';
import { YourData } from '#web/features/account/your-data.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

type Section = 'orders' | 'address';

/** A tab: once the app runs, Radix's; before, a link to the page with that tab open. */
function SectionTab({ value, children }: { value: Section; children: ReactNode }) {
  const hydrated = useHydrated();
  if (hydrated) return <TabsTrigger value={value}>{children}</TabsTrigger>;
  return (
    <TabsTrigger value={value} asChild>
      <Link to={`?tab=${value}`}>{children}</Link>
    </TabsTrigger>
  );
}

/** `AddressBook`: the address book (features/address-book), handed in by the route that composes the two. */
export function AccountPage({ AddressBook }: { AddressBook: ComponentType<AddressBookProps> }) {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  // An address form opened by a link (?edit=<id>, ?add=1) is on the Address tab.
  const opened: Section =
    searchParams.get('tab') === 'address' || searchParams.has('edit') || searchParams.has('add') ? 'address' : 'orders';
  return (
    <>
      <FeatureBanner />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold sm:text-3xl">My Account</h1>
            {user && <p className="text-sm text-muted-foreground">Signed in as {user.userName}</p>}
          </div>
          {/* A plain post with or without the app: the server ends the session and sends the shopper home. */}
          <Form action="/auth/logout">
            <Button type="submit" variant="outline" size="sm">
              <LogOutIcon aria-hidden />
              Log out
            </Button>
          </Form>
        </div>
        <Tabs defaultValue={opened} className="mt-6">
          <TabsList aria-label="Account sections">
            <SectionTab value="orders">
              <PackageIcon aria-hidden />
              Orders
            </SectionTab>
            <SectionTab value="address">
              <MapPinIcon aria-hidden />
              Address
            </SectionTab>
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
        <div className="mt-10 border-t border-border pt-6">
          <YourData />
        </div>
      </div>
    </>
  );
}
