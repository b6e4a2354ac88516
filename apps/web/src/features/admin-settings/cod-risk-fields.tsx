// Owns the part of the Cash on Delivery settings that says where it loses money (issue 30): the pincodes and shoppers
// that never get it, the return rates and counts that switch it off, and the first orders too large to pay in cash.
// Each rule is off until staff set it, and says in one line what it does.
import { useId } from 'react';
import type { FieldErrors, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { listEntryError } from '#web/features/admin-settings/list-entry-error.ts';
import { customersIn, pincodesIn, type SettingsFormValues } from '#web/features/admin-settings/settings-form-values.ts';

export type CodRiskFieldsProps = {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  getValues: UseFormGetValues<SettingsFormValues>;
};

const shareField = { type: 'number', inputMode: 'numeric', min: 1, max: 100, step: 1 } as const;
/** A figure needs no wider a box; its long label keeps the full width, and reads as a sentence where it wraps. */
const narrow = 'sm:[&_input]:max-w-40 [&_label]:leading-snug';

export function CodRiskFields({ register, errors, getValues }: CodRiskFieldsProps) {
  const headingId = useId();
  const problems = errors.cod?.risk;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t border-border pt-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          Where Cash on Delivery loses money
        </h3>
        <p className="text-sm text-muted-foreground">
          Each rule is off until you set it. Shoppers it stops can still pay online.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Never offer COD to these pincodes"
          className="[&_label]:leading-snug"
          hint="Shoppers at these pincodes pay online."
          error={listEntryError(problems?.blocked_pincodes, pincodesIn(getValues('cod.risk.blocked_pincodes')))}
        >
          {(control) => (
            <Textarea
              rows={4}
              inputMode="numeric"
              spellCheck={false}
              placeholder="One a line, or separated by commas"
              className="font-mono"
              {...control}
              {...register('cod.risk.blocked_pincodes')}
            />
          )}
        </FormField>
        <FormField
          label="Never offer COD to these shoppers"
          className="[&_label]:leading-snug"
          hint="These shoppers pay online, whatever else they order."
          error={listEntryError(problems?.blocked_customers, customersIn(getValues('cod.risk.blocked_customers')))}
        >
          {(control) => (
            <Textarea
              rows={4}
              autoCapitalize="none"
              spellCheck={false}
              placeholder="An email or a 10-digit phone a line"
              className="font-mono"
              {...control}
              {...register('cod.risk.blocked_customers')}
            />
          )}
        </FormField>
      </div>
      <TextField
        label="Switch COD off in a pincode whose COD parcels come back at least (%)"
        {...shareField}
        hint="Counted once the pincode has the parcels below; blank leaves it off."
        className={narrow}
        error={problems?.pincode_rto_percent?.message}
        {...register('cod.risk.pincode_rto_percent')}
      />
      <TextField
        label="Switch COD off for a shopper whose COD parcels come back at least (%)"
        {...shareField}
        hint="Counted once the shopper has the parcels below; blank leaves it off."
        className={narrow}
        error={problems?.customer_rto_percent?.message}
        {...register('cod.risk.customer_rto_percent')}
      />
      <TextField
        label="Switch COD off for a shopper whose COD parcels come back at least this many times"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
        hint="Counts however few parcels they have had; blank leaves it off."
        className={narrow}
        error={problems?.customer_rto_count?.message}
        {...register('cod.risk.customer_rto_count')}
      />
      <TextField
        label="Parcels to judge a rate by"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        step={1}
        hint="A pincode or shopper with fewer Cash on Delivery parcels than this is not judged by its rate."
        className={narrow}
        error={problems?.min_parcels?.message}
        {...register('cod.risk.min_parcels')}
      />
      <TextField
        label="First orders above (₹) pay online"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        hint="A new shopper’s first order above this amount cannot be paid in cash."
        className={narrow}
        error={problems?.first_order_max?.message}
        {...register('cod.risk.first_order_max')}
      />
    </section>
  );
}
