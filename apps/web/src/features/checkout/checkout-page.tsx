// Owns /shop/checkout: address choice, cart lines, total, a business's GST invoice and the payment buttons with what
// each way to pay comes to and what paying online saves, as the server's quote says (SPEC §2, §5, §8; issue 43). The
// address radios, the WhatsApp and GST invoice boxes and the Cash on Delivery and PhonePe buttons belong to one form
// that posts to the route's action before (or without) JavaScript; once the app runs its buttons submit the same
// action and follow what it answers.
import { MESSAGES } from '@shop/contract/messages';
import { formatRupees } from '@shop/contract/money';
import { LockIcon, ShoppingBagIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FeatureBanner } from '#web/entities/banner/page-banner.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAddresses, type AddressBookProps } from '#web/entities/address/address-api.ts';
import { useCart } from '#web/entities/cart/cart-api.ts';
import { useDelivery } from '#web/entities/delivery/delivery-api.ts';
import { usePaymentsConfig } from '#web/entities/payments-config/payments-config.ts';
import { checkoutQuoteQueryOptions, methodIn, useCheckoutQuote } from '#web/features/checkout/api/checkout-quote.ts';
import { BusinessInvoiceFields, useBusinessInvoice } from '#web/features/checkout/business-invoice.tsx';
import { CheckoutLines } from '#web/features/checkout/checkout-lines.tsx';
import { CouponField } from '#web/features/checkout/coupon-field.tsx';
import { DeliveryEstimateLine } from '#web/features/checkout/delivery-estimate-line.tsx';
import { PaymentOutcomeNotice } from '#web/features/checkout/payment-outcome-notice.tsx';
import {
  cashOnDelivery,
  cashOnDeliveryUnchecked,
  onlinePayments,
  onlineSavingNote,
  PaymentButtons,
} from '#web/features/checkout/payment-buttons.tsx';
import { useCartCoupon } from '#web/features/checkout/use-cart-coupon.ts';
import { paymentStepText, useCheckout } from '#web/features/checkout/use-checkout.ts';
import { useWhatsAppChoice, WhatsAppOptIn } from '#web/features/checkout/whatsapp-opt-in.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** The form the order is placed with: the address radios in the address book belong to it by this id. */
const PAY_FORM_ID = 'checkout-pay';

/** `AddressBook`: the address book (features/address-book), handed in by the route that composes the two. */
export function CheckoutPage({ AddressBook }: { AddressBook: ComponentType<AddressBookProps> }) {
  const {
    data: cart,
    dataUpdatedAt: cartReadAt,
    isPending: cartPending,
    isError: cartFailed,
    refetch: refetchCart,
  } = useCart();
  const { data: addresses } = useAddresses();
  // An address chosen before the app ran comes back in the address (?address=<id>) after a form's round trip.
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(() => searchParams.get('address'));
  const hydrated = useHydrated();
  const { data: paymentsConfig } = usePaymentsConfig();

  // An address deleted after it was chosen is no longer a choice.
  const selectedAddress = addresses?.find((address) => address._id === selectedId) ?? null;
  const items = cart?.items ?? [];
  const total = cart?.total ?? 0;
  const queryClient = useQueryClient();
  const addressId = selectedAddress?._id ?? null;
  const coupon = useCartCoupon(cart, cartReadAt, searchParams.get('coupon'), (couponCode) =>
    queryClient.fetchQuery(checkoutQuoteQueryOptions({ addressId, couponCode }, cartReadAt)),
  );
  // What each way to pay comes to, asked again whenever the cart is read anew (the server prices; the page adds nothing).
  const { data: quote, isError: quoteFailed } = useCheckoutQuote(
    { addressId, couponCode: coupon.quote?.code ?? null },
    cartReadAt,
    items.length > 0,
  );
  const whatsapp = useWhatsAppChoice(selectedAddress);
  const businessInvoice = useBusinessInvoice();
  const payment = useCheckout({
    cart,
    address: selectedAddress,
    coupon: coupon.quote,
    whatsappOptIn: whatsapp?.optIn ?? false,
    businessBuyer: businessInvoice.buyer,
    quotedTotal: (method) => methodIn(quote, method)?.total ?? null,
  });
  // The items after the coupon, as the server answered for the cart as it is.
  const payable = coupon.quote?.total ?? total;
  const payingWith = payment.progress?.method ?? null;
  // While a code is being checked the buttons wait, so an order never goes out with a discount the page has not shown.
  const waiting = payingWith !== null || coupon.checking;
  // The same query (and cache entry) as the delivery line below: one request per pincode.
  const { data: delivery } = useDelivery(selectedAddress?.zip_code ?? null);
  const paymentButtons = [
    ...onlinePayments(paymentsConfig, quote),
    ...(selectedAddress ? cashOnDelivery(delivery, quote, quoteFailed) : []),
    // Before the app runs, choosing a radio changes nothing on the page: Cash on Delivery is offered and the server
    // judges the address it is posted with.
    ...(!hydrated && !selectedAddress ? [cashOnDeliveryUnchecked()] : []),
  ];

  let summary: ReactNode;
  if (cartPending) {
    summary = (
      <div role="status" aria-label="Loading your cart" className="grid gap-3 py-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (cartFailed) {
    summary = (
      <div className="grid justify-items-start gap-3 py-3 text-sm">
        <p>We couldn't load your cart.</p>
        <Button variant="outline" size="sm" onClick={() => void refetchCart()}>
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    summary = (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <ShoppingBagIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{MESSAGES.cartEmpty}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/shop/listing">Continue shopping</Link>
        </Button>
      </div>
    );
  } else {
    summary = <CheckoutLines items={items} />;
  }

  return (
    <>
      <FeatureBanner />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <h1 className="text-2xl font-semibold sm:text-3xl">Checkout</h1>
        <PaymentOutcomeNotice />
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]">
          <section aria-labelledby="checkout-address-heading" className="grid min-w-0 gap-4">
            <div className="grid gap-1">
              <h2 id="checkout-address-heading" className="text-lg font-semibold">
                Delivery address
              </h2>
              <p className="text-sm text-muted-foreground">Choose where we should deliver your order.</p>
            </div>
            <AddressBook
              selectable
              selectedId={selectedId}
              onSelect={(address) => setSelectedId(address._id)}
              formId={PAY_FORM_ID}
            />
          </section>

          <section
            aria-labelledby="checkout-summary-heading"
            className="grid min-w-0 gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6 lg:sticky lg:top-20"
          >
            <h2 id="checkout-summary-heading" className="text-lg font-semibold">
              Order summary
            </h2>
            {summary}
            {items.length > 0 && <CouponField coupon={coupon} disabled={payingWith !== null} />}
            <dl className="grid gap-2 border-t border-border pt-4 text-sm">
              {coupon.quote && (
                <>
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">Subtotal</dt>
                    <dd className="tabular-nums">{formatRupees(coupon.quote.subtotal)}</dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">Coupon {coupon.quote.code}</dt>
                    <dd className="font-medium text-success tabular-nums">
                      <span aria-hidden>− </span>
                      <span className="sr-only">minus </span>
                      {formatRupees(coupon.quote.discount)}
                    </dd>
                  </div>
                </>
              )}
              <div className="flex justify-between">
                <dt className="text-muted-foreground">Delivery</dt>
                <dd className="font-medium text-success">Free</dd>
              </div>
              <div className="flex items-baseline justify-between">
                <dt className="text-base font-semibold">Total</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatRupees(payable)}</dd>
              </div>
            </dl>
            <p className="text-xs text-muted-foreground">Prices include all taxes.</p>
            {selectedAddress && (
              <p className="text-sm">
                <span className="text-muted-foreground">Delivering to </span>
                <span className="font-medium">
                  {selectedAddress.address_line1}, {selectedAddress.city} {selectedAddress.zip_code}
                </span>
              </p>
            )}
            {selectedAddress && <DeliveryEstimateLine pincode={selectedAddress.zip_code} />}
            {/* Before the app runs the box is there for whichever address the form's radio chooses. */}
            {(whatsapp || (!hydrated && items.length > 0 && (addresses?.length ?? 0) > 0)) && (
              <WhatsAppOptIn choice={whatsapp} formId={PAY_FORM_ID} />
            )}
            {items.length > 0 && (
              <BusinessInvoiceFields invoice={businessInvoice} disabled={payingWith !== null} formId={PAY_FORM_ID} />
            )}
            {/* Once the app runs the buttons pay in the browser, and the form never posts. */}
            <Form id={PAY_FORM_ID} onSubmit={(event) => event.preventDefault()}>
              {coupon.quote && <input type="hidden" name="coupon_code" value={coupon.quote.code} />}
              <PaymentButtons
                buttons={paymentButtons}
                disabled={total <= 0}
                waiting={waiting}
                payingWith={payingWith}
                onPay={(method) => {
                  // A GST invoice asked for but not yet valid: the order waits for it rather than go out as a consumer's.
                  if (businessInvoice.readyToPay()) void payment.pay(method);
                }}
                onlineSaving={onlineSavingNote(paymentsConfig, quote)}
              />
            </Form>
            <div className="grid gap-1 text-center">
              <p role="status" className="text-sm font-medium">
                {payment.progress ? paymentStepText(payment.progress) : ''}
              </p>
              <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
                <LockIcon className="size-3.5" aria-hidden />
                100% Secure Payments
              </p>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
