// Owns choosing a product's options: which sizes (in the shop's order) and which colours (in the order chosen), each
// colour with the swatch shoppers see.
import { COLOUR_NAMES, COLOURS, LIMITS, SIZES, type Colour, type Size } from '@shop/contract/shop';
import { memo, useId } from 'react';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { ColourOption } from '#web/features/admin-catalog/components/product-form-values.ts';

export type ProductOptionsProps = {
  sizes: Size[];
  colours: ColourOption[];
  onChange: (sizes: Size[], colours: ColourOption[]) => void;
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
  swatch?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-h-9 items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="flex cursor-pointer items-center gap-1.5 leading-snug">
        {swatch && (
          <span
            aria-hidden
            className="size-3.5 shrink-0 rounded-full border border-border"
            style={{ backgroundColor: swatch }}
          />
        )}
        {label}
      </Label>
    </div>
  );
}

/** Memoised: the form re-renders on every keystroke, and this has nothing to do with most of them. */
export const ProductOptions = memo(function ProductOptions({ sizes, colours, onChange }: ProductOptionsProps) {
  const hintId = useId();
  const combinations = Math.max(sizes.length, 1) * Math.max(colours.length, 1);
  const tooMany = (sizes.length > 0 || colours.length > 0) && combinations > LIMITS.variantsMax;

  const toggleSize = (size: Size, on: boolean) =>
    onChange(
      SIZES.filter((s) => (s === size ? on : sizes.includes(s))),
      colours,
    );

  const toggleColour = (name: Colour, on: boolean) =>
    onChange(
      sizes,
      on ? [...colours, { name, hex: COLOURS[name], images: [] }] : colours.filter((colour) => colour.name !== name),
    );

  const setSwatch = (name: Colour, hex: string) =>
    onChange(
      sizes,
      colours.map((colour) => (colour.name === name ? { ...colour, hex } : colour)),
    );

  return (
    <div className="grid gap-5">
      <p id={hintId} className="text-sm text-muted-foreground">
        Choose sizes, colours or both: each combination gets its own SKU and stock below. Leave them all unticked for a
        product sold as one piece.
      </p>
      <fieldset className="grid gap-2" aria-describedby={hintId}>
        <legend className="mb-2 text-sm font-medium">Sizes</legend>
        <div className="grid grid-cols-3 gap-x-3 gap-y-1 sm:grid-cols-5">
          {SIZES.map((size) => (
            <Choice key={size} label={size} checked={sizes.includes(size)} onChange={(on) => toggleSize(size, on)} />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Colours</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-4">
          {COLOUR_NAMES.map((name) => (
            <Choice
              key={name}
              label={name}
              swatch={colours.find((colour) => colour.name === name)?.hex ?? COLOURS[name]}
              checked={colours.some((colour) => colour.name === name)}
              onChange={(on) => toggleColour(name, on)}
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
            {colours.map((colour) => (
              <li key={colour.name} className="flex items-center gap-2">
                <input
                  id={`${hintId}-${colour.name}`}
                  type="color"
                  value={colour.hex}
                  onChange={(event) => setSwatch(colour.name, event.target.value)}
                  className="h-9 w-11 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
                <Label htmlFor={`${hintId}-${colour.name}`}>Swatch for {colour.name}</Label>
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
