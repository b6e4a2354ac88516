// Owns the 'Add to cart' button: disabled when out of stock, busy while the cart answers.
import type { Product } from '@shop/contract/catalog';
import { LoaderCircleIcon, ShoppingCartIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { useAddToCart } from '#web/entities/cart/add-to-cart.tsx';
import { isOutOfStock } from '#web/features/catalog/components/product-badges.tsx';

export function AddToCartButton({
  product,
  ...buttonProps
}: { product: Pick<Product, '_id' | 'title' | 'total_stock'> } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);
  const outOfStock = isOutOfStock(product);

  async function onClick() {
    setAdding(true);
    try {
      await addToCart(product._id, 1);
    } finally {
      setAdding(false);
    }
  }

  return (
    <Button
      {...buttonProps}
      disabled={outOfStock || adding}
      aria-busy={adding || undefined}
      onClick={() => void onClick()}
    >
      {adding ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <ShoppingCartIcon aria-hidden />}
      Add to cart
      {/* Many cards share the words; the product's name tells them apart for screen readers. */}
      <span className="sr-only">: {product.title}</span>
    </Button>
  );
}
