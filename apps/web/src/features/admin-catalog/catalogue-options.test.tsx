// Checks the options staff name (issue 31): the "Colours & sizes" sheet sends the shop's colours and size scales as
// edited, shows the server's refusal, and marks the fields the contract complains of; the product sheet offers a
// scale's sizes and the shop's colours, and sends the scale.
import type { AdminProduct, ProductInput } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import type { CatalogueOptions } from '@shop/contract/options';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { ProductsPage } from '#web/features/admin-catalog/products-page.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

/** Typing into many fields takes a while on a busy machine. */
const LONG = { timeout: 20_000 };

/** A shop before staff named Aubergine or a 6XL. */
const shopOptions: CatalogueOptions = {
  colours: [
    { name: 'Black', hex: '#1f1f1f' },
    { name: 'Navy', hex: '#1f2a4d' },
  ],
  size_scales: [
    { id: 'letters', name: 'Letters', sizes: ['S', 'M', 'L', 'XL', '5XL'] },
    { id: 'waist', name: 'Waist (inches)', sizes: ['30', '32', '34', '36'] },
  ],
};

const upload = (n: number) => `/uploads/${String(n).padStart(32, 'c')}.webp`;

const jeans: AdminProduct = {
  _id: '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1e01',
  image: upload(1),
  images: [upload(1)],
  title: 'Straight Jeans',
  description: 'Rigid denim.',
  category: 'men',
  brand: 'threadandtote',
  price: 2499,
  sale_price: 0,
  total_stock: 5,
  average_review: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  variants: [
    {
      _id: '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1e11',
      size: '32',
      colour: null,
      colour_hex: null,
      sku: 'JEANS-32',
      stock: 5,
      price: 2499,
      sale_price: 0,
      images: [],
      weight_grams: null,
    },
  ],
  size_scale: 'waist',
  size_chart: null,
  tax_class: 'clothing',
  handle: 'test-product',
  tags: [],
  seo_title: null,
  seo_description: null,
  weight_grams: null,
  length_cm: null,
  breadth_cm: null,
  height_cm: null,
  parcel: { weight_grams: 400, length_cm: 30, breadth_cm: 25, height_cm: 4 },
};

/** The admin API with these options (a save replaces them) and a product list. */
function fakeShop(products: AdminProduct[] = []): FakeHandlers {
  let options = shopOptions;
  return {
    'GET /api/shop/options': () => ({ success: true, data: options }),
    'PUT /api/admin/options': ({ body }) => {
      options = body;
      return { success: true, message: 'Options saved', data: options };
    },
    'GET /api/admin/products/get': () => ({
      success: true,
      data: products,
      total: products.length,
      page: 1,
      limit: 24,
    }),
    'POST /api/admin/products/upload-image': () => ({ success: true, result: { url: upload(9) } }),
    'POST /api/admin/products/add': ({ body }) => ({
      success: true,
      message: MESSAGES.productAdded,
      data: { ...jeans, ...body, size_scale: body.size_scale ?? null, variants: [] },
    }),
    'PUT /api/admin/products/edit/:id': ({ body }) => ({
      success: true,
      message: 'Product updated successfully',
      data: { ...jeans, ...body, size_scale: body.size_scale ?? null, variants: jeans.variants },
    }),
    'GET /api/admin/size-charts': () => ({ success: true, data: [] }),
  };
}

async function openOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Colours & sizes' }));
  const sheet = screen.getByRole('dialog', { name: 'Colours & sizes' });
  await within(sheet).findByRole('list', { name: 'Colours' });
  return sheet;
}

describe('the Colours & sizes sheet', LONG, () => {
  it('sends a colour and a size staff add, with the swatch they pick, and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeShop());
    const sheet = await openOptions(user);
    expect(within(sheet).getByLabelText('Colour 1 name')).toHaveValue('Black');
    expect(within(sheet).getByLabelText('Colour 1 hex')).toHaveValue('#1f1f1f');

    await user.click(within(sheet).getByRole('button', { name: 'Add colour' }));
    const name = within(sheet).getByLabelText('Colour 3 name');
    expect(name).toHaveFocus();
    await user.type(name, 'Aubergine');
    const hex = within(sheet).getByLabelText('Colour 3 hex');
    await user.clear(hex);
    await user.type(hex, '#4B2338');
    expect(within(sheet).getByLabelText('Colour 3 swatch')).toHaveValue('#4b2338');
    // Aubergine goes before Navy.
    await user.click(within(sheet).getByRole('button', { name: 'Move Aubergine up' }));
    expect(within(sheet).getByRole('button', { name: 'Move Aubergine up' })).toHaveFocus();
    expect(within(sheet).getByLabelText('Colour 2 name')).toHaveValue('Aubergine');

    const letters = within(sheet).getByRole('group', { name: 'Letters' });
    await user.type(within(letters).getByLabelText('Scale 1 Sizes'), ', 6XL');
    expect(within(letters).getByText('6 sizes, separated by commas.')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Save colours & sizes' }));
    expect(await screen.findByText('Options saved')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/options')[0]!.body).toEqual({
      colours: [
        { name: 'Black', hex: '#1f1f1f' },
        { name: 'Aubergine', hex: '#4b2338' },
        { name: 'Navy', hex: '#1f2a4d' },
      ],
      size_scales: [
        { id: 'letters', name: 'Letters', sizes: ['S', 'M', 'L', 'XL', '5XL', '6XL'] },
        { id: 'waist', name: 'Waist (inches)', sizes: ['30', '32', '34', '36'] },
      ],
    });
  });

  it('adds a scale of staff’s own, its id from its name, and removes another', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeShop());
    const sheet = await openOptions(user);
    await user.click(within(sheet).getByRole('button', { name: 'Add size scale' }));
    const name = within(sheet).getByLabelText('Scale 3 Name');
    expect(name).toHaveFocus();
    await user.type(name, 'Saree lengths');
    await user.type(within(sheet).getByLabelText('Scale 3 Sizes'), '5.5 m, 6 m,6.3 m');
    await user.click(within(sheet).getByRole('button', { name: 'Remove Waist (inches)' }));
    expect(within(sheet).queryByRole('group', { name: 'Waist (inches)' })).not.toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Save colours & sizes' }));
    expect(await screen.findByText('Options saved')).toBeInTheDocument();
    expect((calls('PUT', '/api/admin/options')[0]!.body as CatalogueOptions).size_scales).toEqual([
      { id: 'letters', name: 'Letters', sizes: ['S', 'M', 'L', 'XL', '5XL'] },
      { id: 'saree-lengths', name: 'Saree lengths', sizes: ['5.5 m', '6 m', '6.3 m'] },
    ]);
  });

  it('marks the fields the contract complains of, and sends nothing until they are right', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeShop());
    const sheet = await openOptions(user);
    await user.click(within(sheet).getByRole('button', { name: 'Add colour' }));
    await user.type(within(sheet).getByLabelText('Colour 3 name'), 'navy');
    await user.type(within(sheet).getByLabelText('Scale 1 Sizes'), ', m');

    await user.click(within(sheet).getByRole('button', { name: 'Save colours & sizes' }));
    const colourName = within(sheet).getByLabelText('Colour 3 name');
    expect(colourName).toHaveAttribute('aria-invalid', 'true');
    expect(colourName).toHaveAccessibleDescription('navy is listed twice');
    expect(colourName).toHaveFocus();
    expect(within(sheet).getByLabelText('Scale 1 Sizes')).toHaveAccessibleDescription(/m is listed twice in Letters/);
    expect(within(sheet).getByText('2 fields need changing before the options can be saved.')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/options')).toHaveLength(0);

    // Fixed as typed: the marks go.
    await user.clear(colourName);
    await user.type(colourName, 'Mauve');
    expect(colourName).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's refusal of a colour in use as an error, and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderAdminScreen(<ProductsPage />, {
      ...fakeShop(),
      'PUT /api/admin/options': () => refuse(409, 'Navy is used by 3 products: change them before removing it'),
    });
    const sheet = await openOptions(user);
    await user.click(within(sheet).getByRole('button', { name: 'Remove Navy' }));
    // The focus goes to the colour before it (Navy was the last).
    expect(within(sheet).getByRole('button', { name: 'Remove Black' })).toHaveFocus();
    await user.click(within(sheet).getByRole('button', { name: 'Save colours & sizes' }));

    const message = 'Navy is used by 3 products: change them before removing it';
    const toast = await waitFor(() => {
      const item = screen.getAllByRole('listitem', { hidden: true }).find((li) => li.textContent?.includes(message));
      expect(item).toBeDefined();
      return item!;
    });
    expect(toast).toHaveClass('bg-destructive');
    expect(within(sheet).queryByDisplayValue('Navy')).not.toBeInTheDocument();
  });
});

describe('the product sheet’s options', LONG, () => {
  it('offers the chosen scale’s sizes and the shop’s colours, and sends the scale', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeShop());
    await user.click(await screen.findByRole('button', { name: 'Add New Product' }));
    const sheet = screen.getByRole('dialog', { name: 'Add New Product' });
    await user.upload(
      within(sheet).getByLabelText('Upload Image'),
      new File(['x'], 'jeans.png', { type: 'image/png' }),
    );
    await within(sheet).findByRole('img', { name: 'Upload Image: preview' });
    await user.type(within(sheet).getByLabelText('Title'), 'Slim Jeans');
    await user.type(within(sheet).getByLabelText('Description'), 'Stretch denim.');
    await user.selectOptions(within(sheet).getByLabelText('Category'), 'men');
    await user.selectOptions(within(sheet).getByLabelText('Brand'), 'threadandtote');
    await user.type(within(sheet).getByLabelText('Price (₹)'), '1999');
    await user.type(within(sheet).getByLabelText('Sale price (₹)'), '0');

    const scale = within(sheet).getByLabelText('Size scale');
    expect(scale).toHaveValue('letters');
    expect(within(sheet).getByRole('checkbox', { name: '5XL' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: 'M' }));
    await user.selectOptions(scale, 'Waist (inches)');
    // Another scale: its sizes, and M (which it has not) is no longer chosen.
    expect(within(sheet).queryByRole('checkbox', { name: 'M' })).not.toBeInTheDocument();
    expect(within(sheet).queryByLabelText('Stock for M')).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: '32' }));
    await user.click(within(sheet).getByRole('checkbox', { name: '30' }));
    const colours = within(sheet).getByRole('group', { name: 'Colours' });
    // The shop's two colours, each with its swatch.
    expect(within(colours).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(colours).getByRole('checkbox', { name: 'Navy' }));
    await user.type(within(sheet).getByLabelText('Stock for 30 Navy'), '2');
    await user.type(within(sheet).getByLabelText('Stock for 32 Navy'), '3');

    await user.click(within(sheet).getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(MESSAGES.productAdded)).toBeInTheDocument();
    const body = calls('POST', '/api/admin/products/add')[0]!.body as ProductInput;
    expect(body.size_scale).toBe('waist');
    expect(body.variants.map((v) => [v.size, v.colour, v.colour_hex, v.sku])).toEqual([
      ['30', 'Navy', '#1f2a4d', 'TT-SJ-NAVY-30'],
      ['32', 'Navy', '#1f2a4d', 'TT-SJ-NAVY-32'],
    ]);
  });

  it('opens a saved product on its scale, with its sizes ticked', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeShop([jeans]));
    const card = (await screen.findByRole('heading', { name: 'Straight Jeans' })).closest('article')!;
    expect(within(card).getByText('32')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit Straight Jeans' }));
    const sheet = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(sheet).getByLabelText('Size scale')).toHaveValue('waist');
    expect(within(sheet).getByRole('checkbox', { name: '32' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: '34' })).not.toBeChecked();

    await user.click(within(sheet).getByRole('checkbox', { name: '34' }));
    await user.type(within(sheet).getByLabelText('Stock for 34'), '1');
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const body = calls('PUT', `/api/admin/products/edit/${jeans._id}`)[0]!.body as ProductInput;
    expect(body.size_scale).toBe('waist');
    expect(body.variants.map((v) => [v.size, v.stock])).toEqual([
      ['32', 5],
      ['34', 1],
    ]);
  });
});
