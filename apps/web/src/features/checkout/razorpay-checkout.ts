// Owns Razorpay's checkout.js in the page: loading it on demand, opening its modal for one payment attempt (the order
// call's `modal` step), and verifying what it answers.
import { MESSAGES } from '@shop/contract/messages';
import type { ModalNextStep } from '@shop/contract/payments-next';
import { currentBrand } from '#web/entities/brand/brand.ts';
import { type RazorpayCheckoutResult, verifyRazorpayPayment } from '#web/features/checkout/api/razorpay-payment.ts';
import type { InPageCheckout } from '#web/features/checkout/in-page-checkout.ts';

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

const DEFAULT_THEME = '#0f766e';

type RazorpayAttempt = {
  step: ModalNextStep;
  description: string;
  prefill: RazorpayOptions['prefill'];
  themeColor: string;
  onPaid: (result: RazorpayCheckoutResult) => void;
  onFailed: (failure: RazorpayFailure) => void;
  onDismiss: () => void;
};

/** Opens the modal (the script must be loaded); from here on Razorpay reports through the three callbacks. */
function openRazorpayCheckout(attempt: RazorpayAttempt): void {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay checkout is not loaded');
  const checkout = new Razorpay({
    key: attempt.step.key,
    amount: attempt.step.amount,
    currency: 'INR',
    // The shop's name as staff set it (Settings → Brand), as the page was rendered with it.
    name: currentBrand().name,
    description: attempt.description,
    order_id: attempt.step.order_id,
    prefill: attempt.prefill,
    theme: { color: attempt.themeColor },
    handler: attempt.onPaid,
    modal: { ondismiss: attempt.onDismiss },
  });
  checkout.on('payment.failed', attempt.onFailed);
  checkout.open();
}

/** Razorpay as checkout's in-page provider: its modal, and our server's verify of what the modal answers. */
export const razorpayInPage: InPageCheckout = {
  load: (step) => loadCheckoutScript(step.script),
  loadFailed: MESSAGES.razorpayLoadFailed,
  open(step, { orderId, payer, themeColor }, outcome) {
    openRazorpayCheckout({
      step,
      description: `Order ${orderId.slice(0, 8).toUpperCase()}`,
      prefill: { name: payer.name, email: payer.email, contact: payer.contact },
      themeColor: themeColor ?? DEFAULT_THEME,
      onPaid: (result) => outcome.onPaid(() => verifyRazorpayPayment(orderId, result)),
      onFailed: (failure) => outcome.onFailed(failure.error?.description || 'Your payment failed. Please try again.'),
      // The order stays pending (its stock held for 15 minutes), so paying again picks it up.
      onDismiss: outcome.onDismiss,
    });
  },
};
