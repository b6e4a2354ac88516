// Owns the shopper's address book as one piece: the saved addresses (pickable in checkout) and the add/edit form.
// Which form is open is also read from the address (?edit=<id>, ?add=1), so the links the page has before (or without)
// JavaScript open it filled in on the server (decision 031).
import { LIMITS } from '@shop/contract/shop';
import { MapPinIcon, PlusIcon } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import { isFormAnswer, isRefusal } from '#web/components/ui/route-form.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { canAddAddress, useAddresses, type Address, type AddressBookProps } from '#web/entities/address/address-api.ts';
import { AddressCard, addressHeadline } from '#web/features/address-book/address-card.tsx';
import { useAddressSubmit } from '#web/features/address-book/use-address-submit.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

// The form carries zod (through the contract's schema); it loads when the address book first shows, not with the shop.
const AddressForm = lazy(() =>
  import('#web/features/address-book/address-form.tsx').then((module) => ({ default: module.AddressForm })),
);

export function AddressBook({ selectable = false, selectedId = null, onSelect, formId }: AddressBookProps) {
  const { data: addresses, isPending, isError, refetch } = useAddresses();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [editing, setEditing] = useState<Address | null>(
    () => addresses?.find((address) => address._id === searchParams.get('edit')) ?? null,
  );
  // Checkout keeps the form folded away behind 'Add New Address' once there is an address to choose.
  const [adding, setAdding] = useState(() => searchParams.get('add') === '1');
  const [deleting, setDeleting] = useState<Address | null>(null);
  // Delete is confirmed in a dialog; afterwards focus goes to the list (the card is gone), or back to its button.
  const listRef = useRef<HTMLDivElement>(null);
  const addButtonId = useId();
  // The Edit or 'Add New Address' button that opened the form gets focus back when it closes.
  const formOpener = useRef<HTMLElement | null>(null);
  // The page's action deletes (address-actions.ts); `removing` is the address it is deleting.
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useAddressSubmit((answer) => {
    if (!isRefusal(answer) && editing?._id === removing) setEditing(null);
  });

  /** Resolves whether the address was deleted (a refusal's words are a toast). */
  async function confirmDelete(address: Address) {
    setRemoving(address._id);
    const answer = await remove.submit({ address_id: address._id }, 'delete-address');
    return isFormAnswer(answer) && !isRefusal(answer);
  }

  const foldable = selectable && (addresses?.length ?? 0) > 0;
  const formFolded = selectable && (isPending || (foldable && !editing && !adding));
  function closeForm() {
    setEditing(null);
    setAdding(false);
    // A form the address opened (a link followed before the app ran) stays closed on a reload.
    if (searchParams.has('edit') || searchParams.has('add')) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('edit');
          next.delete('add');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    const opener = formOpener.current;
    formOpener.current = null;
    // After the render: a folded form's button only comes back then. With no opener (an address just added in the
    // account), the list with the new card in it.
    requestAnimationFrame(() => {
      const target = opener?.isConnected ? opener : (document.getElementById(addButtonId) ?? listRef.current);
      target?.focus();
    });
  }

  let list;
  if (addresses && addresses.length > 0) {
    const cards = addresses.map((address) => (
      <AddressCard
        key={address._id}
        address={address}
        selectable={selectable}
        selected={selectable && address._id === selectedId}
        onSelect={() => onSelect?.(address)}
        onEdit={() => {
          formOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setEditing(address);
        }}
        onDelete={() => setDeleting(address)}
        busy={remove.busy && removing === address._id}
        formId={formId}
      />
    ));
    // Native radios (one name, so arrow keys move between them) work and post before the app runs.
    list = selectable ? (
      <div role="radiogroup" aria-label="Delivery address" className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
        {cards}
      </div>
    ) : (
      <ul aria-label="Saved addresses" className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.key}>{card}</li>
        ))}
      </ul>
    );
  }
  const listState = (
    <ListState
      query={{ isPending, isError, error: null, refetch }}
      count={addresses?.length ?? 0}
      loading={{
        label: 'Loading addresses',
        placeholder: (
          <div role="status" aria-label="Loading addresses" className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
            <Skeleton className="h-56" />
            <Skeleton className="hidden h-56 @xl:block" />
          </div>
        ),
      }}
      errorText="We couldn't load your addresses."
      empty={{
        icon: MapPinIcon,
        title: `No saved addresses yet. Add one below${selectable ? ' to deliver your order to it' : ''}.`,
        className: 'p-4',
      }}
    >
      {list}
    </ListState>
  );

  return (
    <div className="@container grid gap-6">
      <div ref={listRef} tabIndex={-1} className="grid gap-3 outline-none">
        {addresses && addresses.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {addresses.length} of {LIMITS.maxAddresses} saved addresses
          </p>
        )}
        {listState}
      </div>
      {formFolded && hydrated && (
        <Button
          id={addButtonId}
          variant="outline"
          className="w-full justify-center border-dashed @sm:w-fit"
          onClick={() => setAdding(true)}
        >
          <PlusIcon aria-hidden />
          Add New Address
        </Button>
      )}
      {formFolded && !hydrated && (
        <Button asChild variant="outline" className="w-full justify-center border-dashed @sm:w-fit">
          <Link to={`${pathname}?${withForm(searchParams, 'add', '1')}`}>
            <PlusIcon aria-hidden />
            Add New Address
          </Link>
        </Button>
      )}
      {!formFolded && (
        <Suspense fallback={<Skeleton role="status" aria-label="Loading the address form" className="h-96" />}>
          <AddressForm
            key={editing?._id ?? 'new'}
            address={editing}
            atLimit={!canAddAddress(addresses)}
            focusOnMount={adding}
            onDone={(saved) => {
              // A shopper who adds an address at checkout means to deliver there.
              if (selectable && saved && !editing) onSelect?.(saved);
              closeForm();
            }}
            {...(editing || adding
              ? { onCancel: closeForm, cancelHref: `${pathname}?${withForm(searchParams, null, '')}` }
              : {})}
          />
        </Suspense>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this address?"
        description={`${deleting ? `${addressHeadline(deleting)}, ${deleting.city}` : ''} will be removed from your saved addresses.`}
        onConfirm={() => (deleting ? confirmDelete(deleting) : false)}
        pending={remove.busy}
        actionLabel="Delete"
        pendingLabel="Deleting…"
        focusAfterDone={listRef}
        closeWhenRefused
      />
    </div>
  );
}

/** The page's query with the address form it opens (`edit` or `add`, or none), the other one closed. */
function withForm(searchParams: URLSearchParams, which: 'edit' | 'add' | null, value: string): string {
  const params = new URLSearchParams(searchParams);
  params.delete('edit');
  params.delete('add');
  if (which) params.set(which, value);
  return params.toString();
}
