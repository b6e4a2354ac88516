// Owns placing the order from checkout's form before (or without) JavaScript (decision 031): Cash on Delivery and
// PhonePe post to /shop/checkout's action, which places the order with the same call the screen makes (use-checkout.ts)
// and goes where the screen goes: payment-success for Cash on Delivery, PhonePe's page for PhonePe, whose return the
// server handles (/api/phonepe/payment/return). Only the route's action imports it, so it stays out of the browser's
// code; the route redirects. The in-page checkout (Razorpay) and the sandbox-only PayPal need the app: their buttons
// wait for it.
import type { BusinessBuyer } from '@shop/contract/invoice';
import { MESSAGES } from '@shop/contract/messages';
import { getAddresses } from '#web/entities/address/address-api.ts';
import { getCart } from '#web/entities/cart/cart-api.ts';
import { checkSession } from '#web/entities/session/session.tsx';
import { createOrder, type CheckoutPaymentMethod } from '#web/features/checkout/api/create-order.ts';
import { cancelOrderPayment } from '#web/features/checkout/api/cancel-payment.ts';
import { specOrderPayload } from '#web/features/checkout/api/order-payload.ts';
import { businessBuyerProblem, INVOICE_FIELDS } from '#web/features/checkout/business-invoice.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** The ways to pay a plain form can take: each answers with a page to go to, not a script to run. */
const FORM_PAYMENTS = { cod: 'COD', phonepe: 'PhonePe' } as const satisfies Record<string, CheckoutPaymentMethod>;
export type PaymentIntent = keyof typeof FORM_PAYMENTS;

export const isPaymentIntent = (intent: string): intent is PaymentIntent => Object.hasOwn(FORM_PAYMENTS, intent);

/**
 * Where the shopper goes next: a page of the shop with the toast's words, or (`provider`) the payment provider's page,
 * with nothing to say.
 */
export type PaymentOutcome = { to: string; flash: { title: string; variant?: 'destructive' } } | { provider: string };

const refused = (to: string, title: string): PaymentOutcome => ({ to, flash: { title, variant: 'destructive' } });

/** `back` (a path on this shop) with the chosen address in its query, or without one. */
function withAddress(back: string, addressId: string | null): string {
  const url = new URL(back, 'http://shop.invalid');
  if (addressId) url.searchParams.set('address', addressId);
  else url.searchParams.delete('address');
  return url.pathname + url.search;
}

/** What checkout's form posted: the radio's address, the WhatsApp box as shown, a GST invoice's two fields if any. */
export type PostedPayment = {
  addressId: string;
  whatsappOptIn: boolean;
  /** The GST invoice box was ticked: its two fields go with the order, or nothing does. */
  businessInvoice: { gstin: string; businessName: string } | null;
  /** The coupon the page showed applied: the server checks it and works the discount out again. */
  couponCode: string;
};

/** The posted form, read with the route's reader (trimmed text, '' when missing). */
export function postedPayment(read: (name: string) => string): PostedPayment {
  return {
    addressId: read('address_id'),
    couponCode: read('coupon_code'),
    whatsappOptIn: read('whatsapp_opt_in') === 'on',
    // Fields typed and then unticked stay in the form, hidden: only the box says whether they are meant.
    businessInvoice:
      read(INVOICE_FIELDS.box) === 'on'
        ? { gstin: read(INVOICE_FIELDS.gstin), businessName: read(INVOICE_FIELDS.name) }
        : null,
  };
}

/**
 * The business buyer the order goes out with: none for a consumer's invoice; for a ticked box, its two fields as the
 * page would send them, or what is wrong with them (the order waits rather than go out as a consumer's, as on the page).
 */
function businessBuyerOf(
  invoice: PostedPayment['businessInvoice'],
): { buyer: BusinessBuyer | null } | { problem: string } {
  if (!invoice) return { buyer: null };
  const problem = businessBuyerProblem(invoice.gstin, invoice.businessName);
  if (problem) return { problem };
  return { buyer: { gstin: invoice.gstin.toUpperCase(), businessName: invoice.businessName } };
}

/**
 * Places the signed-in shopper's cart as an order paid `intent`'s way, to the address the form's radio chose. Refusals
 * go back to checkout (the chosen address kept) with the words the screen's toast says.
 */
export async function payFromForm(
  intent: PaymentIntent,
  { addressId, whatsappOptIn, businessInvoice, couponCode }: PostedPayment,
  back: string,
): Promise<PaymentOutcome> {
  const user = await checkSession();
  if (!user) return refused('/auth/login', MESSAGES.notSignedIn);
  const again = addressId ? withAddress(back, addressId) : back;
  const business = businessBuyerOf(businessInvoice);
  if ('problem' in business) return refused(again, business.problem);
  const businessBuyer = business.buyer;
  try {
    const [cart, addresses] = await Promise.all([getCart(user.id), getAddresses(user.id)]);
    if (cart.items.length === 0) return refused(again, MESSAGES.cartEmpty);
    const address = addresses.find((saved) => saved._id === addressId);
    if (!address) return refused(withAddress(back, null), MESSAGES.selectAddress);
    const placed = await createOrder(
      specOrderPayload({
        userId: user.id,
        cart,
        address,
        paymentMethod: FORM_PAYMENTS[intent],
        couponCode: couponCode || undefined,
        whatsappOptIn,
        businessBuyer,
      }),
    );
    const { next } = placed;
    if (next?.kind === 'none') {
      return {
        to: `/shop/payment-success?${new URLSearchParams({ orderId: placed.orderId })}`,
        flash: { title: placed.message },
      };
    }
    // The provider's page: the shopper comes back through the API's return, which confirms the payment on the server.
    if (next?.kind === 'redirect') return { provider: next.url };
    // No way to pay it (or one only the app can open): let the order, and its held stock, go.
    await cancelOrderPayment(placed.orderId);
    return refused(again, MESSAGES.paymentError);
  } catch (error) {
    return refused(again, error instanceof ApiError ? error.message : MESSAGES.orderSaveError);
  }
}
