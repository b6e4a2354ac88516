// Owns the coupon form in the Add/Edit dialog: every field of a coupon with the contract's rules, its figures as typed
// and its dates in India's time.
import { zodResolver } from '@hookform/resolvers/zod';
import { couponInput, type Coupon } from '@shop/contract/coupons';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@shop/contract/shop';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveCoupon } from '#web/features/admin-coupons/api/save-coupon.ts';
import {
  bodyOf,
  EMPTY_COUPON,
  formValuesOf,
  type CouponFormValues,
} from '#web/features/admin-coupons/components/coupon-form-values.ts';

type CouponBody = z.output<typeof couponInput>;

/*
 * The contract's schema checks the body the form would send (bodyOf), so its messages and paths are the server's; that
 * body is not yet a CouponInput (an empty discount is undefined until the schema says "Enter the discount").
 */
const bodyResolver = zodResolver(couponInput);
const resolver: Resolver<CouponFormValues, unknown, CouponBody> = (values, context, options) =>
  bodyResolver(bodyOf(values) as never, context, options as never) as ReturnType<
    Resolver<CouponFormValues, unknown, CouponBody>
  >;

const rupeeField = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;
const countField = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

export type CouponFormProps = {
  /** The coupon being edited, or null to add one. */
  coupon: Coupon | null;
  onSaved: () => void;
  onCancel: () => void;
};

export function CouponForm({ coupon, onSaved, onCancel }: CouponFormProps) {
  const id = useId();
  const form = useForm<CouponFormValues, unknown, CouponBody>({
    resolver,
    defaultValues: coupon ? formValuesOf(coupon) : EMPTY_COUPON,
  });
  const save = useSaveCoupon();
  const { errors } = form.formState;
  const { register } = form;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const isPercent = kind === 'percent';

  async function submit(body: CouponBody) {
    try {
      await save.mutateAsync({ id: coupon?._id ?? null, body });
    } catch {
      return; // the mutation has already shown the server's message; keep what was typed
    }
    onSaved();
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(submit)}>
      <TextField
        label="Code"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={30}
        hint="What shoppers type: 3 to 30 letters, digits, dashes or underscores."
        className="[&_input]:font-mono"
        error={errors.code?.message}
        {...register('code')}
      />

      <fieldset className="grid gap-3" aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
        <legend id={`${id}-kind`} className="mb-1 text-sm font-medium">
          Discount
        </legend>
        <Controller
          control={form.control}
          name="kind"
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
                <Label htmlFor={`${id}-percent`}>Percentage off</Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-fixed`} value="fixed" />
                <Label htmlFor={`${id}-fixed`}>Fixed amount off</Label>
              </div>
            </RadioGroup>
          )}
        />
        {errors.kind?.message && (
          <p id={`${id}-kind-error`} className="text-sm font-medium text-destructive">
            {errors.kind.message}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {isPercent ? (
          <TextField
            key="percent"
            label="Per cent off (%)"
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            step={1}
            hint="A whole number from 1 to 90."
            error={errors.value?.message}
            {...register('value')}
          />
        ) : (
          <TextField
            key="fixed"
            label="Amount off (₹)"
            {...rupeeField}
            error={errors.value?.message}
            {...register('value')}
          />
        )}
        {isPercent && (
          <TextField
            label="Largest discount (₹)"
            {...rupeeField}
            hint="Leave empty for no cap."
            error={errors.max_discount?.message}
            {...register('max_discount')}
          />
        )}
        <TextField
          label="Minimum order (₹)"
          {...rupeeField}
          hint="What the eligible items must come to; empty for none."
          error={errors.min_order?.message}
          {...register('min_order')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts"
          type="datetime-local"
          hint="India time (IST). Empty: from now."
          error={errors.starts_at?.message}
          {...register('starts_at')}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          hint="India time (IST). Empty: never ends."
          error={errors.ends_at?.message}
          {...register('ends_at')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Total uses"
          {...countField}
          hint="Orders in all that may use it; empty for no limit."
          error={errors.total_uses?.message}
          {...register('total_uses')}
        />
        <TextField
          label="Uses per shopper"
          {...countField}
          hint="Empty for no limit."
          error={errors.per_shopper_uses?.message}
          {...register('per_shopper_uses')}
        />
      </div>

      <fieldset className="grid gap-3" aria-describedby={`${id}-categories-hint`}>
        <legend className="mb-1 text-sm font-medium">Categories</legend>
        <p id={`${id}-categories-hint`} className="text-sm text-muted-foreground">
          The items it takes money off. None ticked: every category.
        </p>
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-6 gap-y-3">
              {CATEGORIES.map((category) => {
                const checked = field.value.includes(category);
                const toggle = (on: boolean): Category[] =>
                  on
                    ? CATEGORIES.filter((c) => c === category || field.value.includes(c))
                    : field.value.filter((c) => c !== category);
                return (
                  <div key={category} className="flex min-h-9 items-center gap-2">
                    <Checkbox
                      id={`${id}-category-${category}`}
                      checked={checked}
                      onCheckedChange={(state) => field.onChange(toggle(state === true))}
                      onBlur={field.onBlur}
                    />
                    <Label htmlFor={`${id}-category-${category}`} className="cursor-pointer">
                      {CATEGORY_LABELS[category]}
                    </Label>
                  </div>
                );
              })}
            </div>
          )}
        />
        {errors.categories && (
          <p className="text-sm font-medium text-destructive">
            {errors.categories.message ?? 'Choose from the categories listed'}
          </p>
        )}
      </fieldset>

      <CheckboxField
        control={form.control}
        name="paused"
        label="Paused"
        hint="Shoppers cannot use a paused code until it is resumed."
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : coupon ? 'Save coupon' : 'Add coupon'}
        </Button>
      </div>
    </form>
  );
}
