// Owns /admin/settings: the shop's details for its tax invoices, the GST rules per kind of product, the pincodes the
// shop does not serve, where couriers collect parcels, Cash on Delivery's limits, the hours to confirm it and where it
// is refused, the discount for paying online, and how much one order may hold, saved together.
import { zodResolver } from '@hookform/resolvers/zod';
import { INDIAN_STATES } from '@shop/contract/india';
import {
  COD_CONFIRM_HOURS_MAX,
  settings as settingsSchema,
  type Settings,
  type SettingsInput,
} from '@shop/contract/settings';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSettings } from '#web/features/admin-settings/api/get-settings.ts';
import { useSaveSettings } from '#web/features/admin-settings/api/save-settings.ts';
import { BrandSection } from '#web/features/admin-settings/brand-section.tsx';
import { CodRiskFields } from '#web/features/admin-settings/cod-risk-fields.tsx';
import { OnlineDiscountSection } from '#web/features/admin-settings/online-discount-section.tsx';
import { PickupAddressSection } from '#web/features/admin-settings/pickup-address-section.tsx';
import { SettingsSection } from '#web/features/admin-settings/settings-section.tsx';
import { listEntryError } from '#web/features/admin-settings/list-entry-error.ts';
import {
  bodyOf,
  formValuesOf,
  pincodesIn,
  type SettingsFormValues,
} from '#web/features/admin-settings/settings-form-values.ts';

/* The contract's schema checks the body the form would send, so its messages (the GSTIN's among them) are the server's. */
const bodyResolver = zodResolver(settingsSchema);
const resolver: Resolver<SettingsFormValues, unknown, Settings> = (values, context, options) =>
  bodyResolver(bodyOf(values), context, options as never) as ReturnType<
    Resolver<SettingsFormValues, unknown, Settings>
  >;

export function SettingsPage() {
  const query = useSettings();
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Settings</h1>
        <p className="text-sm text-muted-foreground">
          The shop’s brand, its details for its tax invoices, GST rates, delivery, the pickup address, Cash on Delivery,
          the discount for paying online and order limits.
        </p>
      </div>
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading the settings">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
          <p>{query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {query.data.invoicesWaiting > 0 && <InvoicesWaiting count={query.data.invoicesWaiting} />}
          <SettingsForm settings={query.data.settings} />
        </>
      )}
    </div>
  );
}

function InvoicesWaiting({ count }: { count: number }) {
  return (
    <p role="note" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm">
      {count === 1 ? '1 paid order waits for its tax invoice' : `${count} paid orders wait for their tax invoice`}: fill
      in the shop’s details to issue them.
    </p>
  );
}

const rupeeField = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;
const percentField = { type: 'number', inputMode: 'decimal', min: 0, max: 28, step: '0.01' } as const;
const unitsField = { type: 'number', inputMode: 'numeric', min: 1, max: 1000, step: 1 } as const;

function SettingsForm({ settings }: { settings: Settings }) {
  const form = useForm<SettingsFormValues, unknown, Settings>({ resolver, defaultValues: formValuesOf(settings) });
  const save = useSaveSettings();
  const { errors } = form.formState;
  const { register } = form;

  async function submit(body: SettingsInput) {
    try {
      const answer = await save.mutateAsync(body);
      form.reset(formValuesOf(answer.data));
    } catch {
      // the mutation has already shown the server's message; keep what was typed
    }
  }

  const pincodeError = listEntryError(
    errors.delivery?.unserviceable_pincodes,
    pincodesIn(form.getValues('delivery.unserviceable_pincodes')),
  );

  return (
    <form noValidate className="grid gap-6" onSubmit={form.handleSubmit(submit)}>
      <BrandSection control={form.control} register={register} errors={errors} setValue={form.setValue} />

      <SettingsSection
        title="Shop details"
        description="The seller as tax invoices name it. Leave all of it empty until you have them; once one is filled, all are needed."
      >
        <TextField
          label="Legal name"
          autoComplete="organization"
          error={errors.shop?.legal_name?.message}
          {...register('shop.legal_name')}
        />
        <FormField label="Address" error={errors.shop?.address?.message}>
          {(control) => <Textarea rows={3} autoComplete="street-address" {...control} {...register('shop.address')} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="State" error={errors.shop?.state_code?.message}>
            {(control) => (
              <Select {...control} {...register('shop.state_code')}>
                <option value="">Select state</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name} ({state.code})
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <TextField
            label="GSTIN"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            hint="15 characters, starting with the state’s code."
            className="[&_input]:font-mono [&_input]:uppercase"
            error={errors.shop?.gstin?.message}
            {...register('shop.gstin')}
          />
        </div>
        <TextField
          label="Invoice prefix"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={4}
          hint="1 to 4 letters or digits that start every invoice number."
          className="[&_input]:uppercase sm:max-w-48"
          error={errors.shop?.invoice_prefix?.message}
          {...register('shop.invoice_prefix')}
        />
      </SettingsSection>

      <SettingsSection title="Tax" description="GST on each product, by its tax class.">
        <fieldset className="grid gap-4">
          <legend className="mb-3 font-medium">Clothing</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Clothing HSN"
              inputMode="numeric"
              error={errors.tax?.clothing?.hsn?.message}
              {...register('tax.clothing.hsn')}
            />
            <TextField
              label="Threshold (₹ per piece)"
              {...rupeeField}
              error={errors.tax?.clothing?.threshold?.message}
              {...register('tax.clothing.threshold')}
            />
            <TextField
              label="Rate up to the threshold (%)"
              {...percentField}
              error={errors.tax?.clothing?.low_rate?.message}
              {...register('tax.clothing.low_rate')}
            />
            <TextField
              label="Rate above the threshold (%)"
              {...percentField}
              error={errors.tax?.clothing?.high_rate?.message}
              {...register('tax.clothing.high_rate')}
            />
          </div>
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-3 font-medium">Bags</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Bags HSN"
              inputMode="numeric"
              error={errors.tax?.bags?.hsn?.message}
              {...register('tax.bags.hsn')}
            />
            <TextField
              label="Bags rate (%)"
              {...percentField}
              error={errors.tax?.bags?.rate?.message}
              {...register('tax.bags.rate')}
            />
          </div>
        </fieldset>
      </SettingsSection>

      <SettingsSection title="Delivery">
        <FormField
          label="Pincodes not served"
          hint="One per line, or separated by commas. Shoppers with these pincodes cannot order."
          error={pincodeError}
        >
          {(control) => (
            <Textarea
              rows={5}
              inputMode="numeric"
              className="font-mono"
              {...control}
              {...register('delivery.unserviceable_pincodes')}
            />
          )}
        </FormField>
      </SettingsSection>

      <PickupAddressSection register={register} errors={errors} />

      <SettingsSection title="Cash on Delivery">
        <CheckboxField control={form.control} name="cod.enabled" label="Offer Cash on Delivery" />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Minimum order (₹)"
            {...rupeeField}
            error={errors.cod?.min_order?.message}
            {...register('cod.min_order')}
          />
          <TextField
            label="Maximum order (₹)"
            {...rupeeField}
            error={errors.cod?.max_order?.message}
            {...register('cod.max_order')}
          />
          <TextField label="Fee (₹)" {...rupeeField} error={errors.cod?.fee?.message} {...register('cod.fee')} />
        </div>
        <TextField
          label="Hours to confirm a COD order"
          type="number"
          inputMode="numeric"
          min={1}
          max={COD_CONFIRM_HOURS_MAX}
          step={1}
          hint="Unconfirmed Cash on Delivery orders are cancelled after this many hours, and their stock goes back on sale."
          className="sm:[&_input]:max-w-40"
          error={errors.cod?.confirm_hours?.message}
          {...register('cod.confirm_hours')}
        />
        <CodRiskFields register={register} errors={errors} getValues={form.getValues} />
      </SettingsSection>

      <OnlineDiscountSection control={form.control} register={register} errors={errors} />

      <SettingsSection
        title="Order limits"
        description="How much one shopper’s order may hold, so nobody can keep the stock from others. Carts keep to them, and checkout checks them again."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Most of one item per order"
            {...unitsField}
            hint="A size and colour counts as one item."
            error={errors.limits?.max_units_per_item?.message}
            {...register('limits.max_units_per_item')}
          />
          <TextField
            label="Most items in one order"
            {...unitsField}
            hint="All the items in the cart, added up."
            error={errors.limits?.max_units_per_order?.message}
            {...register('limits.max_units_per_order')}
          />
        </div>
      </SettingsSection>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
