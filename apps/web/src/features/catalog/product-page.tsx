// Owns /shop/product/:id: a shareable page for one product, beside the product dialog.
import { categoryLabel } from '@shop/contract/shop';
import { ChevronRightIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProduct } from '#web/features/catalog/api/get-product.ts';
import { ProductDetails } from '#web/features/catalog/components/product-details.tsx';

/** `missing`: the server already found there is no such product, so the page says so from its first paint. */
export function ProductPage({ missing = false }: { missing?: boolean }) {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const product = query.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {product ? (
        <>
          <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted-foreground">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <Link to="/shop/home" className="hover:text-foreground hover:underline">
                  Home
                </Link>
              </li>
              <li className="flex items-center gap-1">
                <ChevronRightIcon className="size-4" aria-hidden />
                <Link
                  to={`/shop/listing?category=${product.category}`}
                  className="hover:text-foreground hover:underline"
                >
                  {categoryLabel(product.category)}
                </Link>
              </li>
              <li className="flex min-w-0 items-center gap-1">
                <ChevronRightIcon className="size-4 shrink-0" aria-hidden />
                <span aria-current="page" className="truncate text-foreground">
                  {product.title}
                </span>
              </li>
            </ol>
          </nav>
          <ProductDetails
            product={product}
            variant="page"
            title={<h1 className="text-2xl leading-tight font-semibold sm:text-3xl">{product.title}</h1>}
            description={
              <p className="text-base leading-relaxed whitespace-pre-line text-muted-foreground">
                {product.description}
              </p>
            }
          />
        </>
      ) : query.isPending && !missing ? (
        <div aria-busy="true" className="grid gap-8 md:grid-cols-2 md:gap-10">
          <h1 className="sr-only">Product details</h1>
          <Skeleton className="aspect-[4/5] w-full rounded-lg" />
          <div className="grid content-start gap-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-7 w-32" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        </div>
      ) : (
        <ProductUnavailable missing={missing} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}

function ProductUnavailable(props: { missing: boolean; error: Error | null; onRetry: () => void }) {
  const { error, onRetry } = props;
  // A 404 (no such product) or 400 (not even an id) will not get better by retrying.
  const missing = props.missing || (error instanceof ApiError && (error.status === 404 || error.status === 400));
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Product details</h1>
      <p className="text-muted-foreground">
        {missing
          ? "We couldn't find this product. It may no longer be in our catalogue."
          : "We couldn't load this product. Please try again."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {!missing && <Button onClick={onRetry}>Try again</Button>}
        <Button asChild variant={missing ? 'default' : 'outline'}>
          <Link to="/shop/listing">Browse all products</Link>
        </Button>
      </div>
    </div>
  );
}
