// Owns /shop/search: the keyword box mirrored into ?keyword= and its results (SPEC §2).

export function SearchPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">Search Products</h1>
    </div>
  );
}
