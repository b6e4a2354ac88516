// Owns Razorpay's checkout.js in the page: loading it on demand and opening its modal for one payment attempt.
import type { RazorpayCheckoutResult, RazorpayOrder } from '#web/features/checkout/api/razorpay-payment.ts';

/** The part of Razorpay's checkout options we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (result: RazorpayCheckoutResult) => void;
  modal: { ondismiss: () => void };
};

export type RazorpayFailure = { error?: { description?: string; reason?: string } };

type RazorpayCheckout = {
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void;
  open(): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

/** A script that neither loads nor fails (a stalled network) must not leave the pay button waiting for ever. */
const LOAD_TIMEOUT_MS = 20_000;
const loading = new Map<string, Promise<void>>();

/**
 * Adds the checkout script once; every caller meanwhile shares the one load. A failed load is forgotten and its tag
 * removed, so the next click tries again.
 */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  let load = loading.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = window.setTimeout(() => fail(`Timed out loading ${src}`), LOAD_TIMEOUT_MS);
      function fail(reason: string) {
        window.clearTimeout(timer);
        script.remove();
        loading.delete(src);
        reject(new Error(reason));
      }
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => {
        window.clearTimeout(timer);
        if (window.Razorpay) resolve();
        else fail(`${src} loaded without defining Razorpay`);
      });
      script.addEventListener('error', () => fail(`Could not load ${src}`));
      document.head.append(script);
    });
    loading.set(src, load);
  }
  return load;
}

export type RazorpayAttempt = {
  order: RazorpayOrder;
  description: string;
  prefill: RazorpayOptions['prefill'];
  themeColor: string;
  onPaid: (result: RazorpayCheckoutResult) => void;
  onFailed: (failure: RazorpayFailure) => void;
  onDismiss: () => void;
};

/** Opens the modal (the script must be loaded); from here on Razorpay reports through the three callbacks. */
export function openRazorpayCheckout(attempt: RazorpayAttempt): void {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay checkout is not loaded');
  const checkout = new Razorpay({
    key: attempt.order.key,
    amount: attempt.order.amount,
    currency: attempt.order.currency,
    name: 'Thread & Tote',
    description: attempt.description,
    order_id: attempt.order.id,
    prefill: attempt.prefill,
    theme: { color: attempt.themeColor },
    handler: attempt.onPaid,
    modal: { ondismiss: attempt.onDismiss },
  });
  checkout.on('payment.failed', attempt.onFailed);
  checkout.open();
}
