// Owns one order line in the "Return or exchange" form: its tick, then how many, why, and a refund or an exchange.
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { LineOptions } from '#web/components/line-options.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { Order } from '#web/entities/order/order-api.ts';
import { QuantityOptions, ReturnReasonOptions } from '#web/features/account/return-line-options.tsx';
import { ExchangePicker } from '#web/features/account/exchange-picker.tsx';
import type { ReturnFormValues } from '#web/features/account/return-form-fields.ts';
import { returnableWords } from '#web/features/account/return-reason-words.ts';

type OrderLine = Order['cart_items'][number];

export function ReturnLineFields({
  form,
  index,
  item,
  returnable,
}: {
  form: UseFormReturn<ReturnFormValues, unknown, unknown>;
  index: number;
  item: OrderLine;
  /** How many of this line may still go back; 0 when earlier requests took them all. */
  returnable: number;
}) {
  const id = useId();
  const [chosen, want, quantity] = useWatch({
    control: form.control,
    name: [`lines.${index}.chosen`, `lines.${index}.want`, `lines.${index}.quantity`],
  });
  const errors = form.formState.errors.lines?.[index];
  const canExchange = item.product_id !== null;

  return (
    <li className="grid gap-3 rounded-md border border-border p-3">
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name={`lines.${index}.chosen`}
          render={({ field }) => (
            <Checkbox
              id={`${id}-tick`}
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={returnable === 0}
              aria-describedby={`${id}-bought`}
            />
          )}
        />
        <div className="grid min-w-0 gap-0.5">
          <Label htmlFor={`${id}-tick`} className="leading-snug break-words">
            {item.title}
          </Label>
          <LineOptions size={item.size} colour={item.colour} />
          <p id={`${id}-bought`} className="text-muted-foreground">
            {returnableWords(returnable, item.quantity)}
          </p>
        </div>
      </div>

      {chosen && (
        <fieldset className="grid gap-3 border-t border-border pt-3">
          <legend className="sr-only">Return details for {item.title}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Quantity" error={errors?.quantity?.message}>
              {(control) => (
                <Select {...control} {...form.register(`lines.${index}.quantity`)}>
                  <QuantityOptions returnable={returnable} />
                </Select>
              )}
            </FormField>
            <FormField label="Reason" error={errors?.reason?.message}>
              {(control) => (
                <Select {...control} {...form.register(`lines.${index}.reason`)}>
                  <ReturnReasonOptions />
                </Select>
              )}
            </FormField>
          </div>

          <div className="grid gap-2">
            <p id={`${id}-want`} className="text-sm leading-none font-medium">
              What would you like?
            </p>
            <Controller
              control={form.control}
              name={`lines.${index}.want`}
              render={({ field }) => (
                <RadioGroup
                  aria-labelledby={`${id}-want`}
                  value={field.value}
                  onValueChange={field.onChange}
                  className="gap-2"
                >
                  <div className="flex items-center gap-2">
                    <RadioGroupItem id={`${id}-refund`} value="refund" />
                    <Label htmlFor={`${id}-refund`}>Refund</Label>
                  </div>
                  <div className="flex items-center gap-2">
                    <RadioGroupItem id={`${id}-exchange`} value="exchange" disabled={!canExchange} />
                    <Label htmlFor={`${id}-exchange`}>Exchange for another size/colour</Label>
                  </div>
                </RadioGroup>
              )}
            />
          </div>

          {want === 'exchange' && item.product_id !== null && (
            <Controller
              control={form.control}
              name={`lines.${index}.exchange_variant_id`}
              render={({ field }) => (
                <ExchangePicker
                  productId={item.product_id!}
                  currentVariantId={item.variant_id}
                  quantity={Number(quantity)}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors?.exchange_variant_id?.message}
                />
              )}
            />
          )}
        </fieldset>
      )}
    </li>
  );
}
