// Owns paying for the cart from checkout (SPEC §4 payment flow, DESIGN "Payments"): one call places the order, and the
// browser follows the server's next step: a provider's in-page checkout, its own page, or nothing to pay now.
import { MESSAGES } from '@shop/contract/messages';
import type { BusinessBuyer } from '@shop/contract/invoice';
import type { ModalNextStep } from '@shop/contract/payments-next';
import type { OnlineDiscountRules } from '@shop/contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
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
  useCreateOrder,
  type CheckoutPaymentMethod,
  type PlacedOrder,
} from '#web/features/checkout/api/create-order.ts';
import type { CouponQuote } from '#web/features/checkout/api/apply-coupon.ts';
import { cancelOrderPayment } from '#web/features/checkout/api/cancel-payment.ts';
import { IN_PAGE_CHECKOUTS } from '#web/features/checkout/in-page-checkout.ts';

/** The coupon applied at checkout, sent as the order's couponCode; its total is what the shopper was shown. */
type Coupon = Pick<CouponQuote, 'code' | 'total'> | null;

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
 * What was being bought, how, to where, with which coupon and discount for paying online, for which business: paying
 * again the same way for the same basket is answered the held order (the server keeps one attempt per order), anything
 * else lets it go first. A discount staff changed meanwhile is a new basket, so the shopper pays the total the buttons
 * show now; so is another GSTIN or business name, since the held order's invoice would name the old one.
 */
const basketOf = (
  method: CheckoutPaymentMethod,
  cart: Cart,
  address: Address,
  coupon: Coupon,
  whatsappOptIn: boolean,
  onlineDiscount: OnlineDiscountRules | null,
  businessBuyer: BusinessBuyer | null,
) =>
  JSON.stringify([
    method,
    address._id,
    whatsappOptIn,
    cart.total,
    coupon?.code.toLowerCase() ?? null,
    onlineDiscount,
    businessBuyer ? [businessBuyer.gstin, businessBuyer.businessName] : null,
    cart.items.map((item) => [item.product_id, item.variant_id, item.quantity, unitPriceOf(item)]),
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
};

export function useCheckout({
  cart,
  address,
  coupon = null,
  whatsappOptIn = false,
  businessBuyer = null,
}: CheckoutBasket) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
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

  /** Follows the order call's next step; 'left' when the browser is leaving for the provider's page. */
  async function follow(method: CheckoutPaymentMethod, placed: PlacedOrder, basket: string): Promise<'left' | void> {
    const { next } = placed;
    if (!next) {
      // No way to pay it came back: let the order (and its held stock) go.
      await cancelOrderPayment(placed.orderId);
      sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
      toast({ title: MESSAGES.paymentError, variant: 'destructive' });
      return;
    }
    if (next.kind === 'none') return done(placed.orderId);
    if (next.kind === 'redirect') {
      setProgress({ method, step: 'redirecting' });
      window.location.assign(next.url);
      return 'left';
    }
    setProgress({ method, step: 'opening' });
    await openInPage(method, placed, next, basket);
  }

  /** Paying another way, or for a changed basket, lets a held order go, so its stock is not counted against the new one. */
  async function releaseHeldOrder(basket: string) {
    const held = heldOrder.current;
    if (!held || held.basket === basket) return held;
    heldOrder.current = null;
    await cancelOrderPayment(held.orderId);
    return null;
  }

  /**
   * Places the order for the cart and pays for it `method`'s way; repeat calls while one is starting are ignored. Never
   * rejects.
   */
  const pay = async (method: CheckoutPaymentMethod) => {
    if (busy.current) return;
    if (!cart || cart.items.length === 0) {
      toast({ title: MESSAGES.cartEmpty, variant: 'destructive' });
      return;
    }
    if (!address) {
      toast({ title: MESSAGES.selectAddress, variant: 'destructive' });
      return;
    }
    begin(method, 'placing');
    let outcome: 'left' | void = undefined;
    try {
      const basket = basketOf(
        method,
        cart,
        address,
        coupon,
        whatsappOptIn,
        config?.online_discount ?? null,
        businessBuyer,
      );
      const held = await releaseHeldOrder(basket);
      // On failure the create-order hook has already said why.
      const placed = await createOrder
        .mutateAsync({
          cart,
          address,
          paymentMethod: method,
          couponCode: coupon?.code,
          whatsappOptIn,
          businessBuyer,
          heldOrderId: held?.orderId,
        })
        .catch(() => null);
      if (!placed) return;
      heldOrder.current = null;
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
