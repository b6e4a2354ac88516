// Owns /shop/account: the Orders tab (order history and details) and the Address tab (SPEC §2).

export function AccountPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">Order History</h1>
    </div>
  );
}
