// Owns /shop/listing: the filter sidebar, the sorted product grid and its count (SPEC §2).

export function ListingPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">All Products</h1>
    </div>
  );
}
