// Owns the Settings section for the pickup address: where couriers collect the shop's parcels, printed on every label
// as the return address. All empty is no address yet (shipping through the aggregator waits for one).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { SettingsSection } from '#web/features/admin-settings/settings-section.tsx';
import type { SettingsFormValues } from '#web/features/admin-settings/settings-form-values.ts';

export type PickupAddressSectionProps = {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
};

export function PickupAddressSection({ register, errors }: PickupAddressSectionProps) {
  const problems = errors.shipping?.pickup;
  return (
    <SettingsSection
      title="Pickup address"
      description="Couriers collect your parcels here; it is printed on every label as the return address."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Contact name"
          autoComplete="name"
          hint="Who hands the parcels over."
          error={problems?.contact_name?.message}
          {...register('shipping.pickup.contact_name')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={10}
          hint="A 10-digit mobile number the courier can call."
          error={problems?.phone?.message}
          {...register('shipping.pickup.phone')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={problems?.email?.message}
        {...register('shipping.pickup.email')}
      />
      <FormField label="Pickup address" error={problems?.address?.message}>
        {(control) => (
          <Textarea rows={3} autoComplete="street-address" {...control} {...register('shipping.pickup.address')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="City"
          autoComplete="address-level2"
          error={problems?.city?.message}
          {...register('shipping.pickup.city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          error={problems?.state?.message}
          {...register('shipping.pickup.state')}
        />
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={problems?.pincode?.message}
          {...register('shipping.pickup.pincode')}
        />
      </div>
    </SettingsSection>
  );
}
