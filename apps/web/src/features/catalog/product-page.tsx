// Owns /shop/product/:id: a shareable page for one product, beside the product dialog (DESIGN "Web").
import { useParams } from 'react-router';

export function ProductPage() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">Product details</h1>
      <p className="mt-2 text-sm text-muted-foreground">Product {id}</p>
    </div>
  );
}
