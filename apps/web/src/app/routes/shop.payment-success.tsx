// Owns /shop/payment-success: the placed order: its title, the order the page arrives with (?orderId=…, for its owner)
// and the action its Cash on Delivery confirmation posts to before (or without) JavaScript (decision 031).
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { orderDetailsQueryOptions } from '#web/entities/order/order-api.ts';
import { accountAction, postedAccountForm } from '#web/features/account/account-actions.ts';
import { PaymentSuccessPage } from '#web/features/checkout/payment-success-page.tsx';
import { backTo, field, redirectWithFlash } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';
import { Prefetched, serverPrefetchWithUser } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Order placed' });

export const loader = serverPrefetchWithUser((client, user, search) => {
  const orderId = new URLSearchParams(search).get('orderId');
  return user && orderId ? client.prefetchQuery(orderDetailsQueryOptions(orderId)) : Promise.resolve();
});

/** Confirm or Cancel on the order's Cash on Delivery panel: the only form on the page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = backTo(form, '/shop/account');
  if (field(form, 'intent') !== 'confirm-cod') return redirectWithFlash(back);
  const { to, flash } = await accountAction(
    'confirm-cod',
    postedAccountForm((name) => field(form, name)),
    back,
  );
  return redirectWithFlash(to, flash);
}

export default function Screen() {
  return (
    <Prefetched>
      <PaymentSuccessPage />
    </Prefetched>
  );
}
