// Owns the account page's addresses that open what the app shows in dialogs, before (or without) JavaScript (decision
// 031): an order's details (?order=<id>), its cancel form (?cancel=<id>) and its return form (?return=<id>), one at a
// time, the rest of the query kept.
import { useLocation, useSearchParams } from 'react-router';

/** What one of the account's links opens: at most one order's details or form is open. */
export type OrderView = 'order' | 'cancel' | 'return';
const VIEWS: readonly OrderView[] = ['order', 'cancel', 'return'];

/** Where the part opened sits on the page: the browser scrolls to it (the banner and tabs come first on a phone). */
export const ORDER_VIEW_ANCHOR: Record<OrderView, string> = {
  order: 'order-details',
  cancel: 'cancel-order',
  return: 'return-request',
};

/** `open(view, orderId)`: this page with that view of the order open; `open(null)`: with none. */
export function useOrderViewHref() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return (view: OrderView | null, orderId?: string) => {
    const params = new URLSearchParams(searchParams);
    for (const other of VIEWS) params.delete(other);
    if (view && orderId) params.set(view, orderId);
    const query = params.size > 0 ? `?${params}` : '';
    return `${pathname}${query}${view ? `#${ORDER_VIEW_ANCHOR[view]}` : ''}`;
  };
}
