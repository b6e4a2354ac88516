// Owns paying for the cart from checkout (SPEC §4 payment flow, DESIGN "Payments"): the app submits checkout's form to
// the route's action, which places the order (issue 43: the one path, as the plain form's), and follows the next step
// it answers: a provider's in-page checkout, its own page, or nothing to pay now.
import { MESSAGES } from '@shop/contract/messages';
import type { BusinessBuyer } from '@shop/contract/invoice';
import type { ModalNextStep } from '@shop/contract/payments-next';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { toast } from '#web/components/ui/toast.tsx';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { cartKeys } from '#web/entities/cart/cart-keys.ts';
import type { Address } from '#web/entities/address/address-api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { unitPriceOf, type Cart } from '#web/entities/cart/cart-api.ts';
import { usePaymentsConfig } from '#web/entities/payments-config/payments-config.ts';
import { useSession } from '#web/entities/session/session.tsx';
import {
  CURRENT_ORDER_STORAGE_KEY,
  type CheckoutPaymentMethod,
  type PlacedOrder,
} from '#web/features/checkout/api/create-order.ts';
import type { CouponQuote } from '#web/features/checkout/api/apply-coupon.ts';
import { appPaymentForm, type PaymentAnswer } from '#web/features/checkout/checkout-form.ts';
import { IN_PAGE_CHECKOUTS } from '#web/features/checkout/in-page-checkout.ts';

/** The route whose action places the order. */
const CHECKOUT_ACTION = '/shop/checkout';

/** The coupon applied at checkout, sent as the order's couponCode. */
type Coupon = Pick<CouponQuote, 'code'> | null;

/** Where a payment that is starting has got to; the checkout shows it on the button and reads it out. */
export type PaymentStep = 'placing' | 'opening' | 'confirming' | 'redirecting';
export type PaymentProgress = { method: CheckoutPaymentMethod; step: PaymentStep };

export function paymentStepText({ method, step }: PaymentProgress): string {
  if (step === 'placing') return 'Placing your order…';
  if (step === 'opening') return `Opening ${method}…`;
  if (step === 'confirming') return 'Confirming your payment…';
  return `Taking you to ${method}…`;
}

/** An order whose in-page checkout the shopper closed without paying: still pending, its stock still held for them. */
type HeldOrder = { orderId: string; basket: string };

/**
 * What was being bought, how, to where, with which coupon, at which quoted total, for which business: paying again the
 * same way for the same basket is answered the held order (the server keeps one attempt per order), anything else lets
 * it go first. A discount staff changed meanwhile changes the quoted total, so it is a new basket and the shopper pays
 * the total the buttons show now; so is another GSTIN or business name, since the held order's invoice would name the
 * old one.
 */
const basketOf = (
  method: CheckoutPaymentMethod,
  cart: Cart | undefined,
  address: Address | null,
  coupon: Coupon,
  whatsappOptIn: boolean,
  quotedTotal: number | null,
  businessBuyer: BusinessBuyer | null,
) =>
  JSON.stringify([
    method,
    address?._id ?? null,
    whatsappOptIn,
    quotedTotal,
    coupon?.code.toLowerCase() ?? null,
    businessBuyer ? [businessBuyer.gstin, businessBuyer.businessName] : null,
    cart?.items.map((item) => [item.product_id, item.variant_id, item.quantity, unitPriceOf(item)]) ?? null,
  ]);

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * What is being paid for: the cart as the page shows it, the chosen address, the applied coupon, whether the shopper
 * ticked "Send order updates on WhatsApp", and the business buying, for a GST invoice in its name.
 */
export type CheckoutBasket = {
  cart: Cart | undefined;
  address: Address | null;
  coupon?: Coupon | undefined;
  whatsappOptIn?: boolean | undefined;
  businessBuyer?: BusinessBuyer | null | undefined;
  /** The server's quoted total for paying `method`'s way, when the quote has said. */
  quotedTotal?: (method: CheckoutPaymentMethod) => number | null;
};

/**
 * Submits checkout's form to the route's action as the app, resolving with its answer. A fetcher's answer arrives as
 * its data on a later render; each submission resolves with the first answer that is not the one before it.
 */
function useCheckoutAction() {
  const fetcher = useFetcher<PaymentAnswer>();
  const waiting = useRef<{ before: PaymentAnswer | undefined; resolve: (answer: PaymentAnswer) => void } | null>(null);
  useEffect(() => {
    const asked = waiting.current;
    if (!asked || fetcher.state !== 'idle' || !fetcher.data || fetcher.data === asked.before) return;
    waiting.current = null;
    asked.resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return (form: FormData) =>
    new Promise<PaymentAnswer>((resolve) => {
      waiting.current = { before: fetcher.data, resolve };
      void fetcher.submit(form, { method: 'post', action: CHECKOUT_ACTION });
    });
}

export function useCheckout({
  cart,
  address,
  coupon = null,
  whatsappOptIn = false,
  businessBuyer = null,
  quotedTotal = () => null,
}: CheckoutBasket) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = useCheckoutAction();
  const { data: config } = usePaymentsConfig();
  const [progress, setProgress] = useState<PaymentProgress | null>(null);
  // Synchronous twin of `progress`: a second click in the same tick must not start a second payment.
  const busy = useRef(false);
  const heldOrder = useRef<HeldOrder | null>(null);

  const begin = (method: CheckoutPaymentMethod, step: PaymentStep) => {
    busy.current = true;
    setProgress({ method, step });
  };
  const finish = () => {
    busy.current = false;
    setProgress(null);
  };

  // Back from a provider's page through the browser's back/forward cache: the page is as it was left, "redirecting".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setProgress(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /** The order is paid and confirmed (or needs no payment now): the server has taken its items out of the cart. */
  async function done(orderId: string, message?: string) {
    heldOrder.current = null;
    sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    if (message) {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast(message);
    }
    await navigate(`/shop/payment-success?${new URLSearchParams({ orderId })}`);
  }

  /** Opens the provider's checkout in the page; the order waits for it, and paying again reuses it. */
  async function openInPage(method: CheckoutPaymentMethod, placed: PlacedOrder, step: ModalNextStep, basket: string) {
    const checkout = IN_PAGE_CHECKOUTS[step.provider];
    const { orderId } = placed;
    heldOrder.current = { orderId, basket };
    try {
      await checkout.load(step);
    } catch {
      toast({ title: checkout.loadFailed, variant: 'destructive' });
      return;
    }
    checkout.open(
      step,
      {
        orderId,
        payer: { name: user?.userName, email: user?.email, contact: address?.phone },
        themeColor: config?.razorpayTheme,
      },
      {
        onPaid: (confirm) => {
          begin(method, 'confirming');
          confirm()
            .then((message) => done(orderId, message))
            .catch((error: unknown) => toast({ title: errorText(error, MESSAGES.serverError), variant: 'destructive' }))
            .finally(finish);
        },
        onFailed: (reason) => toast({ title: reason, variant: 'destructive' }),
        onDismiss: () => toast('Payment cancelled'),
      },
    );
  }

  /**
   * Follows the placed order's next step (the action answers only orders with one this page can take); 'left' when the
   * browser is leaving for the provider's page.
   */
  async function follow(method: CheckoutPaymentMethod, placed: PlacedOrder, basket: string): Promise<'left' | void> {
    const { next } = placed;
    if (!next || next.kind === 'none') return done(placed.orderId);
    if (next.kind === 'redirect') {
      setProgress({ method, step: 'redirecting' });
      window.location.assign(next.url);
      return 'left';
    }
    setProgress({ method, step: 'opening' });
    await openInPage(method, placed, next, basket);
  }

  /**
   * Places the order for the cart through checkout's action and pays for it `method`'s way; repeat calls while one is
   * starting are ignored. Paying another way, or for a changed basket, lets a held order go first (the action does), so
   * its stock is not counted against the new one. Never rejects.
   */
  const pay = async (method: CheckoutPaymentMethod) => {
    if (busy.current) return;
    begin(method, 'placing');
    let outcome: 'left' | void = undefined;
    try {
      const basket = basketOf(method, cart, address, coupon, whatsappOptIn, quotedTotal(method), businessBuyer);
      const held = heldOrder.current;
      const release = held && held.basket !== basket ? held.orderId : null;
      if (release) heldOrder.current = null;
      const answer = await placeOrder(
        appPaymentForm({
          method,
          addressId: address?._id ?? null,
          couponCode: coupon?.code ?? null,
          whatsappOptIn,
          businessBuyer,
          releaseOrderId: release,
        }),
      );
      if ('refused' in answer) {
        toast({ title: answer.refused, variant: 'destructive' });
        // Stock or the cart itself may have changed under the shopper: show them what is true now.
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        return;
      }
      const { placed } = answer;
      heldOrder.current = null;
      sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, placed.orderId);
      // The held order answered again was already announced.
      if (release !== null || placed.orderId !== held?.orderId) toast(placed.message);
      // The shopper's order history now has a pending order in it.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      outcome = await follow(method, placed, basket);
    } catch (error) {
      toast({ title: errorText(error, MESSAGES.serverError), variant: 'destructive' });
    } finally {
      // Leaving for the provider's page keeps the buttons busy until the page goes.
      if (outcome !== 'left') finish();
    }
  };

  return { pay, progress };
}
