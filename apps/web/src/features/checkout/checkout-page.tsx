// Owns /shop/checkout: address choice, cart lines, total and the two payment buttons (SPEC §2).

export function CheckoutPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">Checkout</h1>
    </div>
  );
}
