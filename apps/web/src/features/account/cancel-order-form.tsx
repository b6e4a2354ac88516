// Owns cancelling an order before (or without) JavaScript: the order list's "Cancel order" link opens this form on the
// page (?cancel=<orderId>), saying what the dialog says, and it posts to the account's action (decision 031).
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import type { Order } from '#web/entities/order/order-api.ts';
import { moneyWords } from '#web/features/account/cancel-order-words.ts';
import { ORDER_VIEW_ANCHOR } from '#web/features/account/order-links.ts';

/** The order the address asks to cancel, when it is one of the list's and may still be cancelled; nothing otherwise. */
export function CancelOrderForm({ orders }: { orders: readonly Order[] }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const order = orders.find((candidate) => candidate._id === searchParams.get('cancel'));
  if (!order || !order.allowed_actions.includes('cancel')) return null;
  const kept = new URLSearchParams(searchParams);
  kept.delete('cancel');
  const keepHref = kept.size > 0 ? `${pathname}?${kept}` : pathname;
  return (
    <section
      id={ORDER_VIEW_ANCHOR.cancel}
      aria-labelledby="cancel-order-heading"
      className="mb-4 grid scroll-mt-20 gap-3 rounded-lg border border-destructive/60 bg-destructive/5 p-4 text-sm"
    >
      <h3 id="cancel-order-heading" className="text-base font-semibold">
        Cancel order {order.order_number}?
      </h3>
      <p>Its items go back on sale. {moneyWords(order)} This cannot be undone.</p>
      <Form intent="cancel-order" className="flex flex-col-reverse gap-3 sm:flex-row">
        <input type="hidden" name="order_id" value={order._id} />
        <Button asChild variant="outline">
          <Link to={keepHref}>Keep the order</Link>
        </Button>
        <Button type="submit" variant="destructive">
          Cancel order
        </Button>
      </Form>
    </section>
  );
}
