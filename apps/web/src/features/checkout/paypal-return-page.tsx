// Owns /shop/paypal-return: capture the redirect provider's payment, then go on to payment-success (SPEC §2).
import { MESSAGES } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlertIcon, Loader2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toast.tsx';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { cartKeys } from '#web/entities/cart/cart-keys.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { CURRENT_ORDER_STORAGE_KEY } from '#web/features/checkout/api/create-order.ts';
import { capturePayment, type CaptureInput } from '#web/features/checkout/api/capture-payment.ts';

/**
 * The spec's return carries `paymentId` and `PayerID`; PayPal's current Orders API returns `token` (its order id)
 * and `PayerID`. Null when the address or this tab's stored order is missing: there is nothing to capture.
 */
function captureInputFrom(params: URLSearchParams): CaptureInput | null {
  const paymentId = params.get('paymentId') || params.get('token');
  const payerId = params.get('PayerID');
  const orderId = sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY);
  return paymentId && payerId && orderId ? { paymentId, payerId, orderId } : null;
}

/** Worth another try only when the capture never got an answer (no network, a server error). */
const isTransient = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export function PaypalReturnPage() {
  const [searchParams] = useSearchParams();
  const [input] = useState(() => captureInputFrom(searchParams));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const capture = useMutation({
    mutationFn: capturePayment,
    onSuccess: async (message, { orderId }) => {
      sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast(message);
      await navigate(`/shop/payment-success?${new URLSearchParams({ orderId })}`, { replace: true });
    },
    onError: () => toast({ title: MESSAGES.captureFailed, variant: 'destructive' }),
  });
  // React's StrictMode runs effects twice in development: the payment is captured once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !input) return;
    started.current = true;
    capture.mutate(input);
  }, [capture, input]);

  if (input && !capture.isError) {
    return (
      <div className="mx-auto grid max-w-3xl justify-items-center gap-4 px-4 py-16 text-center sm:px-6">
        <Loader2Icon className="size-8 animate-spin text-accent" aria-hidden />
        <h1 className="text-2xl font-semibold sm:text-3xl" aria-live="polite">
          Processing Payment...Please wait!
        </h1>
      </div>
    );
  }

  const reason = capture.error?.message;
  return (
    <div className="mx-auto grid max-w-3xl justify-items-center gap-4 px-4 py-16 text-center sm:px-6">
      <CircleAlertIcon className="size-8 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold sm:text-3xl">{input ? MESSAGES.captureFailed : 'No payment to confirm'}</h1>
      <p role="alert" className="max-w-prose text-muted-foreground">
        {input
          ? reason && reason !== MESSAGES.captureFailed
            ? reason
            : 'Your payment could not be completed, so the order was not placed. Your cart is as you left it.'
          : "We couldn't find a payment to confirm on this page. If you were paying, please check out again."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {input && isTransient(capture.error) && (
          <Button variant="outline" onClick={() => capture.mutate(input)}>
            Try again
          </Button>
        )}
        <Button asChild>
          <Link to="/shop/checkout">Back to checkout</Link>
        </Button>
      </div>
    </div>
  );
}
