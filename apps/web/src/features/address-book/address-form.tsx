// Owns the add/edit address form: nine fields checked by the contract's schema, the spec's submit rule (SPEC §4, §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { addressInput } from '@shop/contract/addresses';
import { MESSAGES } from '@shop/contract/messages';
import { useEffect, useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { isRefusal } from '#web/components/ui/route-form.ts';
import { toast } from '#web/components/ui/toast.tsx';
import {
  ADDRESS_FIELDS,
  type Address,
  type AddressFields,
  type AddressInput,
} from '#web/entities/address/address-api.ts';
import { deliveryQueryOptions, isPincode, isUnknownPincode, useDelivery } from '#web/entities/delivery/delivery-api.ts';
import { useAddressSubmit } from '#web/features/address-book/use-address-submit.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/*
 * This module is loaded on demand (address-book.tsx): it is the only web code on the shop's side that needs zod at
 * run time, and the storefront's first load should not carry it.
 */
const resolver = zodResolver(addressInput);
type AddressOutput = ReturnType<typeof addressInput.parse>;

// Country starts as India, the only country the shop delivers to by default; the shopper may change it.
const EMPTY: AddressFields = {
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip_code: '',
  country: 'India',
  landmark: '',
  phone: '',
  notes: '',
};

const PINCODE_UNKNOWN = 'No such pincode';

const fieldsOf = (address: Address): AddressFields =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field]])) as AddressFields;

export type AddressFormProps = {
  /** The address being edited, or null to add a new one. */
  address: Address | null;
  /** True when three addresses are saved: adding will be refused, so say so up front. */
  atLimit: boolean;
  /** After saving: leaves edit mode; `saved` is the address the server stored. */
  onDone: (saved: Address | undefined) => void;
  /** Shows Cancel: leaves edit mode, or closes a form opened on demand (checkout). */
  onCancel?: () => void;
  /** Where Cancel leads before the app runs: the page without the form the address opened. */
  cancelHref?: string;
  /** Take focus when shown: the shopper just asked for this form (Edit, or 'Add New Address'). */
  focusOnMount?: boolean;
};

export function AddressForm({
  address,
  atLimit,
  onDone,
  onCancel,
  cancelHref,
  focusOnMount = false,
}: AddressFormProps) {
  const isEditing = address !== null;
  const hydrated = useHydrated();
  const titleId = useId();
  const hintId = useId();
  const defaults = address ? fieldsOf(address) : EMPTY;
  const form = useForm<AddressInput, unknown, AddressOutput>({ resolver, defaultValues: defaults });
  // The page's action saves (address-actions.ts), answering the server's words and the address it stored; the list is
  // read again first.
  const submit = useAddressSubmit((answer) => {
    if (isRefusal(answer)) return; // keep what was typed
    form.reset(EMPTY);
    onDone(answer.saved as Address | undefined);
  });
  const saving = submit.busy;
  const { errors } = form.formState;

  const values = useWatch({ control: form.control });
  // SPEC §5: submit stays disabled unless every field is non-empty after trimming.
  const isComplete = ADDRESS_FIELDS.every((field) => (values[field] ?? '').trim() !== '');

  // A pincode the shopper typed (not the one already saved) is looked up: City and State are filled from it when
  // empty or filled by us before, and one India Post does not list blocks saving (the server refuses it too).
  const zip = (values.zip_code ?? '').trim();
  const lookup = useDelivery(zip !== (address?.zip_code ?? '') ? zip : null);
  const unknownPincode = lookup.fetchStatus === 'idle' && isUnknownPincode(lookup.error);
  const queryClient = useQueryClient();
  const [filledByUs, setFilledByUs] = useState({ city: '', state: '' });
  const { getValues, setValue } = form;

  async function fillFromPincode(pincode: string) {
    if (!isPincode(pincode) || pincode === address?.zip_code) return;
    const place = await queryClient.fetchQuery(deliveryQueryOptions(pincode)).catch(() => undefined);
    if (!place || getValues('zip_code').trim() !== pincode) return; // unknown, or typed over meanwhile
    const filled = { ...filledByUs };
    for (const field of ['city', 'state'] as const) {
      const current = getValues(field).trim();
      if (current === '' || current === filledByUs[field]) {
        setValue(field, place[field], { shouldDirty: true, shouldValidate: current !== '' });
        filled[field] = place[field];
      }
    }
    setFilledByUs(filled);
  }

  // Edit is chosen on a card further up: bring the shopper (and the keyboard) to the form it filled.
  const { setFocus } = form;
  const takeFocus = isEditing || focusOnMount;
  useEffect(() => {
    if (takeFocus) setFocus('address_line1');
  }, [takeFocus, setFocus]);

  async function save(output: AddressOutput) {
    if (unknownPincode) return;
    // A fourth address is refused here as the server would refuse it, without a round trip.
    if (!address && atLimit) {
      toast({ title: MESSAGES.maxAddresses, variant: 'destructive' });
      return;
    }
    const fields = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, output[field]])) as AddressFields;
    await submit.submit(
      { ...fields, ...(address ? { address_id: address._id } : {}) },
      address ? 'edit-address' : 'add-address',
    );
  }

  const text = (name: keyof AddressFields, label: string, props: ComponentProps<'input'> = {}) => (
    // react-hook-form fills the fields only once the app runs: the server's HTML carries them too (an edit's address).
    <TextField
      label={label}
      error={errors[name]?.message}
      defaultValue={defaults[name]}
      {...props}
      {...form.register(name)}
    />
  );

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-background p-4 sm:p-6">
      <h3 id={titleId} className="text-lg font-semibold">
        {isEditing ? 'Edit Address' : 'Add New Address'}
      </h3>
      {!isEditing && atLimit && (
        <p className="mt-1 text-sm text-muted-foreground">
          You have saved 3 addresses, the most we keep. Delete one to add another.
        </p>
      )}
      {/* Before the app runs it posts to the page's action, which makes the same call and says the same words. */}
      <Form
        intent={isEditing ? 'edit-address' : 'add-address'}
        noValidate
        onSubmit={form.handleSubmit(save)}
        className="mt-4 grid gap-4 @lg:grid-cols-2"
      >
        {address && <input type="hidden" name="address_id" value={address._id} />}
        {text('address_line1', 'Address line 1', {
          autoComplete: 'address-line1',
          placeholder: 'House / flat no., building',
        })}
        {text('address_line2', 'Address line 2', { autoComplete: 'address-line2', placeholder: 'Street, area' })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        {text('state', 'State', { autoComplete: 'address-level1' })}
        <TextField
          label="Pincode"
          error={errors.zip_code?.message ?? (unknownPincode ? PINCODE_UNKNOWN : undefined)}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          placeholder="6-digit pincode"
          defaultValue={defaults.zip_code}
          {...form.register('zip_code', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => void fillFromPincode(event.target.value.trim()),
          })}
        />
        {text('country', 'Country', { autoComplete: 'country-name' })}
        {text('landmark', 'Landmark', { placeholder: 'Near ...' })}
        {text('phone', 'Phone', {
          type: 'tel',
          autoComplete: 'tel-national',
          inputMode: 'tel',
          placeholder: '10-digit mobile number',
        })}
        <FormField label="Notes" error={errors.notes?.message} className="@lg:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              placeholder="Delivery instructions, e.g. call before arriving"
              defaultValue={defaults.notes}
              {...form.register('notes')}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-3 @lg:col-span-2 @sm:flex-row @sm:items-center">
          {onCancel &&
            (hydrated || !cancelHref ? (
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to={cancelHref}>Cancel</Link>
              </Button>
            ))}
          {/* Before the app runs nothing watches the fields: the button posts, and the server says what is missing. */}
          <Button
            type="submit"
            disabled={hydrated && (!isComplete || saving || unknownPincode)}
            aria-describedby={isComplete ? undefined : hintId}
            className="@sm:min-w-28"
          >
            {isEditing ? 'Edit' : 'Add'}
          </Button>
          {!isComplete && (
            <p id={hintId} className="text-sm text-muted-foreground">
              Fill in every field to save the address.
            </p>
          )}
        </div>
      </Form>
    </section>
  );
}
