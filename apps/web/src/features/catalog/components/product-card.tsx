// Owns one product in a grid (home, listing, search): picture, badges, title, category, price and 'Add to cart'.
import type { Product } from '@shop/contract/catalog';
import { CATEGORY_LABELS, type Category } from '@shop/contract/shop';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { AddToCartButton } from '#web/features/catalog/components/add-to-cart-button.tsx';
import { ProductBadges } from '#web/features/catalog/components/product-badges.tsx';
import { ProductPrice } from '#web/features/catalog/components/product-price.tsx';

/** Two columns on phones, three or four on wider screens (the grids' classes). */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 33vw, 50vw';

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as Category] ?? category;
}

export type ProductCardProps = {
  product: Product;
  /** Opens the detail dialog. A modified click (new tab, new window) still follows the link to the product page. */
  onOpen: (product: Product) => void;
  /** Above the fold: load the picture at once rather than lazily. */
  eager?: boolean;
};

export function ProductCard({ product, onOpen, eager = false }: ProductCardProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(product);
  }

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
            to={`/shop/product/${product._id}`}
            onClick={onClick}
            className="outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ring"
          >
            {product.title}
          </Link>
        </h3>
        <ProductPrice price={product.price} salePrice={product.sale_price} className="mt-auto pt-1" />
      </div>
      {/* Above the link's box, so it stays its own target. */}
      <AddToCartButton product={product} variant="outline" size="sm" className="relative z-10 mt-3 w-full" />
    </article>
  );
}
