// Owns one saved address on screen: its lines and details, Edit and Delete, and in checkout the radio that picks it.
// Before (or without) JavaScript the radio is a plain one in checkout's order form, Edit is a link that opens the form
// filled in (?edit=<id>) and Delete a form that posts to the page's action (decision 031).
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { Address } from '#web/entities/address/address-api.ts';
import { cn } from '#web/lib/class-names.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export type AddressCardProps = {
  address: Address;
  /** Shown with a radio (inside the address book's RadioGroup) when the shopper is choosing where to deliver. */
  selectable: boolean;
  selected: boolean;
  /** Chooses this address; also called when the card itself is clicked, for a larger target than the radio. */
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** True while this address is being saved or deleted. */
  busy: boolean;
  /** Checkout's order form, which the radio belongs to (see AddressBookProps). */
  formId?: string | undefined;
};

/** "12 MG Road, Indiranagar": the card's headline and the radio's name. */
export const addressHeadline = (address: Address) => `${address.address_line1}, ${address.address_line2}`;

export function AddressCard({
  address,
  selectable,
  selected,
  onSelect,
  onEdit,
  onDelete,
  busy,
  formId,
}: AddressCardProps) {
  const radioId = useId();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const editHref = `${pathname}?${withParam(search, 'edit', address._id)}`;
  const details: [string, string][] = [
    ['City', address.city],
    ['State', address.state],
    ['Pincode', address.zip_code],
    ['Country', address.country],
    ['Landmark', address.landmark],
    ['Phone', address.phone],
    ['Notes', address.notes],
  ];

  // Clicks on the card's own buttons (the radio, Edit, Delete) do their own thing.
  function selectFromCard(event: MouseEvent<HTMLDivElement>) {
    if (!selectable || (event.target as HTMLElement).closest('button, a, input')) return;
    onSelect();
  }

  const headline = <span className="font-semibold break-words">{addressHeadline(address)}</span>;

  return (
    <div
      onClick={selectFromCard}
      data-selected={selectable ? selected : undefined}
      className={cn(
        'flex h-full flex-col gap-3 rounded-lg border border-border bg-background p-4 transition-colors',
        selectable && 'cursor-pointer hover:border-accent/60',
        selected && 'border-accent bg-accent-soft ring-1 ring-accent hover:border-accent',
      )}
    >
      {selectable ? (
        <div className="flex items-start gap-3">
          <input
            type="radio"
            id={radioId}
            name="address_id"
            value={address._id}
            form={formId}
            checked={selected}
            onChange={onSelect}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          <Label htmlFor={radioId} className="cursor-pointer leading-snug">
            {headline}
          </Label>
        </div>
      ) : (
        <p className="leading-snug">{headline}</p>
      )}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex gap-2 pt-1">
        {hydrated ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            disabled={busy}
            aria-label={`Edit address ${addressHeadline(address)}`}
          >
            <PencilIcon aria-hidden />
            Edit
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm">
            <Link to={editHref} aria-label={`Edit address ${addressHeadline(address)}`}>
              <PencilIcon aria-hidden />
              Edit
            </Link>
          </Button>
        )}
        {/* Once the app runs, Delete asks in a dialog first; before, the form posts the deletion itself. */}
        <Form intent="delete-address">
          <input type="hidden" name="address_id" value={address._id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={(event) => {
              event.preventDefault();
              onDelete();
            }}
            disabled={busy}
            aria-label={`Delete address ${addressHeadline(address)}`}
          >
            <Trash2Icon aria-hidden />
            Delete
          </Button>
        </Form>
      </div>
    </div>
  );
}

/** `search` (with its `?`) with `name` set to `value`. */
function withParam(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return params.toString();
}
