// Owns /admin/products: the product grid with Edit and Delete, the add/edit sheet (SPEC §2), the shop's colours and
// sizes, and the size guides.
import type { AdminProduct } from '@shop/contract/catalog';
import { PackageOpenIcon, PaletteIcon, PlusIcon, RulerIcon } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminProducts } from '#web/features/admin-catalog/api/get-admin-products.ts';
import { useDeleteProduct } from '#web/features/admin-catalog/api/delete-product.ts';
import { ConfirmDeleteDialog } from '#web/components/admin/confirm-delete-dialog.tsx';
import { CatalogueOptionsSheet } from '#web/features/admin-catalog/components/catalogue-options-sheet.tsx';
import { ProductCard } from '#web/features/admin-catalog/components/product-card.tsx';
import { ProductSheet } from '#web/features/admin-catalog/components/product-sheet.tsx';
import { SizeChartsSheet } from '#web/features/admin-catalog/components/size-charts-sheet.tsx';
import { useCatalogueOptions } from '#web/lib/catalogue-options.ts';
import type { RecordHistoryProps } from '#web/entities/audit/audit-api.ts';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/** `RecordHistory`: a product's History panel (entities/audit), handed in by the route when the role may read it. */
export function ProductsPage({
  RecordHistory,
}: { RecordHistory?: ComponentType<RecordHistoryProps> | undefined } = {}) {
  const products = useAdminProducts();
  const deleteProduct = useDeleteProduct();
  const [sheet, setSheet] = useState<{ open: boolean; product: AdminProduct | null }>({ open: false, product: null });
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const [chartsOpen, setChartsOpen] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  // The shop's colours and sizes, loaded with the grid so the product sheet opens with them.
  useCatalogueOptions();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const list = products.data?.pages.flatMap((page) => page.data) ?? [];
  const total = products.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            Products
          </h1>
          {products.isSuccess && (
            <p className="text-sm text-muted-foreground">{total === 1 ? '1 product' : `${total} products`}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setOptionsOpen(true)}>
            <PaletteIcon aria-hidden />
            Colours &amp; sizes
          </Button>
          <Button variant="outline" onClick={() => setChartsOpen(true)}>
            <RulerIcon aria-hidden />
            Size guides
          </Button>
          <Button onClick={() => setSheet({ open: true, product: null })}>
            <PlusIcon aria-hidden />
            Add New Product
          </Button>
        </div>
      </div>

      {products.isPending ? (
        <div className={GRID} role="status" aria-label="Loading products">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="aspect-[4/7]" />
          ))}
        </div>
      ) : products.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
          <p>{products.error.message}</p>
          <Button variant="outline" onClick={() => void products.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input bg-background p-10 text-center">
          <PackageOpenIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No products yet</p>
          <p className="text-sm text-muted-foreground">Add the first one with ‘Add New Product’.</p>
        </div>
      ) : (
        <>
          <ul className={GRID}>
            {list.map((product, index) => (
              <li key={product._id} className="flex">
                <ProductCard
                  product={product}
                  eager={index < 4}
                  onEdit={(chosen) => setSheet({ open: true, product: chosen })}
                  onDelete={setToDelete}
                />
              </li>
            ))}
          </ul>
          {products.hasNextPage && (
            <div className="grid justify-items-center gap-2">
              <p className="text-sm text-muted-foreground">
                Showing {list.length} of {total}
              </p>
              <Button
                variant="outline"
                onClick={() => void products.fetchNextPage()}
                disabled={products.isFetchingNextPage}
                aria-busy={products.isFetchingNextPage}
              >
                {products.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}

      <ProductSheet
        open={sheet.open}
        product={sheet.product}
        onOpenChange={(open) => setSheet((current) => ({ ...current, open }))}
        RecordHistory={RecordHistory}
      />

      <CatalogueOptionsSheet open={optionsOpen} onOpenChange={setOptionsOpen} />

      <SizeChartsSheet open={chartsOpen} onOpenChange={setChartsOpen} />

      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={toDelete ? `Delete ${toDelete.title}?` : 'Delete product?'}
        description="The product leaves the shop at once. This cannot be undone."
        pending={deleteProduct.isPending}
        focusAfterDelete={headingRef}
        onConfirm={async () => {
          if (!toDelete) return false;
          return deleteProduct.mutateAsync(toDelete._id).then(
            () => true,
            () => false,
          );
        }}
      />
    </div>
  );
}
