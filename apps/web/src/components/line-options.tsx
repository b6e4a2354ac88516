// Owns how a cart or order line names its size and colour: "Size M · Black", or just the one it has, with the colour's
// swatch as the shop names it (its options; a line does not carry the variant's own shade).
import { shopColour, useCatalogueOptions } from '#web/lib/catalogue-options.ts';
import { cn } from '#web/lib/class-names.ts';

type LineOptionsValue = { size: string | null; colour: string | null };

/** "Size M", or "Free Size" as it is (not "Size Free Size"). */
export function sizeLabel(size: string): string {
  return size === 'Free Size' ? size : `Size ${size}`;
}

/** "Size M · Black", "Size M", "Black", or null for a product with neither option. */
export function lineOptionsText({ size, colour }: LineOptionsValue): string | null {
  const parts = [size === null ? null : sizeLabel(size), colour].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The line's options under its title, with the colour's swatch once the shop's options have loaded (none for a colour
 * the shop no longer lists); nothing for a product without options.
 */
export function LineOptions({ size, colour, className }: LineOptionsValue & { className?: string }) {
  const options = useCatalogueOptions().data;
  const text = lineOptionsText({ size, colour });
  if (!text) return null;
  const swatch = colour === null ? undefined : shopColour(options, colour)?.hex;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground', className)}>
      {size !== null && <span>{sizeLabel(size)}</span>}
      {size !== null && colour !== null && ' · '}
      {colour !== null && (
        <span className="inline-flex items-center gap-1">
          {swatch && (
            <span
              aria-hidden
              className="size-2.5 shrink-0 rounded-full border border-black/15"
              style={{ backgroundColor: swatch }}
            />
          )}
          {colour}
        </span>
      )}
    </p>
  );
}
