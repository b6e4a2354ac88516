// Owns /shop/paypal-return: capture the redirect provider's payment, then go on to payment-success (SPEC §2).

export function PaypalReturnPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-semibold sm:text-3xl" aria-live="polite">
        Processing Payment...Please wait!
      </h1>
    </div>
  );
}
