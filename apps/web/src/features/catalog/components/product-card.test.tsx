// Checks what a shopper reads on a product card: price in rupees, sale and stock badges, and what its buttons do.
import type { SessionUser } from '@shop/contract/auth';
import { MESSAGES } from '@shop/contract/messages';
import { formatRupees } from '@shop/contract/money';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { ProductCard } from '#web/features/catalog/components/product-card.tsx';
import {
  aProduct,
  aProductWithVariants,
  fakeApi,
  findToast,
  renderCatalog,
  shopper,
} from '#web/testing/render-catalog.tsx';

afterEach(() => act(() => dismissToast()));

function renderCard(
  product = aProduct(),
  { onOpen = vi.fn(), user }: { onOpen?: () => void; user?: SessionUser } = {},
) {
  renderCatalog('/', { element: <ProductCard product={product} onOpen={onOpen} />, ...(user ? { user } : {}) });
  return { card: screen.getByRole('article'), onOpen };
}

describe('a product card', () => {
  it('shows the price in rupees and no badge for a product in stock and not on sale', () => {
    fakeApi(null);
    const { card } = renderCard(aProduct({ title: 'Linen Shirt', category: 'men', price: 1499, total_stock: 40 }));
    expect(within(card).getByRole('img', { name: 'Linen Shirt' })).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText('Men')).toBeInTheDocument();
    expect(within(card).getByText(formatRupees(1499))).toBeInTheDocument();
    expect(formatRupees(1499)).toBe('₹1,499.00');
    expect(within(card).queryByText('Sale')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Out Of Stock|items left/)).not.toBeInTheDocument();
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).getByRole('button', { name: /add to cart/i })).toBeEnabled();
  });

  it('shows the sale price, the original struck through, and the Sale badge', () => {
    fakeApi(null);
    const { card } = renderCard(aProduct({ price: 2499, sale_price: 1799 }));
    expect(within(card).getByText('Sale')).toBeInTheDocument();
    expect(within(card).getByText(formatRupees(1799))).toBeInTheDocument();
    const struck = card.querySelector('s');
    expect(struck).toHaveTextContent(formatRupees(2499));
  });

  it("says 'Out Of Stock' and disables the add button at zero stock", () => {
    fakeApi(null);
    const { card } = renderCard(aProduct({ total_stock: 0 }));
    expect(within(card).getByText('Out Of Stock')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /add to cart/i })).toBeDisabled();
  });

  it('warns of low stock below 10 only', () => {
    fakeApi(null);
    renderCard(aProduct({ total_stock: 9, sale_price: 999 }));
    expect(screen.getByText('Only 9 items left')).toBeInTheDocument();
    expect(screen.getByText('Sale')).toBeInTheDocument();
  });

  it('has no low-stock badge at exactly 10', () => {
    fakeApi(null);
    renderCard(aProduct({ total_stock: 10 }));
    expect(screen.queryByText(/items left/)).not.toBeInTheDocument();
  });

  it('opens the product when its title is clicked, and links to the product page', async () => {
    fakeApi(null);
    const product = aProduct({ title: 'Canvas Tote', handle: 'canvas-tote' });
    const onOpen = vi.fn();
    renderCard(product, { onOpen });
    const link = screen.getByRole('link', { name: 'Canvas Tote' });
    expect(link).toHaveAttribute('href', '/shop/product/canvas-tote');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(product);
  });

  it('asks a visitor to log in instead of adding to the cart', async () => {
    const { requests } = fakeApi(null);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(await findToast()).toHaveTextContent(MESSAGES.loginToAddToCart);
    expect(requests.filter(({ path }) => path.startsWith('/api/shop/cart'))).toHaveLength(0);
  });

  it("adds one to a signed-in shopper's cart and shows the server's message", async () => {
    const product = aProduct();
    const { requests } = fakeApi(shopper, {
      'POST /api/shop/cart/add': () => ({
        success: true,
        message: MESSAGES.addedToCart,
        data: {
          _id: 'cart-1',
          items: [
            {
              product_id: product._id,
              variant_id: null,
              size: null,
              colour: null,
              title: product.title,
              image: product.image,
              price: product.price,
              sale_price: product.sale_price,
              quantity: 1,
              total_stock: product.total_stock,
              max_units_per_item: 10,
              line_total: product.price,
            },
          ],
          total: product.price,
        },
      }),
    });
    renderCard(product, { user: shopper });
    await userEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(await findToast()).toHaveTextContent(MESSAGES.addedToCart);
    const [request] = requests.filter(({ path }) => path.startsWith('/api/shop/cart/add'));
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ user_id: 'u1', product_id: product._id, quantity: 1 });
  });

  it('shows the colours as dots under the title, read out as one sentence', () => {
    fakeApi(null);
    const { card } = renderCard(aProductWithVariants({ sizes: ['M'], colours: ['Black', 'Indigo', 'Rust'] }));
    expect(within(card).getByRole('img', { name: 'Available in Black, Indigo and Rust' })).toBeInTheDocument();
  });

  it('shows five colour dots at most, and counts the rest', () => {
    fakeApi(null);
    const many = ['Black', 'White', 'Grey', 'Navy', 'Indigo', 'Teal', 'Rust'];
    renderCard(aProductWithVariants({ colours: many }));
    const dots = screen.getByRole('img', { name: `Available in ${many.slice(0, -1).join(', ')} and Rust` });
    expect(dots.querySelectorAll('[title]')).toHaveLength(5);
    expect(dots).toHaveTextContent('+2');
  });

  it('opens the product to choose a size when a signed-in shopper adds one that has sizes', async () => {
    const { requests } = fakeApi(shopper);
    const product = aProductWithVariants({ sizes: ['S', 'M'], colours: ['Black'] });
    const onOpen = vi.fn();
    renderCard(product, { onOpen, user: shopper });
    await userEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(await findToast()).toHaveTextContent(MESSAGES.selectSize);
    expect(onOpen).toHaveBeenCalledWith(product, { chooseOptions: 'size' });
    expect(requests.filter(({ path }) => path.startsWith('/api/shop/cart'))).toHaveLength(0);
  });

  it('asks a visitor to log in before choosing a size', async () => {
    fakeApi(null);
    const onOpen = vi.fn();
    renderCard(aProductWithVariants({ sizes: ['S', 'M'] }), { onOpen });
    await userEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(await findToast()).toHaveTextContent(MESSAGES.loginToAddToCart);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('adds a product with one variant (one size, one colour) straight away', async () => {
    const product = aProductWithVariants({ sizes: ['Free Size'], colours: ['Beige'] });
    const { calls } = fakeApi(shopper, {
      'POST /api/shop/cart/add': () => ({
        success: true,
        message: MESSAGES.addedToCart,
        data: { _id: 'cart-1', items: [], total: 0 },
      }),
    });
    renderCard(product, { user: shopper });
    await userEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(await findToast()).toHaveTextContent(MESSAGES.addedToCart);
    expect(calls('POST', '/api/shop/cart/add')[0]?.body).toEqual({
      user_id: 'u1',
      product_id: product._id,
      variant_id: product.variants[0]!._id,
      quantity: 1,
    });
  });
});
