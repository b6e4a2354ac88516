// Owns choosing a product's options: its size scale and which of that scale's sizes (in the scale's order), and which
// of the shop's colours (in the order chosen), each colour with the swatch shoppers see. The scales and colours are the
// shop's, as staff name them under "Colours & sizes".
import { LIMITS } from '@shop/contract/shop';
import { memo, useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { offeredScale, type ColourOption } from '#web/features/admin-catalog/components/product-form-values.ts';
import { useCatalogueOptions } from '#web/lib/catalogue-options.ts';

export type ProductOptionsValue = {
  /** The size scale's id ('' until chosen: the first scale holding the sizes). */
  scale: string;
  sizes: string[];
  colours: ColourOption[];
};

export type ProductOptionsProps = ProductOptionsValue & {
  onChange: (next: ProductOptionsValue) => void;
};

function Choice({
  label,
  checked,
  onChange,
  swatch,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  swatch?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex min-h-9 min-w-0 items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="flex min-w-0 cursor-pointer items-center gap-1.5 leading-snug">
        {swatch && (
          <span
            aria-hidden
            className="size-3.5 shrink-0 rounded-full border border-border"
            style={{ backgroundColor: swatch }}
          />
        )}
        <span className="break-words">{label}</span>
      </Label>
    </div>
  );
}

/** Memoised: the form re-renders on every keystroke, and this has nothing to do with most of them. */
export const ProductOptions = memo(function ProductOptions({ scale, sizes, colours, onChange }: ProductOptionsProps) {
  const hintId = useId();
  const query = useCatalogueOptions();
  const options = query.data;
  const combinations = Math.max(sizes.length, 1) * Math.max(colours.length, 1);
  const tooMany = (sizes.length > 0 || colours.length > 0) && combinations > LIMITS.variantsMax;

  if (!options) {
    return query.isError ? (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-sm">We couldn’t load the shop’s colours and sizes: {query.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      <div role="status" aria-label="Loading the shop’s colours and sizes" className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
      </div>
    );
  }

  const offered = offeredScale(options, scale, sizes);
  const scaleSizes = offered?.sizes ?? [];
  // Sizes or colours the product has that the shop no longer offers here: listed so they can be unticked.
  const otherSizes = sizes.filter((size) => !scaleSizes.includes(size));
  const otherColours = colours.filter((colour) => !options.colours.some((option) => option.name === colour.name));
  const scaleId = offered?.id ?? '';

  const toggleSize = (size: string, on: boolean) =>
    onChange({
      scale: scaleId,
      sizes: [...scaleSizes, ...otherSizes].filter((s) => (s === size ? on : sizes.includes(s))),
      colours,
    });

  const chooseScale = (id: string) => {
    const next = options.size_scales.find((option) => option.id === id);
    if (!next) return;
    // The sizes the new scale also has stay ticked, in its order; the others go (and their variants with them).
    onChange({ scale: next.id, sizes: next.sizes.filter((size) => sizes.includes(size)), colours });
  };

  const toggleColour = (name: string, hex: string, on: boolean) =>
    onChange({
      scale,
      sizes,
      colours: on ? [...colours, { name, hex, images: [] }] : colours.filter((colour) => colour.name !== name),
    });

  const setSwatch = (name: string, hex: string) =>
    onChange({
      scale,
      sizes,
      colours: colours.map((colour) => (colour.name === name ? { ...colour, hex } : colour)),
    });

  return (
    <div className="grid gap-5">
      <p id={hintId} className="text-sm text-muted-foreground">
        Choose sizes, colours or both: each combination gets its own SKU and stock below. Leave them all unticked for a
        product sold as one piece. The shop’s colours and size scales are kept under Colours &amp; sizes.
      </p>
      <FormField
        label="Size scale"
        hint={
          sizes.length > 0
            ? 'Choosing another scale keeps only the sizes it also has.'
            : 'The sizes below are this scale’s.'
        }
      >
        {(control) => (
          <Select {...control} value={scaleId} onChange={(event) => chooseScale(event.target.value)}>
            {options.size_scales.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={hintId}>
        <legend className="mb-2 text-sm font-medium">Sizes{offered ? ` (${offered.name})` : ''}</legend>
        <div className="grid grid-cols-3 gap-x-3 gap-y-1 sm:grid-cols-5">
          {[...scaleSizes, ...otherSizes].map((size) => (
            <Choice key={size} label={size} checked={sizes.includes(size)} onChange={(on) => toggleSize(size, on)} />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Colours</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-4">
          {[...options.colours, ...otherColours].map(({ name, hex }) => (
            <Choice
              key={name}
              label={name}
              swatch={colours.find((colour) => colour.name === name)?.hex ?? hex}
              checked={colours.some((colour) => colour.name === name)}
              onChange={(on) => toggleColour(name, hex, on)}
            />
          ))}
        </div>
      </fieldset>
      {colours.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Swatches</legend>
          <p className="text-sm text-muted-foreground">
            The shade shoppers see for each colour; change it to match the cloth.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {colours.map((colour, index) => (
              <li key={colour.name} className="flex items-center gap-2">
                <input
                  id={`${hintId}-swatch-${index}`}
                  type="color"
                  value={colour.hex}
                  onChange={(event) => setSwatch(colour.name, event.target.value)}
                  className="h-9 w-11 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
                <Label htmlFor={`${hintId}-swatch-${index}`}>Swatch for {colour.name}</Label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {tooMany && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {combinations} combinations: a product has at most {LIMITS.variantsMax}. Untick some sizes or colours.
        </p>
      )}
    </div>
  );
});
