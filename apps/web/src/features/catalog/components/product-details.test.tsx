// Checks choosing a size and colour on the product page: pictures per colour, sold-out and low sizes, 'Add to cart'
// asking for a size or sending the variant, 'Notify me' on a sold-out size, and the size guide in cm and inches.
import type { Product } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { formatRupees } from '@shop/contract/money';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import {
  aProduct,
  aProductWithVariants,
  fakeApi,
  findToast,
  renderCatalog,
  shopper,
  stubResizeObserver,
} from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

const front = '/uploads/kurta-front.webp';
const back = '/uploads/kurta-back.webp';
const detail = '/uploads/kurta-detail.webp';
const rustFront = '/uploads/kurta-rust-front.webp';
const rustBack = '/uploads/kurta-rust-back.webp';

/** A kurta in S, M, L and Black or Rust: M is sold out in Black, S nearly gone; Rust has pictures of its own. */
const kurta = aProductWithVariants(
  {
    sizes: ['S', 'M', 'L'],
    colours: ['Black', 'Rust'],
    stock: { 'S/Black': 2, 'M/Black': 0 },
    colourImages: { Rust: [rustFront, rustBack] },
  },
  { title: 'Linen Kurta', images: [front, back, detail] },
);
const variantOf = (product: Product, size: string | null, colour: string | null) =>
  product.variants.find((v) => v.size === size && v.colour === colour)!;

/** The product and its (no) reviews, plus `more`. */
function productApi(product: Product, more: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/shop/products/get/:id': ({ params }) =>
      params.id === product._id ? { success: true, data: product } : refuse(404, 'Product not found'),
    'GET /api/shop/review/:productId': () => ({ success: true, data: [] }),
    ...more,
  };
}

const mainPicture = () => screen.getByRole('button', { name: 'Zoom image' }).parentElement!.querySelector('img')!;
const sizes = () => screen.getByRole('radiogroup', { name: 'Size' });
const colours = () => screen.getByRole('radiogroup', { name: 'Colour' });

describe('choosing a colour', () => {
  it('starts on the first colour in stock and shows its pictures; another colour shows its own', async () => {
    fakeApi(null, productApi(kurta));
    renderCatalog(`/shop/product/${kurta._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });

    expect(within(colours()).getByRole('radio', { name: 'Black' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Colour:').parentElement).toHaveTextContent('Colour: Black');
    // Black has no pictures of its own: the product's three, the first fetched first (decision 015).
    expect(mainPicture()).toHaveAttribute('src', front);
    expect(mainPicture()).toHaveAttribute('fetchpriority', 'high');
    expect(mainPicture()).toHaveAccessibleName('Linen Kurta, image 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(mainPicture()).toHaveAttribute('src', back);
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(colours()).getByRole('radio', { name: 'Rust' }));
    expect(screen.getByText('Colour:').parentElement).toHaveTextContent('Colour: Rust');
    expect(mainPicture()).toHaveAttribute('src', rustFront);
    expect(mainPicture()).toHaveAccessibleName('Linen Kurta in Rust, image 1 of 2');
    expect(screen.getAllByRole('button', { name: /^Show image \d of 2$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show image 3 of 3' })).not.toBeInTheDocument();
  });

  it('zooms every picture, by keyboard too', async () => {
    fakeApi(null, productApi(kurta));
    renderCatalog(`/shop/product/${kurta._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    const zoom = screen.getByRole('button', { name: 'Zoom image' });
    zoom.focus();
    await userEvent.keyboard('{Enter}');
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(mainPicture()).toHaveAttribute('src', detail);
    expect(mainPicture().style.transform).toBe('scale(2)');
    await userEvent.keyboard('{ArrowRight}');
    expect(mainPicture().style.transformOrigin).toBe('60% 50%');
  });

  it('moves between colours with the arrow keys, one tab stop for the group', async () => {
    fakeApi(null, productApi(kurta));
    renderCatalog(`/shop/product/${kurta._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });
    const black = within(colours()).getByRole('radio', { name: 'Black' });
    const rust = within(colours()).getByRole('radio', { name: 'Rust' });
    expect(black).toHaveAttribute('tabindex', '0');
    expect(rust).toHaveAttribute('tabindex', '-1');
    black.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(rust).toHaveFocus();
    expect(rust).toHaveAttribute('aria-checked', 'true');
    expect(mainPicture()).toHaveAttribute('src', rustFront);
  });
});

describe('choosing a size', () => {
  it('strikes a sold-out size, says "Only 2 left" for a low one, and follows the colour', async () => {
    fakeApi(null, productApi(kurta));
    renderCatalog(`/shop/product/${kurta._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });

    const medium = within(sizes()).getByRole('radio', { name: 'M, sold out' });
    expect(medium).toHaveAttribute('aria-disabled', 'true');
    expect(medium).toHaveClass('line-through');
    expect(within(sizes()).getByRole('radio', { name: 'S, only 2 left' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(within(sizes()).getByRole('radio', { name: 'L' })).not.toHaveAttribute('aria-disabled');

    // In Rust every size is in stock.
    await userEvent.click(within(colours()).getByRole('radio', { name: 'Rust' }));
    expect(within(sizes()).getByRole('radio', { name: 'M' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Only 2 left')).not.toBeInTheDocument();
  });

  it('prices and badges the chosen size', async () => {
    const shirt = aProductWithVariants({ sizes: ['M', 'XL'] }, { title: 'Oxford Shirt', price: 1499 });
    const xl = variantOf(shirt, 'XL', null);
    Object.assign(xl, { price: 1699, sale_price: 1599, stock: 4 });
    fakeApi(null, productApi(shirt));
    renderCatalog(`/shop/product/${shirt._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Oxford Shirt' });
    expect(screen.getByText(formatRupees(1499))).toBeInTheDocument();

    await userEvent.click(within(sizes()).getByRole('radio', { name: 'XL' }));
    expect(screen.getByText(formatRupees(1599))).toBeInTheDocument();
    expect(screen.getByText(formatRupees(1699)).closest('s')).not.toBeNull();
    expect(screen.getByText('Sale')).toBeInTheDocument();
    expect(screen.getByText('Only 4 items left')).toBeInTheDocument();
  });

  it('chooses a lone size for the shopper, and offers no size guide for "Free Size"', async () => {
    const tote = aProductWithVariants({ sizes: ['Free Size'], colours: ['Beige', 'Olive'] }, { title: 'Jute Tote' });
    fakeApi(null, productApi(tote));
    renderCatalog(`/shop/product/${tote._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Jute Tote' });
    expect(within(sizes()).getByRole('radio', { name: 'Free Size' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });

  it('shows a product with neither option as before: no choices, no guide', async () => {
    const scarf = aProduct({ title: 'Silk Scarf' });
    fakeApi(null, productApi(scarf));
    renderCatalog(`/shop/product/${scarf._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Silk Scarf' });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Silk Scarf' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
  });
});

describe('Add to cart with sizes', () => {
  it('asks for a size when none is chosen, and sends the keyboard to the sizes', async () => {
    const { calls } = fakeApi(shopper, productApi(kurta));
    renderCatalog(`/shop/product/${kurta._id}`, { user: shopper });
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await findToast()).toHaveTextContent(MESSAGES.selectSize);
    expect(within(sizes()).getByRole('radio', { name: 'S, only 2 left' })).toHaveFocus();
    expect(calls('POST', '/api/shop/cart/add')).toHaveLength(0);
  });

  it('adds the chosen size and colour', async () => {
    const { calls } = fakeApi(
      shopper,
      productApi(kurta, {
        'POST /api/shop/cart/add': () => ({
          success: true,
          message: MESSAGES.addedToCart,
          data: { _id: 'cart-1', items: [], total: 0 },
        }),
      }),
    );
    renderCatalog(`/shop/product/${kurta._id}`, { user: shopper });
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });
    await userEvent.click(within(colours()).getByRole('radio', { name: 'Rust' }));
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await findToast()).toHaveTextContent(MESSAGES.addedToCart);
    expect(calls('POST', '/api/shop/cart/add')[0]?.body).toEqual({
      user_id: shopper.id,
      product_id: kurta._id,
      variant_id: variantOf(kurta, 'L', 'Rust')._id,
      quantity: 1,
    });
  });
});

describe("Add to cart at the shop's limit per item", () => {
  it('stops once the cart holds the most one order may have of this size and colour, and says so', async () => {
    const lRust = variantOf(kurta, 'L', 'Rust');
    let inCart = 9;
    const cart = () => ({
      _id: 'cart-1',
      items: [
        {
          product_id: kurta._id,
          variant_id: lRust._id,
          size: 'L',
          colour: 'Rust',
          title: 'Linen Kurta',
          image: rustFront,
          price: lRust.price,
          sale_price: lRust.sale_price,
          quantity: inCart,
          total_stock: lRust.stock,
          max_units_per_item: 10,
          line_total: lRust.price * inCart,
        },
      ],
      total: lRust.price * inCart,
    });
    const { calls } = fakeApi(
      shopper,
      productApi(kurta, {
        'GET /api/shop/cart/get/:userId': () => ({ success: true, data: cart() }),
        'POST /api/shop/cart/add': () => {
          inCart += 1;
          return { success: true, message: MESSAGES.addedToCart, data: cart() };
        },
      }),
    );
    renderCatalog(`/shop/product/${kurta._id}`, { user: shopper });
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });
    await userEvent.click(within(colours()).getByRole('radio', { name: 'Rust' }));
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'L' }));
    const add = screen.getByRole('button', { name: /Add to cart/ });
    expect(add).toBeEnabled();

    await userEvent.click(add);
    expect(await findToast()).toHaveTextContent(MESSAGES.addedToCart);
    const said = await screen.findByText('You can buy at most 10 of this item per order');
    expect(said).toHaveAttribute('role', 'status');
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(MESSAGES.maxUnitsPerItem(10));
    expect(calls('POST', '/api/shop/cart/add')).toHaveLength(1);

    // Another size is its own line: it may still be added.
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'M' }));
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
    expect(screen.queryByText(MESSAGES.maxUnitsPerItem(10))).not.toBeInTheDocument();
  });
});

describe('Notify me', () => {
  it('replaces Add to cart on a sold-out size and asks for an email, with the server’s words', async () => {
    const { calls } = fakeApi(
      shopper,
      productApi(kurta, {
        'POST /api/shop/stock-alerts': () => ({ success: true, message: MESSAGES.notifyMeSaved }),
      }),
    );
    renderCatalog(`/shop/product/${kurta._id}`, { user: shopper });
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'M, sold out' }));
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    const notify = screen.getByRole('button', { name: 'Notify me' });
    expect(notify).toHaveAccessibleDescription('Size M in Black is sold out. Get one email when it is back.');
    expect(screen.getByText('Out Of Stock')).toBeInTheDocument();

    await userEvent.click(notify);
    expect(await findToast()).toHaveTextContent(MESSAGES.notifyMeSaved);
    expect(calls('POST', '/api/shop/stock-alerts')[0]?.body).toEqual({
      product_id: kurta._id,
      variant_id: variantOf(kurta, 'M', 'Black')._id,
    });

    // Another size in stock brings Add to cart back.
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'L' }));
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
  });

  it('asks a visitor to log in first', async () => {
    const { calls } = fakeApi(null, productApi(kurta));
    renderCatalog(`/shop/product/${kurta._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'M, sold out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await findToast()).toHaveTextContent('Please login to get notified');
    expect(calls('POST', '/api/shop/stock-alerts')).toHaveLength(0);
  });
});

describe('the size guide', () => {
  const chart = {
    source: 'category' as const,
    chart: {
      columns: ['Chest', 'Length'],
      rows: [
        { size: 'S' as const, cm: [96, 71.5] },
        { size: 'M' as const, cm: [101.6, 73] },
      ],
    },
  };

  it('opens a dialog with the chart in cm, and in inches on request', async () => {
    const { calls } = fakeApi(
      null,
      productApi(kurta, {
        'GET /api/shop/products/size-guide/:id': ({ params }) =>
          params.id === kurta._id ? { success: true, data: chart } : refuse(404, 'No size chart'),
      }),
    );
    renderCatalog(`/shop/product/${kurta._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });
    expect(calls('GET', '/api/shop/products/size-guide')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));

    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    const table = await within(dialog).findByRole('table');
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(within(table).getByText('Body measurements in cm')).toBeInTheDocument();
    expect(rows()).toEqual(['SizeChestLength', 'S9671.5', 'M101.673']);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'inches' }));
    expect(within(table).getByText('Body measurements in inches')).toBeInTheDocument();
    expect(rows()).toEqual(['SizeChestLength', 'S37.828.1', 'M40.028.7']);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Size guide' })).toHaveFocus();
  });

  it('says when the product has no size guide yet', async () => {
    fakeApi(null, productApi(kurta));
    renderCatalog(`/shop/product/${kurta._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' });
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    expect(await within(dialog).findByText('No size guide for this product yet')).toBeInTheDocument();
  });
});
