// Owns what checkout says when a provider sends the shopper back unpaid (?payment=cancelled|failed|pending&orderId=…).
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlertIcon, ClockIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { cartKeys } from '#web/entities/cart/cart-keys.ts';
import { CURRENT_ORDER_STORAGE_KEY } from '#web/features/checkout/api/create-order.ts';
import { cancelOrderPayment } from '#web/features/checkout/api/cancel-payment.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

type Outcome = 'cancelled' | 'failed' | 'pending';
const OUTCOMES: readonly string[] = ['cancelled', 'failed', 'pending'] satisfies Outcome[];

function outcomeOf(params: URLSearchParams): Outcome | null {
  const payment = params.get('payment');
  return payment && OUTCOMES.includes(payment) ? (payment as Outcome) : null;
}

/**
 * Read once from the address, then the query is cleaned away (so a reload or a shared link says nothing). A cancelled
 * or failed payment lets its order go at once, giving the held stock back, rather than waiting for the hold to expire.
 */
export function PaymentOutcomeNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [outcome, setOutcome] = useState(() => outcomeOf(searchParams));
  const [orderId] = useState(() => searchParams.get('orderId'));
  const queryClient = useQueryClient();
  // Dismissing is the app's: before it runs the notice stays, and its button waits.
  const hydrated = useHydrated();
  // React's StrictMode runs effects twice in development; the order is let go once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !searchParams.has('payment')) return;
    handled.current = true;
    if (orderId && (outcome === 'cancelled' || outcome === 'failed')) {
      if (sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY) === orderId) {
        sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
      }
      void cancelOrderPayment(orderId).then(() => {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      });
    }
    // PayPal's cancel also brings its own `token`: none of it means anything to the page any more.
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        for (const key of ['payment', 'orderId', 'token', 'PayerID']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams, outcome, orderId, queryClient]);

  if (!outcome) return null;
  const pending = outcome === 'pending';
  const Icon = pending ? ClockIcon : CircleAlertIcon;
  return (
    <div
      role="status"
      className="mt-4 flex items-start gap-3 rounded-lg border border-border bg-accent-soft p-4 text-sm"
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">
          {outcome === 'cancelled' && 'Payment cancelled'}
          {outcome === 'failed' && 'Payment failed'}
          {pending && 'Payment still being confirmed'}
        </p>
        <p>
          {outcome === 'cancelled' && 'Your payment was cancelled. Nothing was charged; your cart is as you left it.'}
          {outcome === 'failed' &&
            'Your payment did not go through, so the order was not placed. Your cart is as you left it. If money left your account, it will be credited back in 7 to 10 days.'}
          {pending && (
            <>
              PhonePe is still confirming your payment. Your order will appear in{' '}
              <Link to="/shop/account" className="font-medium text-accent underline underline-offset-4">
                Order History
              </Link>{' '}
              once it is confirmed; please don't pay for it again meanwhile.
            </>
          )}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-mt-2 -mr-2 size-9"
        aria-label="Dismiss"
        disabled={!hydrated}
        onClick={() => setOutcome(null)}
      >
        <XIcon aria-hidden />
      </Button>
    </div>
  );
}
