// Owns placing the order from checkout (decision 031, issue 43): /shop/checkout's action is the one path an order is
// placed by, whether checkout's form posts it before (or without) JavaScript or the running app submits it. It checks
// the basket, places the order and lets go of one nobody can pay, then answers the form with a page to go to
// (payment-success for Cash on Delivery, PhonePe's page, whose return the server handles) and the app with the placed
// order, whose next step (Razorpay's in-page checkout, PayPal's page with the order kept in the tab) only the app can
// take. Only the route's action imports it, so it stays out of the browser's code.
import type { BusinessBuyer } from '@shop/contract/invoice';
import { MESSAGES } from '@shop/contract/messages';
import { FROM_APP } from '#web/components/ui/route-form.ts';
import { getAddresses } from '#web/entities/address/address-api.ts';
import { getCart } from '#web/entities/cart/cart-api.ts';
import { checkSession } from '#web/entities/session/session.tsx';
import { createOrder, type PlacedOrder } from '#web/features/checkout/api/create-order.ts';
import { cancelOrderPayment } from '#web/features/checkout/api/cancel-payment.ts';
import { specOrderPayload } from '#web/features/checkout/api/order-payload.ts';
import { businessBuyerProblem, INVOICE_FIELDS } from '#web/features/checkout/business-invoice.tsx';
import {
  isFormIntent,
  isPaymentIntent,
  PAYMENT_FIELDS,
  PAYMENT_INTENTS,
  type PaymentAnswer,
  type PaymentIntent,
} from '#web/features/checkout/checkout-form.ts';
import { WHATSAPP_FIELD } from '#web/features/checkout/whatsapp-opt-in.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** Who posted: the plain form follows a redirect; the app reads the answer and takes the next step itself. */
type Sender = 'form' | 'app';

/** What placing came to: the order (with its next step), or the toast's words and the page to try again on. */
type Outcome = { placed: PlacedOrder } | { refused: string; to: string };

const refused = (to: string, words: string): Outcome => ({ refused: words, to });

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
    addressId: read(PAYMENT_FIELDS.address),
    couponCode: read(PAYMENT_FIELDS.coupon),
    whatsappOptIn: read(WHATSAPP_FIELD) === 'on',
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
 * Places the signed-in shopper's cart as an order paid `intent`'s way, to the address the form's radio chose, after
 * letting go of `release` (an order the app held for another basket). An order whose next step `sender` cannot take is
 * let go again at once. Refusals go back to checkout (the chosen address kept) with the words the toast says.
 */
async function placeOrder(
  intent: PaymentIntent,
  { addressId, whatsappOptIn, businessInvoice, couponCode }: PostedPayment,
  { back, sender, release }: { back: string; sender: Sender; release: string },
): Promise<Outcome> {
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
    // Its stock would otherwise count against the new order.
    if (release) await cancelOrderPayment(release);
    const placed = await createOrder(
      specOrderPayload({
        userId: user.id,
        cart,
        address,
        paymentMethod: PAYMENT_INTENTS[intent],
        couponCode: couponCode || undefined,
        whatsappOptIn,
        businessBuyer,
      }),
    );
    const { next } = placed;
    if (next && (next.kind !== 'modal' || sender === 'app')) return { placed };
    // No way to pay it (or one only the app can open): let the order, and its held stock, go.
    await cancelOrderPayment(placed.orderId);
    return refused(again, MESSAGES.paymentError);
  } catch (error) {
    return refused(again, error instanceof ApiError ? error.message : MESSAGES.orderSaveError);
  }
}

/**
 * What the route answers: the app's `PaymentAnswer` as data; for the plain form, a page of this shop to redirect to
 * with the toast's words, or the provider's page.
 */
export type PaymentReply =
  { app: PaymentAnswer } | { to: string; flash?: { title: string; variant?: 'destructive' } } | { provider: string };

/** The form's answer: the page to go to with the toast's words, or the provider's page. */
function formReply(outcome: Outcome): PaymentReply {
  if ('refused' in outcome) return { to: outcome.to, flash: { title: outcome.refused, variant: 'destructive' } };
  const { placed } = outcome;
  // The provider's page: the shopper comes back through the API's return, which confirms the payment on the server.
  if (placed.next?.kind === 'redirect') return { provider: placed.next.url };
  return {
    to: `/shop/payment-success?${new URLSearchParams({ orderId: placed.orderId })}`,
    flash: { title: placed.message },
  };
}

/**
 * Checkout's payment as the route's action takes it (`read`: the posted field's trimmed text, '' when missing; `back`:
 * the page it came from): undefined for a form that is not a payment (an address's). The plain form pays only the ways
 * that need no app.
 */
export async function paymentAction(read: (name: string) => string, back: string): Promise<PaymentReply | undefined> {
  const intent = read('intent');
  if (!isPaymentIntent(intent)) return undefined;
  const sender: Sender = read(FROM_APP) === '1' ? 'app' : 'form';
  if (sender === 'form' && !isFormIntent(intent)) return { to: back };
  const outcome = await placeOrder(intent, postedPayment(read), {
    back,
    sender,
    release: read(PAYMENT_FIELDS.release),
  });
  if (sender === 'form') return formReply(outcome);
  return { app: 'placed' in outcome ? { placed: outcome.placed } : { refused: outcome.refused } };
}
