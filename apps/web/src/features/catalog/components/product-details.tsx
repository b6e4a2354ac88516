// Owns everything about one product, shared by the detail dialog and the product page: its pictures with zoom, price,
// rating, description, colour and size, 'Add to cart' (or 'Notify me' on a sold-out size), the reviews and the review
// form.
import { categoryLabel } from '@shop/contract/shop';
import { productPath, type Product } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { ArrowRightIcon } from 'lucide-react';
import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { sizeLabel } from '#web/components/line-options.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toast.tsx';
import { cn } from '#web/lib/class-names.ts';
import { lazyComponent } from '#web/lib/lazy-component.tsx';
import { useCart } from '#web/entities/cart/cart-api.ts';
import { useSession } from '#web/entities/session/session.tsx';
import { useReviews } from '#web/features/catalog/api/get-reviews.ts';
import { AddToCartButton } from '#web/features/catalog/components/add-to-cart-button.tsx';
import { DeliveryCheck } from '#web/features/catalog/components/delivery-check.tsx';
import { Gallery } from '#web/features/catalog/components/gallery.tsx';
import { NotifyMeButton } from '#web/features/catalog/components/notify-me-button.tsx';
import { ProductBadges } from '#web/features/catalog/components/product-badges.tsx';
import { ProductPrice } from '#web/features/catalog/components/product-price.tsx';
import { ReviewList } from '#web/features/catalog/components/review-list.tsx';
import { SizeGuideSection } from '#web/features/catalog/components/size-chart.tsx';
import { VariantPicker } from '#web/features/catalog/components/variant-picker.tsx';
import {
  choiceFromSearch,
  choiceSearch,
  colourHasOwnPictures,
  findVariant,
  galleryOf,
  initialChoice,
  missingOption,
  shownOffer,
  type VariantChoice,
} from '#web/features/catalog/variant-choice.ts';

/** The form brings react-hook-form, which only signed-in shoppers writing a review need. */
const ReviewForm = lazyComponent(() => import('#web/features/catalog/components/review-form.tsx'), 'ReviewForm');

/** The product page's `?size-guide` shows the chart on the page: where "Size guide" leads before the app runs. */
export const SIZE_GUIDE_PARAM = 'size-guide';
const SIZE_GUIDE_ID = 'size-guide';

export type ProductDetailsProps = {
  product: Product;
  /** The heading: a DialogTitle in the dialog, an <h1> on the page. */
  title: ReactNode;
  /** The description element: a DialogDescription in the dialog, a <p> on the page. */
  description: ReactNode;
  /** Extra links under 'Add to cart' ("View full details" in the dialog). */
  actions?: ReactNode;
  /**
   * 'page': the picture is the page's largest element (loaded first) and sticks below the shop's header while the
   * reviews scroll by; 'dialog': the dialog scrolls on its own.
   */
  variant: 'dialog' | 'page';
};

export function ProductDetails({ product, title, description, actions, variant }: ProductDetailsProps) {
  // SPEC §8: a failed load empties the list (and its count).
  const reviewCount = useReviews(product._id).data?.length ?? 0;
  const soldOutId = useId();
  const limitId = useId();
  const average = product.average_review;

  // The page starts from the choice its address names (a swatch or chip's link before the app ran); the dialog fresh.
  const { pathname, search } = useLocation();
  const onPage = variant === 'page';
  const [choice, setChoice] = useVariantChoice(product, () =>
    onPage ? choiceFromSearch(product, new URLSearchParams(search)) : initialChoice(product),
  );
  const guideShown = onPage && new URLSearchParams(search).has(SIZE_GUIDE_PARAM);
  /** This page with a choice made, and with its size guide shown or not. */
  const pageHref = (next: VariantChoice, guide: boolean) => {
    const params = new URLSearchParams(choiceSearch(next));
    if (guide) params.set(SIZE_GUIDE_PARAM, '');
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const chosen = findVariant(product, choice);
  const offer = shownOffer(product, choice);
  const sizeGroupRef = useRef<HTMLDivElement>(null);
  const colourGroupRef = useRef<HTMLDivElement>(null);
  const pictures = galleryOf(product, choice.colour);
  const limitReached = useLimitReached(product._id, chosen?._id ?? null);
  const pictured = colourHasOwnPictures(product, choice.colour)
    ? `${product.title} in ${choice.colour}`
    : product.title;

  function askForOptions() {
    const missing = missingOption(product, choice) ?? 'size';
    toast({ title: missing === 'size' ? MESSAGES.selectSize : MESSAGES.selectColour, variant: 'destructive' });
    const group = (missing === 'size' ? sizeGroupRef : colourGroupRef).current;
    group?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
  }

  // On the page, the boundaries below hydrate after the rest of it (React leaves server-rendered boundaries for a later
  // pass, or the moment one is pressed): the price and "Add to cart" come alive first, while the gallery, the choice
  // chips (links meanwhile), the delivery check and the reviews (forms meanwhile) follow (issue 32).
  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-10">
      <div className={cn('md:sticky md:self-start', variant === 'page' ? 'md:top-24' : 'md:top-0')}>
        <Suspense fallback={null}>
          <Gallery
            images={pictures}
            alt={pictured}
            sizes="(min-width: 768px) 448px, 100vw"
            priority={variant === 'page'}
          />
        </Suspense>
      </div>

      <div className="grid content-start gap-6">
        <div className="grid gap-2">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {categoryLabel(product.category)}
          </p>
          {title}
          <div className="flex items-center gap-2 text-sm">
            <StarRating value={average} label={`Average rating ${average.toFixed(2)} out of 5`} />
            <span aria-hidden className="font-medium">
              {average.toFixed(2)}
            </span>
            <span className="text-muted-foreground">({reviewCount === 1 ? '1 review' : `${reviewCount} reviews`})</span>
          </div>
        </div>

        <div className="grid gap-3">
          <ProductPrice price={offer.price} salePrice={offer.sale_price} size="lg" />
          <p className="text-xs text-muted-foreground">Inclusive of all taxes · Free delivery across India</p>
          <ProductBadges product={offer} />
        </div>

        {description}

        {product.variants.length > 0 && (
          <Suspense fallback={null}>
            <VariantPicker
              product={product}
              choice={choice}
              onChange={setChoice}
              hrefOf={onPage ? (next) => pageHref(next, guideShown) : undefined}
              guideHref={onPage ? `${pageHref(choice, true)}#${SIZE_GUIDE_ID}` : undefined}
              sizeGroupRef={sizeGroupRef}
              colourGroupRef={colourGroupRef}
            />
          </Suspense>
        )}

        {guideShown && <SizeGuideSection id={SIZE_GUIDE_ID} productId={product._id} chosenSize={choice.size} />}

        <div className="grid gap-3">
          {chosen && chosen.stock <= 0 ? (
            <div className="grid gap-2">
              <p id={soldOutId} className="text-sm text-muted-foreground">
                {soldOutText(chosen)} is sold out. Get one email when it is back.
              </p>
              <NotifyMeButton
                productId={product._id}
                variantId={chosen._id}
                aria-describedby={soldOutId}
                size="lg"
                className="w-full"
              />
            </div>
          ) : (
            <div className="grid gap-2">
              <AddToCartButton
                product={product}
                variantId={chosen?._id ?? null}
                stock={offer.total_stock}
                onMissingOptions={askForOptions}
                disabled={Boolean(limitReached)}
                aria-describedby={limitReached ? limitId : undefined}
                size="lg"
                className="w-full"
              />
              {limitReached && (
                <p id={limitId} role="status" className="text-sm text-muted-foreground">
                  {limitReached}
                </p>
              )}
            </div>
          )}
          {actions}
        </div>

        <Suspense fallback={null}>
          <DeliveryCheck />
        </Suspense>

        <Suspense fallback={null}>
          <Reviews productId={product._id} />
        </Suspense>
      </div>
    </div>
  );
}

/** The reviews and, for a signed-in shopper, the form to write one. */
function Reviews({ productId }: { productId: string }) {
  const { user } = useSession();
  const reviews = useReviews(productId);
  // SPEC §8: a failed load empties the list.
  const reviewList = reviews.data ?? [];
  const reviewsId = useId();
  return (
    <section aria-labelledby={reviewsId} className="grid gap-5 border-t border-border pt-6">
      <h2 id={reviewsId} className="text-lg font-semibold">
        Reviews
      </h2>
      <ReviewList reviews={reviewList} loading={reviews.isPending} />
      <div className="border-t border-border pt-5">
        {user ? (
          <Suspense fallback={<Skeleton role="status" aria-label="Loading the review form" className="h-56" />}>
            <ReviewForm key={productId} productId={productId} user={user} />
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Link
              to="/auth/login"
              className="font-medium text-accent underline underline-offset-4 hover:text-accent-strong"
            >
              Log in to write a review
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** The shopper's colour and size, starting from `start`; another product starts again, a refreshed copy keeps it. */
function useVariantChoice(
  product: Product,
  start: () => VariantChoice,
): [VariantChoice, (next: VariantChoice) => void] {
  const [state, setState] = useState(() => ({ productId: product._id, choice: start() }));
  if (state.productId !== product._id) {
    const fresh = { productId: product._id, choice: start() };
    setState(fresh);
    return [fresh.choice, (choice) => setState({ productId: product._id, choice })];
  }
  return [state.choice, (choice) => setState({ productId: product._id, choice })];
}

/**
 * The shop's limit per item, in words, once the cart's line of this product (in this size and colour) holds that many;
 * else undefined. Adding one more would be refused, so the page says so first.
 */
function useLimitReached(productId: string, variantId: string | null): string | undefined {
  const { data: cart } = useCart();
  const line = cart?.items.find((item) => item.product_id === productId && item.variant_id === variantId);
  if (!line || line.quantity < line.max_units_per_item) return undefined;
  return MESSAGES.maxUnitsPerItem(line.max_units_per_item);
}

/** "Size M in Black", "Size M", "Black". */
function soldOutText({ size, colour }: { size: string | null; colour: string | null }): string {
  if (size === null) return colour ?? '';
  return colour === null ? sizeLabel(size) : `${sizeLabel(size)} in ${colour}`;
}

/** The dialog's way to the shareable page. */
export function FullDetailsLink({ product, onNavigate }: { product: { handle: string }; onNavigate?: () => void }) {
  return (
    <Link
      to={productPath(product)}
      onClick={onNavigate}
      className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline"
    >
      View full details
      <ArrowRightIcon className="size-4" aria-hidden />
    </Link>
  );
}
