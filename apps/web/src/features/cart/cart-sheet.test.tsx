// Checks the cart drawer as a shopper uses it: lines and totals, the quantity stepper's limits, refusals, visitors.
import { MESSAGES } from '@shop/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Sheet } from '#web/components/ui/sheet.tsx';
import type { Cart } from '#web/entities/cart/cart-api.ts';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, findToast, renderShopScreen, testShopper } from '#web/testing/render-shop-screen.tsx';
import { CartSheet } from '#web/features/cart/cart-sheet.tsx';

afterEach(clearToasts);

const TOTE = '0b7a4d0e-1f6f-4a55-9d3c-7a1e8c2b9f01';
const SCARF = '5c2e9a7b-3d4f-4b6a-8e1c-2f9d7a6b5c02';

const cart: Cart = {
  _id: 'c1',
  items: [
    {
      product_id: TOTE,
      variant_id: null,
      size: null,
      colour: null,
      title: 'Canvas Tote',
      image: '/uploads/tote.webp',
      price: 1499,
      sale_price: 1199,
      quantity: 1,
      total_stock: 5,
      max_units_per_item: 10,
      line_total: 1199,
    },
    {
      product_id: SCARF,
      variant_id: null,
      size: null,
      colour: null,
      title: 'Silk Scarf',
      image: '/uploads/scarf.webp',
      price: 899.5,
      sale_price: 0,
      quantity: 2,
      total_stock: 2,
      max_units_per_item: 10,
      line_total: 1799,
    },
  ],
  total: 2998,
};

const cartApi = (extra: FakeHandlers = {}): FakeHandlers => ({
  'GET /api/shop/cart/get/:userId': () => ({ success: true, data: cart }),
  ...extra,
});

function renderCartSheet(options: Parameters<typeof renderShopScreen>[1] = {}) {
  return renderShopScreen(
    <Sheet open>
      <CartSheet onNavigate={() => {}} />
    </Sheet>,
    options,
  );
}

describe('CartSheet', () => {
  it('shows each line with its price, line total to 2 decimals, the total and the way to checkout', async () => {
    renderCartSheet({ api: cartApi() });
    const tote = (await screen.findByRole('heading', { name: 'Canvas Tote' })).closest('li')!;
    // Unit price and line total (quantity 1).
    expect(within(tote).getAllByText('₹1,199.00')).toHaveLength(2);
    // The sale price replaces the price; the original is struck through.
    expect(within(tote).getByText('₹1,499.00').closest('s')).not.toBeNull();
    const scarf = screen.getByRole('heading', { name: 'Silk Scarf' }).closest('li')!;
    expect(within(scarf).getByText('₹1,799.00')).toBeInTheDocument();
    expect(screen.getByText('₹2,998.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/shop/checkout');
  });

  it('disables minus at quantity 1 and plus at the stock', async () => {
    renderCartSheet({ api: cartApi() });
    expect(await screen.findByRole('button', { name: 'Decrease quantity of Canvas Tote' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Canvas Tote' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Silk Scarf' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Silk Scarf' })).toBeDisabled();
  });

  it("sends the new quantity, and shows the server's refusal as a destructive toast", async () => {
    const { calls } = renderCartSheet({
      api: cartApi({ 'PUT /api/shop/cart/update-cart': () => refuse(400, MESSAGES.onlyQuantityCanBeAdded(2)) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Canvas Tote' }));
    const toast = await findToast('Only 2 quantity can be added for this item');
    expect(toast).toHaveClass('bg-destructive');
    expect(calls('PUT', '/api/shop/cart/update-cart')[0]?.body).toEqual({
      user_id: testShopper.id,
      product_id: TOTE,
      quantity: 2,
    });
  });

  it("stops plus at the shop's limit per item, below the stock, and says so", async () => {
    const toteAt = (quantity: number) => ({
      ...cart.items[0]!,
      quantity,
      total_stock: 40,
      line_total: 1199 * quantity,
    });
    const { calls } = renderCartSheet({
      api: cartApi({
        'GET /api/shop/cart/get/:userId': () => ({ success: true, data: { ...cart, items: [toteAt(9)] } }),
        'PUT /api/shop/cart/update-cart': () => ({
          success: true,
          message: MESSAGES.cartUpdated,
          data: { ...cart, items: [toteAt(10)] },
        }),
      }),
    });
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Canvas Tote' });
    expect(screen.queryByText(MESSAGES.maxUnitsPerItem(10))).not.toBeInTheDocument();
    plus.focus();
    await userEvent.keyboard('{Enter}');
    expect(await findToast(MESSAGES.cartUpdated)).toBeInTheDocument();

    expect(plus).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Canvas Tote' })).toHaveFocus();
    expect(screen.getByText('You can buy at most 10 of this item per order')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of Canvas Tote' })).toHaveAccessibleDescription(
      MESSAGES.maxUnitsPerItem(10),
    );
    // Heard with the quantity the moment it changes.
    const line = screen.getByRole('heading', { name: 'Canvas Tote' }).closest('li')!;
    expect(within(line).getByRole('status')).toHaveTextContent(
      'Quantity 10. You can buy at most 10 of this item per order',
    );
    expect(screen.queryByText(/in stock/)).not.toBeInTheDocument();
    expect(calls('PUT', '/api/shop/cart/update-cart')).toHaveLength(1);
  });

  it('keeps the keyboard in the stepper when minus reaches 1', async () => {
    const scarfAtOne = { ...cart.items[1]!, quantity: 1, line_total: 899.5 };
    renderCartSheet({
      api: cartApi({
        'PUT /api/shop/cart/update-cart': () => ({
          success: true,
          message: MESSAGES.cartUpdated,
          data: { ...cart, items: [cart.items[0]!, scarfAtOne] },
        }),
      }),
    });
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of Silk Scarf' });
    minus.focus();
    await userEvent.keyboard('{Enter}');
    expect(await findToast(MESSAGES.cartUpdated)).toBeInTheDocument();
    expect(minus).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Silk Scarf' })).toHaveFocus();
    expect(screen.getAllByText('₹899.50')).toHaveLength(2); // unit price and line total
  });

  it('removes a line and says so', async () => {
    const { calls } = renderCartSheet({
      api: cartApi({
        'DELETE /api/shop/cart/:userId/:productId': () => ({
          success: true,
          message: MESSAGES.cartDeleted,
          data: { ...cart, items: cart.items.slice(1) },
        }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Canvas Tote' }));
    expect(await findToast(MESSAGES.cartDeleted)).not.toHaveClass('bg-destructive');
    expect(screen.queryByRole('heading', { name: 'Canvas Tote' })).not.toBeInTheDocument();
    expect(calls('DELETE', `/api/shop/cart/${testShopper.id}/${TOTE}`)).toHaveLength(1);
  });

  it('says when the cart is empty', async () => {
    renderCartSheet({
      api: { 'GET /api/shop/cart/get/:userId': () => ({ success: true, data: { _id: null, items: [], total: 0 } }) },
    });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('offers a visitor the way to log in', async () => {
    const { calls } = renderCartSheet({ user: null });
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(calls('GET', '/api/shop/cart')).toHaveLength(0);
  });
});

describe('CartSheet with sizes and colours', () => {
  const KURTA = '7e3d2c1b-0a9f-4e8d-8c7b-6a5f4e3d2c03';
  const KURTA_M = '7e3d2c1b-0a9f-4e8d-8c7b-6a5f4e3d2c0a';
  const KURTA_L = '7e3d2c1b-0a9f-4e8d-8c7b-6a5f4e3d2c0b';
  const kurtaLine = (variantId: string, size: string, quantity: number, stock: number): Cart['items'][number] => ({
    product_id: KURTA,
    variant_id: variantId,
    size,
    colour: 'Black',
    title: 'Linen Kurta',
    image: '/uploads/kurta.webp',
    price: 1299,
    sale_price: 0,
    quantity,
    total_stock: stock,
    max_units_per_item: 10,
    line_total: 1299 * quantity,
  });
  const twoSizes: Cart = {
    _id: 'c2',
    items: [kurtaLine(KURTA_M, 'M', 1, 4), kurtaLine(KURTA_L, 'L', 2, 2)],
    total: 1299 * 3,
  };
  const sizesApi = (extra: FakeHandlers = {}): FakeHandlers => ({
    'GET /api/shop/cart/get/:userId': () => ({ success: true, data: twoSizes }),
    ...extra,
  });

  it('shows each size of one product as its own line, with its size and colour under the title', async () => {
    renderCartSheet({ api: sizesApi() });
    const [medium, large] = await screen.findAllByRole('heading', { name: 'Linen Kurta' });
    expect(medium!.closest('li')).toHaveTextContent('Size M · Black');
    expect(large!.closest('li')).toHaveTextContent('Size L · Black');
    // The stepper's limit is the variant's stock: 2 of L are all there are.
    expect(screen.getByRole('button', { name: 'Increase quantity of Linen Kurta (Size L · Black)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Linen Kurta (Size M · Black)' })).toBeEnabled();
  });

  it('changes and removes the line of the size chosen, naming its variant', async () => {
    const { calls } = renderCartSheet({
      api: sizesApi({
        'PUT /api/shop/cart/update-cart': () => ({ success: true, message: MESSAGES.cartUpdated, data: twoSizes }),
        'DELETE /api/shop/cart/:userId/:productId': ({ query }) => ({
          success: true,
          message: MESSAGES.cartDeleted,
          data: { ...twoSizes, items: twoSizes.items.filter((item) => item.variant_id !== query.variant_id) },
        }),
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Linen Kurta (Size M · Black)' }),
    );
    expect(await findToast(MESSAGES.cartUpdated)).toBeInTheDocument();
    expect(calls('PUT', '/api/shop/cart/update-cart')[0]?.body).toEqual({
      user_id: testShopper.id,
      product_id: KURTA,
      variant_id: KURTA_M,
      quantity: 2,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Linen Kurta (Size L · Black)' }));
    expect(await findToast(MESSAGES.cartDeleted)).toBeInTheDocument();
    expect(calls('DELETE', `/api/shop/cart/${testShopper.id}/${KURTA}?variant_id=${KURTA_L}`)).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Linen Kurta' })).toHaveLength(1);
    expect(screen.queryByText('Size L · Black')).not.toBeInTheDocument();
  });
});
