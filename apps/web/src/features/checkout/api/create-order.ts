// Owns POST /api/shop/order/create: a pending order for the cart, to the chosen saved address, and what the browser does
// next to pay for it (SPEC §3, §7; decision 022).
import type { Address } from '@shop/contract/addresses';
import type { BusinessBuyer } from '@shop/contract/invoice';
import type { CreateOrderBody } from '@shop/contract/orders';
import type { NextStep } from '@shop/contract/payments-next';
import { MESSAGES } from '@shop/contract/messages';
import type { PaymentMethod } from '@shop/contract/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { cartKeys } from '#web/entities/cart/cart-keys.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { orderApi } from '#web/entities/order/order-api.ts';
import type { Cart } from '#web/entities/cart/cart-api.ts';
import { useSession } from '#web/entities/session/session.tsx';
import { specOrderPayload } from '#web/features/checkout/api/order-payload.ts';

export type { NextStep };

/** The spec's two providers (SPEC §9), the sandbox-only redirect provider and Cash on Delivery, as sent in `paymentMethod`. */
export type CheckoutPaymentMethod = Extract<PaymentMethod, 'PhonePe' | 'Razorpay' | 'PayPal' | 'COD'>;

/** Where the placed order's id waits for the payment's return (SPEC §2 paypal-return, §7 order create). */
export const CURRENT_ORDER_STORAGE_KEY = 'currentOrderId';

/** The placed order; `next` is what the browser does to pay for it (none came back: it cannot be paid now). */
export type PlacedOrder = { orderId: string; totalAmount: number; message: string; next?: NextStep };

export async function createOrder(body: CreateOrderBody): Promise<PlacedOrder> {
  const answer = await orderApi.create({ body });
  if (!answer.success) {
    // A refusal that says what is wrong (sold out, no address, empty cart) is worth more than the generic words.
    const specific = answer.status >= 400 && answer.status < 500 && answer.message;
    throw new ApiError(specific || MESSAGES.orderSaveError, answer.status);
  }
  return {
    orderId: answer.order_id,
    totalAmount: answer.total_amount,
    message: answer.message ?? 'Order created',
    ...(answer.next ? { next: answer.next } : {}),
  };
}

export type PlaceOrderVariables = {
  cart: Cart;
  address: Address;
  paymentMethod: CheckoutPaymentMethod;
  couponCode?: string | undefined;
  /** "Send order updates on WhatsApp" on the address's phone, as ticked at checkout. */
  whatsappOptIn?: boolean | undefined;
  /** The business buying, for a GST invoice in its name (B2B); none for a consumer. */
  businessBuyer?: BusinessBuyer | null | undefined;
  /** The order the shopper is paying again for: answered again, it was already announced. */
  heldOrderId?: string | undefined;
};

/** Places the order, keeps its id in session storage and says so; a failure is a destructive toast (SPEC §8). */
export function useCreateOrder() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      cart,
      address,
      paymentMethod,
      couponCode,
      whatsappOptIn = false,
      businessBuyer,
    }: PlaceOrderVariables) => {
      if (!user) throw new ApiError(MESSAGES.notSignedIn, 401);
      return createOrder(
        specOrderPayload({ userId: user.id, cart, address, paymentMethod, couponCode, whatsappOptIn, businessBuyer }),
      );
    },
    onSuccess: (placed, { heldOrderId }) => {
      sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, placed.orderId);
      if (placed.orderId !== heldOrderId) toast(placed.message);
      // The shopper's order history now has a pending order in it.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      // Only our API's refusals carry words meant for shoppers; anything else (a failed chunk load) gets the spec's.
      toast({ title: error instanceof ApiError ? error.message : MESSAGES.orderSaveError, variant: 'destructive' });
      // Stock or the cart itself may have changed under the shopper: show them what is true now.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
