// Owns /admin/orders: the 'All Orders' table and its 'Order Details' dialog (SPEC §2), the open order in ?order=,
// and the search by order number or id in ?search=.
import { ReceiptTextIcon, SearchIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminOrders } from '#web/features/admin-orders/api/get-admin-orders.ts';
import { OrderDetailsDialog } from '#web/features/admin-orders/components/order-details-dialog.tsx';
import { OrdersTable } from '#web/features/admin-orders/components/orders-table.tsx';

export function OrdersPage() {
  // The open order lives in the address (?order=<id>): the dashboard and other screens link straight to it.
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const orders = useAdminOrders(search);
  const selectedId = params.get('order');
  const setSearch = (words: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (words.trim()) next.set('search', words.trim());
      else next.delete('search');
      return next;
    });
  const setSelectedId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('order', id);
        else next.delete('order');
        return next;
      },
      { replace: id === null },
    );

  const list = orders.data?.pages.flatMap((page) => page.data) ?? [];
  const total = orders.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">All Orders</h1>
        {orders.isSuccess && (
          <p className="text-sm text-muted-foreground">
            {total === 1 ? '1 order' : `${total} orders`}
            {search ? ` found for “${search}”` : ', newest first'}
          </p>
        )}
      </div>

      <OrderSearch search={search} onSearch={setSearch} />

      {orders.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading orders">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14" />
          ))}
        </div>
      ) : orders.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
          <p>{orders.error.message}</p>
          <Button variant="outline" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 && search ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input bg-background p-10 text-center">
          <SearchIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No order found for “{search}”</p>
          <p className="text-sm text-muted-foreground">
            Try the order number as the shopper reads it out, or the order ID.
          </p>
          <Button variant="outline" onClick={() => setSearch('')}>
            Show all orders
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input bg-background p-10 text-center">
          <ReceiptTextIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No orders yet</p>
          <p className="text-sm text-muted-foreground">Orders appear here as soon as shoppers place them.</p>
        </div>
      ) : (
        <>
          <OrdersTable orders={list} onViewDetails={setSelectedId} />
          <div className="grid justify-items-center gap-2">
            <p className="text-sm text-muted-foreground">
              Showing {list.length} of {total}
            </p>
            {orders.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => void orders.fetchNextPage()}
                disabled={orders.isFetchingNextPage}
                aria-busy={orders.isFetchingNextPage}
              >
                {orders.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </div>
        </>
      )}

      <OrderDetailsDialog
        orderId={selectedId}
        fromList={list.find((order) => order._id === selectedId)}
        onClose={() => setSelectedId(null)}
      />
    </div>
  );
}

/** Finds an order by the number a shopper reads out ("TT-1042", "1042") or its long id; empty shows every order. */
function OrderSearch({ search, onSearch }: { search: string; onSearch: (words: string) => void }) {
  const [words, setWords] = useState(search);
  // The address changed under the box ("Show all orders", Back): the box shows what is searched, keeping its focus.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setWords(search);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(words);
  }
  return (
    <form role="search" onSubmit={onSubmit} className="grid max-w-xl gap-2">
      <Label htmlFor="order-search">Find an order</Label>
      <div className="flex gap-2">
        <Input
          id="order-search"
          type="search"
          inputMode="search"
          autoComplete="off"
          placeholder="TT-1042"
          aria-describedby="order-search-hint"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden />
          Search
        </Button>
      </div>
      <p id="order-search-hint" className="text-sm text-muted-foreground">
        The order number (TT-1042 or 1042) or the order ID.
      </p>
    </form>
  );
}
