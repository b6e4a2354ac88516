// Owns choosing a product's colour (swatches) and size (buttons, sold-out ones struck through), and the way to its
// size guide.
import type { Product } from '@shop/contract/catalog';
import { RulerIcon } from 'lucide-react';
import { useRef, useState, type Ref } from 'react';
import { ChoiceGroup, ChoiceItem } from '#web/components/ui/choice-group.tsx';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useSwatchOptions } from '#web/features/catalog/api/get-catalogue-options.ts';
import {
  colourOptions,
  hasSizeGuide,
  lowStockText,
  sizeOptions,
  sizeStock,
  type VariantChoice,
} from '#web/features/catalog/variant-choice.ts';

/** The guide's dialog and table load when a shopper first asks for them. */
const SizeGuideDialog = lazyComponent(
  () => import('#web/features/catalog/components/size-guide-dialog.tsx'),
  'SizeGuideDialog',
);

export type VariantPickerProps = {
  product: Pick<Product, '_id' | 'title' | 'variants'>;
  choice: VariantChoice;
  onChange: (next: VariantChoice) => void;
  /**
   * The product page's address with a choice made: each swatch and size chip links there, so choosing works before the
   * app runs (the dialog, which only opens with it, leaves it out).
   */
  hrefOf?: ((choice: VariantChoice) => string) | undefined;
  /** The product page's address with its size guide shown: "Size guide" links there until the app runs. */
  guideHref?: string | undefined;
  /** The size group, for 'Add to cart' to send the keyboard to when no size is chosen. */
  sizeGroupRef?: Ref<HTMLDivElement>;
  colourGroupRef?: Ref<HTMLDivElement>;
};

export function VariantPicker({
  product,
  choice,
  onChange,
  hrefOf,
  guideHref,
  sizeGroupRef,
  colourGroupRef,
}: VariantPickerProps) {
  const colours = colourOptions(product, useSwatchOptions(product));
  const sizes = sizeOptions(product);

  function withColour(colour: string): VariantChoice {
    // A size this colour is not made in is no longer a choice; a sold-out one stays (to ask for it).
    const keepSize = choice.size !== null && sizeStock(product, colour, choice.size) !== null;
    return { colour, size: keepSize ? choice.size : sizes.length === 1 ? sizes[0]! : null };
  }

  /** Null for a size not made in the chosen colour: no choice at all. */
  function withSize(size: string): VariantChoice | null {
    return sizeStock(product, choice.colour, size) === null ? null : { ...choice, size };
  }

  function chooseSize(size: string) {
    const next = withSize(size);
    if (next) onChange(next);
  }

  function sizeHref(size: string) {
    const next = withSize(size);
    return next && hrefOf ? hrefOf(next) : undefined;
  }

  return (
    <div className="grid gap-5">
      {colours.length > 0 && (
        <div className="grid gap-2.5">
          <p className="text-sm font-medium">
            Colour: <span className="font-normal text-muted-foreground">{choice.colour ?? 'choose one'}</span>
          </p>
          <ChoiceGroup
            ref={colourGroupRef}
            aria-label="Colour"
            data-option="colour"
            value={choice.colour}
            values={colours.map((colour) => colour.name)}
            onValueChange={(colour) => onChange(withColour(colour))}
          >
            {colours.map((colour) => (
              <ChoiceItem
                key={colour.name}
                kind="swatch"
                value={colour.name}
                swatch={colour.swatch}
                href={hrefOf?.(withColour(colour.name))}
                unavailable={colour.stock === 0}
                aria-label={colour.stock === 0 ? `${colour.name}, sold out` : colour.name}
                title={colour.name}
              />
            ))}
          </ChoiceGroup>
        </div>
      )}
      {sizes.length > 0 && (
        <SizeChoice
          product={product}
          sizes={sizes}
          choice={choice}
          onChoose={chooseSize}
          hrefOf={sizeHref}
          guideHref={guideHref}
          {...(sizeGroupRef ? { groupRef: sizeGroupRef } : {})}
        />
      )}
    </div>
  );
}

function SizeChoice({
  product,
  sizes,
  choice,
  onChoose,
  hrefOf,
  guideHref,
  groupRef,
}: {
  product: VariantPickerProps['product'];
  sizes: string[];
  choice: VariantChoice;
  onChoose: (size: string) => void;
  hrefOf: (size: string) => string | undefined;
  guideHref: string | undefined;
  groupRef?: Ref<HTMLDivElement>;
}) {
  const [guideOpen, setGuideOpen] = useState(false);
  // The guide is a dialog of the app's: until it runs, a link to the page showing the chart (or, in the dialog, which
  // only opens with the app, a button that waits).
  const hydrated = useHydrated();
  const guideLink = !hydrated && guideHref !== undefined;
  const guideClass =
    'inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-accent underline underline-offset-4 hover:text-accent-strong disabled:opacity-50';
  const guideButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="grid gap-2.5">
      <div className="flex items-center justify-between gap-4">
        <p aria-hidden className="text-sm font-medium">
          Size
        </p>
        {hasSizeGuide(product) && guideLink && (
          <a href={guideHref} className={guideClass}>
            <RulerIcon className="size-4" aria-hidden />
            Size guide
          </a>
        )}
        {hasSizeGuide(product) && !guideLink && (
          <>
            <button
              ref={guideButton}
              type="button"
              aria-haspopup="dialog"
              disabled={!hydrated}
              onPointerEnter={SizeGuideDialog.preload}
              onFocus={SizeGuideDialog.preload}
              onClick={() => setGuideOpen(true)}
              className={guideClass}
            >
              <RulerIcon className="size-4" aria-hidden />
              Size guide
            </button>
            <MountWhenOpened open={guideOpen}>
              <SizeGuideDialog
                productId={product._id}
                productTitle={product.title}
                chosenSize={choice.size}
                open={guideOpen}
                onOpenChange={setGuideOpen}
                opener={guideButton}
              />
            </MountWhenOpened>
          </>
        )}
      </div>
      <ChoiceGroup
        ref={groupRef}
        aria-label="Size"
        data-option="size"
        value={choice.size}
        values={sizes}
        onValueChange={onChoose}
        className="items-start gap-2.5"
      >
        {sizes.map((size) => {
          const stock = sizeStock(product, choice.colour, size);
          const low = lowStockText(stock);
          const label =
            stock === null
              ? `${size}, not made in ${choice.colour ?? 'this colour'}`
              : stock === 0
                ? `${size}, sold out`
                : low
                  ? `${size}, ${low.toLowerCase()}`
                  : size;
          return (
            <div key={size} className="grid justify-items-center gap-1">
              <ChoiceItem
                value={size}
                href={hrefOf(size)}
                unavailable={stock === null || stock === 0}
                aria-label={label}
              >
                {size}
              </ChoiceItem>
              {low && (
                <span aria-hidden className="text-[11px] leading-none font-medium text-destructive">
                  {low}
                </span>
              )}
            </div>
          );
        })}
      </ChoiceGroup>
    </div>
  );
}
