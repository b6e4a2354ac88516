// Owns /admin/products: the product grid with Edit and Delete, and the add/edit sheet (SPEC §2).

export function ProductsPage() {
  return <h1 className="text-2xl font-semibold">Products</h1>;
}
