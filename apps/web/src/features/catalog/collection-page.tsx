// Owns /shop/collections/<handle> (issue 44): a collection's title, description and picture, then the listing's grid,
// filters, sorts and "Load more", as SPEC §2's listing has them, with and without JavaScript. Without a sort chosen, the
// products are in the collection's own order (staff's, for a hand-picked one).
import { MESSAGES } from '@shop/contract/messages';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  useCollectionPages,
  useCollectionProductPages,
  type ShopCollection,
} from '#web/features/catalog/api/get-collection.ts';
import { Listing, readChoiceSort, type ListingSource } from '#web/features/catalog/listing-page.tsx';
import { readFilters } from '#web/features/catalog/listing-params.ts';

export const collectionPath = (handle: string) => `/shop/collections/${encodeURIComponent(handle)}`;

/** `missing`: the server already found there is no such collection, so the page says so from its first paint. */
export function CollectionPage({ handle, missing = false }: { handle: string; missing?: boolean }) {
  const { search } = useLocation();
  const choice = useMemo(() => {
    const params = new URLSearchParams(search);
    return { ...readFilters(params), sortBy: readChoiceSort({ ownOrder: true }, params) };
  }, [search]);
  const query = useCollectionPages(handle, choice);
  const collection = query.data?.pages[0]?.collection;
  const source = useMemo(() => (collection ? collectionSource(handle, collection) : undefined), [handle, collection]);

  if (source) return <Listing search={search} source={source} />;
  const notFound = missing || (query.error instanceof ApiError && [400, 404].includes(query.error.status));
  if (notFound) return <CollectionNotFound />;
  if (query.isError) {
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">We couldn&apos;t load this collection.</h1>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="sr-only">Collection</h1>
    </div>
  );
}

function collectionSource(handle: string, collection: ShopCollection): ListingSource {
  return {
    path: collectionPath(handle),
    title: collection.title,
    intro: <CollectionIntro collection={collection} />,
    usePages: ({ filters, sortBy }) => useCollectionProductPages(handle, { ...filters, sortBy }),
    ownOrder: true,
  };
}

function CollectionIntro({ collection }: { collection: ShopCollection }) {
  if (!collection.description && !collection.image) return null;
  return (
    <div className="mb-8 grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-start">
      {collection.description && (
        <p className="max-w-prose whitespace-pre-line text-muted-foreground">{collection.description}</p>
      )}
      {collection.image && (
        <UploadedImage
          src={collection.image}
          // The picture illustrates the title beside it; its words are the collection's.
          alt=""
          width={800}
          height={500}
          sizes="(min-width: 640px) 16rem, 100vw"
          priority
          className="w-full rounded-lg sm:order-last"
        />
      )}
    </div>
  );
}

function CollectionNotFound() {
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-accent" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-semibold first-letter:uppercase sm:text-3xl">{MESSAGES.notFound}</h1>
      <p className="text-muted-foreground">There is no collection at this address. It may have moved or ended.</p>
      <Button asChild>
        <Link to="/shop/listing">See all products</Link>
      </Button>
    </section>
  );
}
