// Owns /admin/orders: the 'All Orders' table and its 'Order Details' dialog (SPEC §2).

export function OrdersPage() {
  return <h1 className="text-2xl font-semibold">All Orders</h1>;
}
