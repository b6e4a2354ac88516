// Owns one product in a grid (home, listing, search): picture, badges, title, category, colours, price and 'Add to cart'.
import { productPath, type Product } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { categoryLabel } from '@shop/contract/shop';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '#web/components/ui/toast.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { AddToCartButton } from '#web/features/catalog/components/add-to-cart-button.tsx';
import { ProductBadges } from '#web/features/catalog/components/product-badges.tsx';
import { ProductPrice } from '#web/features/catalog/components/product-price.tsx';
import { colourOptions, listInWords, sizeOptions } from '#web/features/catalog/variant-choice.ts';
import { useSwatchOptions } from '#web/features/catalog/api/get-catalogue-options.ts';

/** Two columns on phones, three or four on wider screens (the grids' classes). */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 33vw, 50vw';

/** A card shows this many colours; more are counted ("+2"). */
const SWATCHES_SHOWN = 5;

/** How a grid opens a product: `chooseOptions` when 'Add to cart' needs a size or colour chosen first. */
export type OpenProduct = (product: Product, intent?: { chooseOptions: 'size' | 'colour' }) => void;

export type ProductCardProps = {
  product: Product;
  /** Opens the detail dialog. A modified click (new tab, new window) still follows the link to the product page. */
  onOpen: OpenProduct;
  /** Above the fold: load the picture at once rather than lazily. */
  eager?: boolean;
  /** Below the first screen on every screen size: the picture is asked for once the app runs. */
  pictureAfterApp?: boolean;
};

export function ProductCard({ product, onOpen, eager = false, pictureAfterApp = false }: ProductCardProps) {
  const { user } = useSession();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(product);
  }

  // A card has no room for sizes: 'Add to cart' opens the product to choose them (a visitor is asked to log in first).
  function chooseOptions() {
    if (!user) {
      toast({ title: MESSAGES.loginToAddToCart, variant: 'destructive' });
      return;
    }
    const missing = sizeOptions(product).length > 1 ? 'size' : 'colour';
    if (missing === 'size') toast({ title: MESSAGES.selectSize, variant: 'destructive' });
    onOpen(product, { chooseOptions: missing });
  }

  // One variant only (a single colour, or 'Free Size'): nothing to choose.
  const onlyVariant = product.variants.length === 1 ? product.variants[0]!._id : null;

  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-lg bg-muted">
        <UploadedImage
          src={product.image}
          alt={product.title}
          width={800}
          height={1000}
          sizes={PRODUCT_CARD_SIZES}
          priority={eager}
          afterApp={pictureAfterApp}
          className="aspect-[4/5] h-auto w-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <ProductBadges product={product} className="absolute top-2 left-2 right-2" />
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {categoryLabel(product.category)}
        </p>
        <h3 className="line-clamp-2 text-sm font-medium sm:text-base">
          {/* The link's box covers the whole card, so the picture opens the product too. */}
          <Link
            to={productPath(product)}
            onClick={onClick}
            className="outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ring"
          >
            {product.title}
          </Link>
        </h3>
        <ColourDots product={product} />
        <ProductPrice price={product.price} salePrice={product.sale_price} className="mt-auto pt-1" />
      </div>
      {/* Above the link's box, so it stays its own target. */}
      <AddToCartButton
        product={product}
        variantId={onlyVariant}
        onMissingOptions={chooseOptions}
        variant="outline"
        size="sm"
        className="relative z-10 mt-3 w-full"
      />
    </article>
  );
}

/** The product's colours as small dots under its title, read out as one sentence. */
function ColourDots({ product }: { product: Pick<Product, 'variants'> }) {
  const colours = colourOptions(product, useSwatchOptions(product));
  if (colours.length === 0) return null;
  const more = colours.length - SWATCHES_SHOWN;
  return (
    <div
      role="img"
      aria-label={`Available in ${listInWords(colours.map((colour) => colour.name))}`}
      className="flex items-center gap-1.5 pt-0.5"
    >
      {colours.slice(0, SWATCHES_SHOWN).map((colour) => (
        <span
          key={colour.name}
          title={colour.name}
          className="size-3.5 rounded-full border border-black/15"
          style={{ backgroundColor: colour.swatch }}
        />
      ))}
      {more > 0 && <span className="text-xs text-muted-foreground">+{more}</span>}
    </div>
  );
}
