// Owns the 'Add to cart' button: disabled when out of stock, busy while the cart answers, and for a product with sizes
// or colours it adds the chosen variant, or asks for the missing choice.
import type { Product } from '@shop/contract/catalog';
import { LoaderCircleIcon, ShoppingCartIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { useAddToCart } from '#web/entities/cart/add-to-cart.tsx';

export function AddToCartButton({
  product,
  variantId = null,
  stock = product.total_stock,
  onMissingOptions,
  ...buttonProps
}: {
  product: Pick<Product, '_id' | 'handle' | 'title' | 'total_stock' | 'variants'>;
  /** The chosen size × colour; null while the product's options are not all chosen. */
  variantId?: string | null;
  /** What is left to buy: the chosen variant's stock, or the product's. */
  stock?: number;
  /** A product with options and none chosen: instead of adding, ask for them. */
  onMissingOptions: () => void;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);

  async function onClick() {
    if (product.variants.length > 0 && !variantId) {
      onMissingOptions();
      return;
    }
    setAdding(true);
    try {
      await addToCart(product._id, { variantId });
    } finally {
      setAdding(false);
    }
  }

  // A form before the app runs (or without it): the cart's action adds the product in the size and colour chosen, or
  // sends the shopper to choose them (routes/shop.cart.tsx). The form adds no box of its own.
  return (
    <Form
      action="/shop/cart"
      intent="add"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        void onClick();
      }}
    >
      <input type="hidden" name="product_id" value={product._id} />
      {/* Where the shopper chooses a size first, when they have not. */}
      <input type="hidden" name="handle" value={product.handle} />
      {variantId && <input type="hidden" name="variant_id" value={variantId} />}
      <Button
        {...buttonProps}
        type="submit"
        disabled={buttonProps.disabled || stock <= 0 || adding}
        aria-busy={adding || undefined}
      >
        {adding ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <ShoppingCartIcon aria-hidden />}
        Add to cart
        {/* Many cards share the words; the product's name tells them apart for screen readers. */}
        <span className="sr-only">: {product.title}</span>
      </Button>
    </Form>
  );
}
