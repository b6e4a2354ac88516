// Owns /admin/returns: the shoppers' return and exchange requests by status, a page at a time (both in the URL), the
// steps staff take on each, and the order each belongs to.
import { RETURN_STATUSES, type ReturnRequest, type ReturnStatus } from '@shop/contract/refunds';
import { PackageOpenIcon } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RETURNS_PAGE_SIZE, useReturns } from '#web/features/admin-returns/api/get-returns.ts';
import type { ReturnAction } from '#web/features/admin-returns/api/update-return.ts';
import { RETURN_STATUS, ReturnRequestCard } from '#web/features/admin-returns/components/return-request-card.tsx';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';

const ReturnActionDialog = lazyComponent(
  () => import('#web/features/admin-returns/components/return-action-dialog.tsx'),
  'ReturnActionDialog',
);

/** The filter's order: what waits for staff first. */
const FILTERS: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'rejected'];

const isReturnStatus = (value: string | null): value is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(value ?? '');

/** What the Returns screen gives staff's Order Details dialog: the order to open (no list row to show meanwhile). */
type OrderDetailsDialogProps = { orderId: string | null; fromList: undefined; onClose: () => void };

/** `OrderDetailsDialog`: staff's Order Details (features/admin-orders), handed in by the route that composes the two. */
export function ReturnsPage({ OrderDetailsDialog }: { OrderDetailsDialog: ComponentType<OrderDetailsDialogProps> }) {
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const status = isReturnStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const returns = useReturns({ status, page });

  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const [actionOpen, setActionOpen] = useState(false);
  const [chosen, setChosen] = useState<{ request: ReturnRequest; action: ReturnAction } | null>(null);

  const go = (next: { status?: ReturnStatus | undefined; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus) params.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  const total = returns.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (returns.data?.limit ?? RETURNS_PAGE_SIZE)));
  const list = returns.data?.data ?? [];

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Returns</h1>
          {returns.isSuccess && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total === 1 ? '1 request' : `${total} requests`}
              {status ? `, ${RETURN_STATUS[status].label.toLowerCase()}` : ''}, newest first
            </p>
          )}
        </div>
        <FormField label="Status" className="w-full sm:w-56">
          {(control) => (
            <Select
              {...control}
              value={status ?? ''}
              onChange={(event) => go({ status: isReturnStatus(event.target.value) ? event.target.value : undefined })}
            >
              <option value="">All</option>
              {FILTERS.map((value) => (
                <option key={value} value={value}>
                  {RETURN_STATUS[value].label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      {returns.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading the returns">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-48" />
          ))}
        </div>
      ) : returns.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
          <p>{returns.error.message}</p>
          <Button variant="outline" onClick={() => void returns.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input bg-background p-10 text-center">
          <PackageOpenIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">
            {status ? `No ${RETURN_STATUS[status].label.toLowerCase()} returns` : 'No returns yet'}
          </p>
          <p className="text-sm text-muted-foreground">Shoppers’ return and exchange requests appear here.</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 xl:grid-cols-2" aria-busy={returns.isPlaceholderData}>
            {list.map((request) => (
              <li key={request._id} className="grid">
                <ReturnRequestCard
                  request={request}
                  onOpenOrder={setOpenOrderId}
                  onAction={(next, action) => {
                    setChosen({ request: next, action });
                    setActionOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                Previous
              </Button>
              <p className="text-sm text-muted-foreground">
                Page {page} of {pages}
              </p>
              <Button variant="outline" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}

      <MountWhenOpened open={actionOpen}>
        <ReturnActionDialog chosen={chosen} open={actionOpen} onOpenChange={setActionOpen} />
      </MountWhenOpened>
      <OrderDetailsDialog orderId={openOrderId} fromList={undefined} onClose={() => setOpenOrderId(null)} />
    </div>
  );
}
