// Owns one product in the admin grid: photo, title, price (sale price with the original struck through), options,
// stock, actions.
import type { AdminProduct } from '@shop/contract/catalog';
import { formatRupees } from '@shop/contract/money';
import { BRAND_LABELS, CATEGORY_LABELS, LIMITS } from '@shop/contract/shop';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { sizesOfVariants } from '#web/lib/catalogue-options.ts';

export type ProductCardProps = {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  /** The first row is on screen at once: fetch it first rather than lazily. */
  eager?: boolean;
};

/** A stored value's label, or the value itself for one the labels do not know. */
const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;

function StockLine({ stock }: { stock: number }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span>
        Stock: <span className="font-medium text-foreground">{stock}</span>
      </span>
      {stock === 0 ? (
        <Badge variant="destructive">Out Of Stock</Badge>
      ) : stock < LIMITS.lowStockBelow ? (
        <Badge variant="outline">Low stock</Badge>
      ) : null}
    </p>
  );
}

/** Sizes as a range, colours as swatches, and how many variants have sold out: what staff scan a grid for. */
function OptionsLine({ product }: { product: AdminProduct }) {
  if (product.variants.length === 0) return null;
  const sizes = sizesOfVariants(product.variants);
  const colours = [
    ...new Map(
      product.variants.flatMap((variant) => (variant.colour ? [[variant.colour, variant.colour_hex] as const] : [])),
    ),
  ];
  const soldOut = product.variants.filter((variant) => variant.stock === 0).length;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      {sizes.length > 0 && <span>{sizes.length === 1 ? sizes[0] : `${sizes[0]}–${sizes.at(-1)}`}</span>}
      {colours.length > 0 && (
        <span className="flex items-center gap-1">
          <span className="sr-only">Colours: {colours.map(([name]) => name).join(', ')}</span>
          {colours.map(([name, hex]) => (
            <span
              key={name}
              aria-hidden
              title={name}
              className="size-3 rounded-full border border-border"
              style={{ backgroundColor: hex ?? undefined }}
            />
          ))}
        </span>
      )}
      {soldOut > 0 && (
        <span>
          {soldOut} of {product.variants.length} sold out
        </span>
      )}
    </p>
  );
}

export function ProductCard({ product, onEdit, onDelete, eager = false }: ProductCardProps) {
  const titleId = useId();
  const onSale = product.sale_price > 0;
  return (
    <article
      aria-labelledby={titleId}
      className="@container flex min-w-0 flex-1 flex-col overflow-hidden rounded-lg border border-border bg-background shadow-sm"
    >
      <div className="relative aspect-[4/5] bg-muted">
        {/* The title follows right below: the photo adds nothing for a screen reader. */}
        <UploadedImage
          src={product.image}
          alt=""
          width={800}
          height={1000}
          sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 50vw"
          priority={eager}
          className="size-full"
        />
        {onSale && (
          <Badge variant="accent" className="absolute top-2 left-2">
            Sale
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h2 id={titleId} className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
          {product.title}
        </h2>
        <p className="truncate text-xs text-muted-foreground">
          {labelOf(CATEGORY_LABELS, product.category)} · {labelOf(BRAND_LABELS, product.brand)}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {onSale ? (
            <>
              <span className="font-semibold">
                <span className="sr-only">Sale price </span>
                {formatRupees(product.sale_price)}
              </span>
              <s className="text-muted-foreground">
                <span className="sr-only">Original price </span>
                {formatRupees(product.price)}
              </s>
            </>
          ) : (
            <span className="font-semibold">{formatRupees(product.price)}</span>
          )}
        </p>
        <OptionsLine product={product} />
        {product.tags.length > 0 && (
          <p className="line-clamp-2 text-xs text-muted-foreground">
            <span className="sr-only">Tags: </span>
            {product.tags.map((tag) => `#${tag}`).join(' ')}
          </p>
        )}
        <StockLine stock={product.total_stock} />
        {/* Side by side only when the card is wide enough for both words: on a 360 px phone they stack. */}
        <div className="mt-auto grid gap-2 pt-1 @[13rem]:grid-cols-2">
          {/* Named with the product: a screen reader's list of buttons would otherwise read "Edit, Edit, Edit". */}
          <Button variant="outline" size="sm" aria-label={`Edit ${product.title}`} onClick={() => onEdit(product)}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
          <Button
            variant="destructive"
            size="sm"
            aria-label={`Delete ${product.title}`}
            onClick={() => onDelete(product)}
          >
            <Trash2Icon aria-hidden />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
