// Owns /admin/orders: the 'All Orders' table and its 'Order Details' dialog (SPEC §2), the open order in ?order=, the
// filters and page in the address, choosing orders to ship together, and the COD remittance upload.
import { ReceiptTextIcon } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { ListState, Pager } from '#web/components/ui/list-state.tsx';
import type { RecordHistoryProps } from '#web/entities/audit/audit-api.ts';
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrders, type Order } from '#web/features/admin-orders/api/get-admin-orders.ts';
import { OrderDetailsDialog } from '#web/features/admin-orders/components/order-details-dialog.tsx';
import { OrdersFilters } from '#web/features/admin-orders/components/orders-filters.tsx';
import { OrdersTable } from '#web/features/admin-orders/components/orders-table.tsx';
import { RemittanceUpload } from '#web/features/admin-orders/components/remittance-upload.tsx';
import { ShipSelected } from '#web/features/admin-orders/components/ship-selected.tsx';
import { useOrdersFilter } from '#web/features/admin-orders/hooks/use-orders-filter.ts';

/** `RecordHistory`: an order's History panel (entities/audit), handed in by the route when the role may read it. */
export function OrdersPage({ RecordHistory }: { RecordHistory?: ComponentType<RecordHistoryProps> | undefined } = {}) {
  const { filter, narrowed, setFilter, setPage, clearFilter } = useOrdersFilter();
  const orders = useAdminOrders(filter);
  // The open order lives in the address (?order=<id>): the dashboard and other screens link straight to it.
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('order');
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

  // The orders chosen to ship, on this page or others, by id with their number (a failure names the order by it).
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const select = (picked: readonly Pick<Order, '_id' | 'order_number'>[], selected: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      for (const order of picked) {
        if (selected) next.set(order._id, order.order_number);
        else next.delete(order._id);
      }
      return next;
    });
  const list = orders.data?.data ?? [];

  const total = orders.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (orders.data?.limit ?? ADMIN_ORDERS_PAGE_SIZE)));
  const search = filter.search ?? '';

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">All Orders</h1>
          {orders.isSuccess && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total === 1 ? '1 order' : `${total} orders`}
              {search ? ` found for “${search}”` : narrowed ? ' match the filters' : ', newest first'}
            </p>
          )}
        </div>
        <RemittanceUpload />
      </div>

      <OrdersFilters filter={filter} narrowed={narrowed} onChange={setFilter} onClear={clearFilter} />

      <ShipSelected
        selected={chosen}
        onShipped={(ids) =>
          select(
            ids.map((_id) => ({ _id, order_number: '' })),
            false,
          )
        }
        onClearSelection={() => setChosen(new Map())}
      />

      <ListState
        query={orders}
        count={list.length}
        loading={{ label: 'Loading orders' }}
        nothingMatches={{
          narrowed,
          title: search ? `No order found for “${search}”` : 'No order matches the filters',
          hint: 'Try the order number as the shopper reads it out, the order ID, or the shopper’s name, email or phone.',
          clearLabel: 'Show all orders',
          onClear: clearFilter,
        }}
        emptyPage={{ total, title: 'No orders on this page', onFirstPage: () => setPage(1) }}
        empty={{
          icon: ReceiptTextIcon,
          title: 'No orders yet',
          hint: 'Orders appear here as soon as shoppers place them.',
        }}
      >
        <div aria-busy={orders.isPlaceholderData}>
          <OrdersTable orders={list} onViewDetails={setSelectedId} selected={chosen} onSelect={select} />
        </div>
        <Pager page={filter.page} pages={pages} onPage={setPage} />
      </ListState>

      <OrderDetailsDialog
        RecordHistory={RecordHistory}
        orderId={selectedId}
        fromList={list.find((order) => order._id === selectedId)}
        onClose={() => setSelectedId(null)}
      />
    </div>
  );
}
