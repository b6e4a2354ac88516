// Owns the product sheet's "Shipping" fieldset: the weight and the box a product ships in, each empty for the default
// its category gives (shown as the placeholder), so couriers are booked and charged for the right parcel.
import { defaultParcel } from '@shop/contract/shipping';
import type { TaxClass } from '@shop/contract/settings';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { ProductFormValues } from '#web/features/admin-catalog/components/product-form-values.ts';

export type ProductParcelFieldsProps = {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** As chosen in the form, for the default the placeholders show. */
  category: string;
  taxClass: TaxClass;
};

const BOX = [
  { name: 'length_cm', label: 'Length (cm)' },
  { name: 'breadth_cm', label: 'Breadth (cm)' },
  { name: 'height_cm', label: 'Height (cm)' },
] as const;

export function ProductParcelFields({ register, errors, category, taxClass }: ProductParcelFieldsProps) {
  const hintId = useId();
  const fallback = defaultParcel({ category, tax_class: taxClass });
  return (
    <fieldset className="grid gap-4 border-t border-border pt-5" aria-describedby={hintId}>
      <legend className="float-left mb-1 w-full font-semibold">Shipping</legend>
      <p id={hintId} className="clear-left text-sm text-muted-foreground">
        What one piece weighs packed, and the box it goes in. Leave a field empty to use the default for its category.
      </p>
      <TextField
        label="Weight (g)"
        type="number"
        inputMode="numeric"
        min={10}
        step={1}
        placeholder={`${fallback.weight_grams} g if left empty`}
        error={errors.weight_grams?.message}
        {...register('weight_grams')}
      />
      <div className="grid grid-cols-3 gap-2">
        {BOX.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={`${fallback[name]} cm`}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
