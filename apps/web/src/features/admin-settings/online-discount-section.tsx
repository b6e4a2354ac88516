// Owns the Settings section for the discount for paying online (issue 30): whether staff give one, a percent (with an
// optional cap) or a fixed amount, and what each field does, in one line each.
import type { Settings } from '@shop/contract/settings';
import { useId } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { SettingsSection } from '#web/features/admin-settings/settings-section.tsx';
import type { SettingsFormValues } from '#web/features/admin-settings/settings-form-values.ts';

export type OnlineDiscountSectionProps = {
  control: Control<SettingsFormValues, unknown, Settings>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
};

const rupeeField = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;
const percentField = { type: 'number', inputMode: 'decimal', min: 0, max: 50, step: '0.01' } as const;

export function OnlineDiscountSection({ control, register, errors }: OnlineDiscountSectionProps) {
  const id = useId();
  const problems = errors.online_discount;
  const isPercent = useWatch({ control, name: 'online_discount.kind' }) === 'percent';
  return (
    <SettingsSection
      title="Discount for paying online"
      description="Taken off the order after any coupon when the shopper pays with PhonePe or Razorpay; never on Cash on Delivery. Invoiced as a discount, and given back in proportion when items are refunded."
    >
      <CheckboxField
        control={control}
        name="online_discount.enabled"
        label="Give a discount for paying online"
        hint="Checkout shows what it saves beside the payment buttons, as in “Pay online and save ₹50”."
      />

      <fieldset className="grid gap-3" aria-describedby={`${id}-kind-hint`}>
        <legend id={`${id}-kind`} className="mb-1 text-sm font-medium">
          Discount
        </legend>
        <Controller
          control={control}
          name="online_discount.kind"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              value={field.value}
              aria-labelledby={`${id}-kind`}
              onValueChange={(value) => field.onChange(value === 'fixed' ? 'fixed' : 'percent')}
              className="flex flex-wrap gap-x-6 gap-y-3"
            >
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-percent`} value="percent" />
                <Label htmlFor={`${id}-percent`}>Percent</Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-fixed`} value="fixed" />
                <Label htmlFor={`${id}-fixed`}>Fixed amount</Label>
              </div>
            </RadioGroup>
          )}
        />
        <p id={`${id}-kind-hint`} className="text-sm text-muted-foreground">
          A share of what the shopper pays, or the same rupees off every order.
        </p>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {isPercent ? (
          <TextField
            // Its own field, so the browser's number limits and the hint never carry over to the rupees.
            key="percent"
            label="Percent off"
            {...percentField}
            hint="Up to 50, with at most two decimals."
            error={problems?.value?.message}
            {...register('online_discount.value')}
          />
        ) : (
          <TextField
            key="fixed"
            label="Rupees off"
            {...rupeeField}
            hint="At least ₹1 of an order is always left to pay."
            error={problems?.value?.message}
            {...register('online_discount.value')}
          />
        )}
        {isPercent && (
          <TextField
            label="Most it takes off (₹)"
            {...rupeeField}
            hint="Leave empty for no cap."
            error={problems?.max_discount?.message}
            {...register('online_discount.max_discount')}
          />
        )}
      </div>
    </SettingsSection>
  );
}
