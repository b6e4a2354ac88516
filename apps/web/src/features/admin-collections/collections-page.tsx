// Owns /admin/collections (issue 44): staff's collections (hand-picked or by rules), adding, editing and deleting them,
// and "Home page and menu", where the home page's sections and the shop's menu are arranged.
import type { Collection } from '@shop/contract/collections';
import { GalleryVerticalEndIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '#web/components/admin/confirm-delete-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';
import { useCollections, useDeleteCollection } from '#web/features/admin-collections/api/collections-api.ts';
import { StorefrontEditor } from '#web/features/admin-collections/components/storefront-editor.tsx';

const CollectionDialog = lazyComponent(
  () => import('#web/features/admin-collections/components/collection-dialog.tsx'),
  'CollectionDialog',
);

const describe = (collection: Collection) =>
  collection.kind === 'manual'
    ? collection.products.length === 1
      ? '1 hand-picked product'
      : `${collection.products.length} hand-picked products`
    : 'Products that match rules';

export function CollectionsPage() {
  const collections = useCollections();
  const deleteCollection = useDeleteCollection();
  const [dialog, setDialog] = useState<{ open: boolean; collection: Collection | null }>({
    open: false,
    collection: null,
  });
  const [toDelete, setToDelete] = useState<Collection | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = collections.data ?? [];
  const openDialog = (collection: Collection | null) => {
    CollectionDialog.preload();
    setDialog({ open: true, collection });
  };

  return (
    <div className="grid gap-10">
      <section aria-labelledby="collections-heading" className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <h1 id="collections-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
              Collections
            </h1>
            {collections.isSuccess && (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {list.length === 1 ? '1 collection' : `${list.length} collections`}
              </p>
            )}
          </div>
          <Button
            className="w-full sm:w-auto"
            onPointerEnter={CollectionDialog.preload}
            onFocus={CollectionDialog.preload}
            onClick={() => openDialog(null)}
          >
            <PlusIcon aria-hidden />
            Add collection
          </Button>
        </div>

        <ListState
          query={collections}
          count={list.length}
          loading={{ label: 'Loading the collections', rows: 3, rowClassName: 'h-20' }}
          empty={{
            icon: GalleryVerticalEndIcon,
            title: 'No collections yet',
            hint: 'Add the first with ‘Add collection’.',
          }}
        >
          <ul className="grid gap-3">
            {list.map((collection) => (
              <li
                key={collection._id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
              >
                <div className="grid min-w-0 gap-1">
                  <h2 className="truncate font-semibold">{collection.title}</h2>
                  <p className="text-sm text-muted-foreground">{describe(collection)}</p>
                  <a
                    href={`/shop/collections/${collection.handle}`}
                    className="truncate font-mono text-sm text-accent underline-offset-4 hover:underline"
                  >
                    /shop/collections/{collection.handle}
                  </a>
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => openDialog(collection)}>
                    <PencilIcon aria-hidden />
                    Edit <span className="sr-only">{collection.title}</span>
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setToDelete(collection)}>
                    <Trash2Icon aria-hidden />
                    Delete <span className="sr-only">{collection.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </ListState>
      </section>

      <section aria-labelledby="storefront-heading" className="grid gap-4 border-t border-border pt-8">
        <div className="grid gap-1">
          <h2 id="storefront-heading" className="text-xl font-semibold">
            Home page and menu
          </h2>
          <p className="text-sm text-muted-foreground">
            What the home page shows, in order, and the links of the shop&apos;s menu. The shop&apos;s promises always
            close the home page.
          </p>
        </div>
        <StorefrontEditor collections={list} />
      </section>

      <MountWhenOpened open={dialog.open}>
        <CollectionDialog
          open={dialog.open}
          collection={dialog.collection}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        />
      </MountWhenOpened>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={toDelete ? `Delete ${toDelete.title}?` : 'Delete collection?'}
        description="Its page stops working and the home page no longer shows it. The products stay in the shop. This cannot be undone."
        pending={deleteCollection.isPending}
        focusAfterDelete={headingRef}
        onConfirm={async () => {
          if (!toDelete) return false;
          return deleteCollection.mutateAsync(toDelete._id).then(
            () => true,
            () => false,
          );
        }}
      />
    </div>
  );
}
