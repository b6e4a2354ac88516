// Owns handing the cart to a payment provider (SPEC §4 payment flow, DESIGN "Payments"): Razorpay, PhonePe, PayPal,
// or placing it for Cash on Delivery.
import { MESSAGES } from '@shop/contract/messages';
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
  orderPayload,
  useCreateOrder,
  type CheckoutPaymentMethod,
  type PlacedOrder,
} from '#web/features/checkout/api/create-order.ts';
import type { CouponQuote } from '#web/features/checkout/api/apply-coupon.ts';
import { cancelOrderPayment } from '#web/features/checkout/api/cancel-payment.ts';
import { startPhonePePayment } from '#web/features/checkout/api/phonepe-payment.ts';
import {
  createRazorpayOrder,
  verifyRazorpayPayment,
  type RazorpayCheckoutResult,
} from '#web/features/checkout/api/razorpay-payment.ts';
import { loadCheckoutScript, openRazorpayCheckout } from '#web/features/checkout/razorpay-checkout.ts';

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

const DEFAULT_RAZORPAY_THEME = '#0f766e';

/** A Razorpay order the shopper closed without paying: still pending, its stock still held for them. */
type HeldOrder = { orderId: string; totalAmount: number; basket: string };

/** What was being bought, to where, with which coupon: paying again for the same basket reuses the held order. */
const basketOf = (cart: Cart, address: Address, coupon: Coupon) =>
  JSON.stringify([
    address._id,
    cart.total,
    coupon?.code.toLowerCase() ?? null,
    cart.items.map((item) => [item.product_id, item.variant_id, item.quantity, unitPriceOf(item)]),
  ]);

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

export function useStartPayment() {
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

  /**
   * Paying another way, or for a changed basket, lets a closed Razorpay attempt's order go, so that its held stock
   * is not counted against the new order.
   */
  async function releaseHeldOrder() {
    const held = heldOrder.current;
    if (!held) return;
    heldOrder.current = null;
    await cancelOrderPayment(held.orderId);
  }

  /** Places a new order; on failure the create-order hook has already said why, and this resolves with null. */
  async function place(cart: Cart, address: Address, paymentMethod: CheckoutPaymentMethod, coupon: Coupon) {
    await releaseHeldOrder();
    return createOrder.mutateAsync({ cart, address, paymentMethod, couponCode: coupon?.code }).catch(() => null);
  }

  function paidWithRazorpay(orderId: string) {
    return async (result: RazorpayCheckoutResult) => {
      begin('Razorpay', 'confirming');
      try {
        const message = await verifyRazorpayPayment(orderId, result);
        heldOrder.current = null;
        sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
        // The server has taken the bought items out of the cart and confirmed the order.
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        toast(message);
        await navigate(`/shop/payment-success?${new URLSearchParams({ orderId })}`);
      } catch (error) {
        toast({ title: errorText(error, MESSAGES.serverError), variant: 'destructive' });
      } finally {
        finish();
      }
    };
  }

  async function payWithRazorpay(cart: Cart, address: Address, coupon: Coupon) {
    const basket = basketOf(cart, address, coupon);
    let order: Pick<PlacedOrder, 'orderId' | 'totalAmount'> | null = null;
    let razorpayOrder;
    // A closed modal left the order pending: paying again for the same basket is a new attempt at that order.
    const held = heldOrder.current?.basket === basket ? heldOrder.current : null;
    if (held) {
      // Refused (the hold expired, or it was paid meanwhile): `place` below lets it go and starts afresh.
      razorpayOrder = await createRazorpayOrder(held.orderId, held.totalAmount).catch(() => null);
      if (razorpayOrder) order = held;
    }
    if (!order) {
      setProgress({ method: 'Razorpay', step: 'placing' });
      order = await place(cart, address, 'Razorpay', coupon);
      if (!order) return;
    }
    setProgress({ method: 'Razorpay', step: 'opening' });
    if (!razorpayOrder) {
      try {
        razorpayOrder = await createRazorpayOrder(order.orderId, order.totalAmount);
      } catch (error) {
        toast({ title: errorText(error, MESSAGES.paymentError), variant: 'destructive' });
        return;
      }
    }
    try {
      await loadCheckoutScript(razorpayOrder.checkout_script);
    } catch {
      toast({ title: MESSAGES.razorpayLoadFailed, variant: 'destructive' });
      heldOrder.current = { orderId: order.orderId, totalAmount: order.totalAmount, basket };
      return;
    }
    const orderId = order.orderId;
    heldOrder.current = { orderId, totalAmount: order.totalAmount, basket };
    openRazorpayCheckout({
      order: razorpayOrder,
      description: `Order ${orderId.slice(0, 8).toUpperCase()}`,
      prefill: { name: user?.userName, email: user?.email, contact: address.phone },
      themeColor: config?.razorpayTheme ?? DEFAULT_RAZORPAY_THEME,
      onPaid: (result) => void paidWithRazorpay(orderId)(result),
      onFailed: (failure) =>
        toast({
          title: failure.error?.description || 'Your payment failed. Please try again.',
          variant: 'destructive',
        }),
      // The order stays pending (its stock held for 15 minutes), so paying again picks it up.
      onDismiss: () => toast('Payment cancelled'),
    });
  }

  async function payWithPhonePe(cart: Cart, address: Address, coupon: Coupon) {
    if (!user) throw new ApiError(MESSAGES.notSignedIn, 401);
    // PhonePe's endpoint places the order itself: no order/create first.
    await releaseHeldOrder();
    try {
      const payload = await orderPayload(user.id, cart, address, 'PhonePe', coupon?.code);
      const { redirectURL } = await startPhonePePayment(user.id, coupon?.total ?? cart.total, payload);
      setProgress({ method: 'PhonePe', step: 'redirecting' });
      window.location.assign(redirectURL);
      return 'left';
    } catch (error) {
      toast({ title: errorText(error, MESSAGES.orderSaveError), variant: 'destructive' });
      // Stock or the cart itself may have changed under the shopper: show them what is true now.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    }
  }

  async function payWithPayPal(cart: Cart, address: Address, coupon: Coupon) {
    const placed = await place(cart, address, 'PayPal', coupon);
    if (!placed) return;
    if (!placed.approvalURL) {
      await cancelOrderPayment(placed.orderId);
      sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
      toast({ title: MESSAGES.paymentError, variant: 'destructive' });
      return;
    }
    setProgress({ method: 'PayPal', step: 'redirecting' });
    window.location.assign(placed.approvalURL);
    return 'left';
  }

  /** Cash on Delivery: the server confirms the order at once and clears the cart; nothing to pay now. */
  async function payWithCod(cart: Cart, address: Address, coupon: Coupon) {
    const placed = await place(cart, address, 'COD', coupon);
    if (!placed) return;
    // No provider to come back from: nothing waits on this order's id.
    sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    await navigate(`/shop/payment-success?${new URLSearchParams({ orderId: placed.orderId })}`);
  }

  /**
   * Starts paying for the cart, with the applied coupon if any; repeat calls while one is starting are ignored. Never
   * rejects.
   */
  const start = async (method: CheckoutPaymentMethod, cart: Cart, address: Address, coupon: Coupon = null) => {
    if (busy.current) return;
    begin(method, 'placing');
    let outcome: 'left' | void = undefined;
    try {
      if (method === 'Razorpay') await payWithRazorpay(cart, address, coupon);
      else if (method === 'PhonePe') outcome = await payWithPhonePe(cart, address, coupon);
      else if (method === 'COD') await payWithCod(cart, address, coupon);
      else outcome = await payWithPayPal(cart, address, coupon);
    } catch (error) {
      toast({ title: errorText(error, MESSAGES.serverError), variant: 'destructive' });
    } finally {
      // Leaving for the provider's page keeps the buttons busy until the page goes.
      if (outcome !== 'left') finish();
    }
  };

  return { start, progress };
}
