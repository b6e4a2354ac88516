// Owns /shop/paypal-return: where the redirect provider sends the shopper back. What to capture is in this tab's
// session storage, which only the browser has: the server sends the frame, the browser does the rest.
import type { MetaFunction } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { PaypalReturnPage } from '#web/features/checkout/paypal-return-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Processing payment' });

export default function PaypalReturnRoute() {
  const hydrated = useHydrated();
  if (hydrated) return <PaypalReturnPage />;
  return (
    <div className="mx-auto grid max-w-md gap-4 px-4 py-16">
      <Skeleton role="status" aria-label="Processing payment" className="h-40 w-full" />
    </div>
  );
}
