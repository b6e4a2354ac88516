// Checks the product sheet's options: the variant grid sent for sizes × colours, stock_seen when editing, the total as
// the variants' sum, the gallery's order, pictures per colour, an own size chart, and the category charts' sheet.
import type { AdminProduct, ProductInput } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { ProductsPage } from '#web/features/admin-catalog/products-page.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

/** These journeys type into many fields of a long form: more than the default 5 s on a busy machine. */
const LONG = { timeout: 20_000 };

const upload = (n: number) => `/uploads/${String(n).padStart(32, 'a')}.webp`;

const shirt: AdminProduct = {
  _id: '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1b01',
  image: upload(1),
  images: [upload(1), upload(2)],
  title: 'Oxford Shirt',
  description: 'Cotton oxford, button-down collar.',
  category: 'men',
  brand: 'threadandtote',
  price: 1499,
  sale_price: 1199,
  total_stock: 7,
  average_review: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  variants: [
    {
      _id: '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1c01',
      size: 'M',
      colour: 'Black',
      colour_hex: '#1f1f1f',
      sku: 'OX-BLK-M',
      stock: 7,
      price: 1499,
      sale_price: 1199,
      images: [upload(2)],
      weight_grams: null,
    },
    {
      _id: '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1c02',
      size: 'L',
      colour: 'Black',
      colour_hex: '#1f1f1f',
      sku: 'OX-BLK-L',
      stock: 0,
      price: 1599,
      sale_price: 0,
      images: [upload(2)],
      weight_grams: null,
    },
  ],
  size_scale: 'letters',
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

/** The admin API with a product list, uploads that each store a new image, and the category charts. */
function fakeAdmin(initial: AdminProduct[]): FakeHandlers {
  let products = [...initial];
  let uploads = 10;
  let charts: { category: string; chart: AdminProduct['size_chart'] }[] = [
    { category: 'women', chart: { columns: ['Bust'], rows: [{ size: 'S', cm: [86] }] } },
  ];
  const stored = (body: ProductInput, id: string, previous?: AdminProduct): AdminProduct => ({
    ...body,
    size_scale: body.variants.some((v) => v.size !== null) ? (body.size_scale ?? 'letters') : null,
    _id: id,
    handle: body.handle ?? previous?.handle ?? 'test-product',
    createdAt: previous?.createdAt ?? '2026-02-01T10:00:00.000Z',
    average_review: 0,
    total_stock: body.variants.length ? body.variants.reduce((sum, v) => sum + v.stock, 0) : (body.total_stock ?? 0),
    variants: body.variants.map((v, i) => ({
      _id: `3f0e0a52-4a43-4c55-9a57-0d6a4f0d1d${String(i).padStart(2, '0')}`,
      size: v.size,
      colour: v.colour,
      colour_hex: v.colour_hex,
      sku: v.sku,
      stock: v.stock,
      price: v.price ?? body.price,
      sale_price: v.sale_price ?? (v.price === undefined ? body.sale_price : 0),
      images: v.images,
      weight_grams: v.weight_grams,
    })),
    parcel: {
      weight_grams: body.weight_grams ?? 400,
      length_cm: body.length_cm ?? 30,
      breadth_cm: body.breadth_cm ?? 25,
      height_cm: body.height_cm ?? 4,
    },
  });
  return {
    'GET /api/admin/products/get': () => ({
      success: true,
      data: products,
      total: products.length,
      page: 1,
      limit: 24,
    }),
    'POST /api/admin/products/upload-image': () => ({ success: true, result: { url: upload(++uploads) } }),
    'POST /api/admin/products/add': ({ body }) => {
      const added = stored(body, '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1b99');
      products = [...products, added];
      return { success: true, message: MESSAGES.productAdded, data: added };
    },
    'PUT /api/admin/products/edit/:id': ({ params, body }) => {
      const edited = stored(
        body,
        params.id,
        products.find((p) => p._id === params.id),
      );
      products = products.map((p) => (p._id === params.id ? edited : p));
      return { success: true, message: 'Product updated successfully', data: edited };
    },
    'GET /api/admin/size-charts': () => ({ success: true, data: charts }),
    'PUT /api/admin/size-charts/:category': ({ params, body }) => {
      charts = [
        ...charts.filter((c) => c.category !== params.category),
        { category: params.category, chart: body.chart },
      ];
      return { success: true, message: 'Size chart saved', data: { category: params.category, chart: body.chart } };
    },
  };
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function openNewProduct(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add New Product' }));
  const sheet = screen.getByRole('dialog', { name: 'Add New Product' });
  await user.upload(within(sheet).getByLabelText('Upload Image'), png('cover.png'));
  await within(sheet).findByRole('img', { name: 'Upload Image: preview' });
  await user.type(within(sheet).getByLabelText('Title'), 'Silk Saree');
  await user.type(within(sheet).getByLabelText('Description'), 'Handwoven silk.');
  await user.selectOptions(within(sheet).getByLabelText('Category'), 'women');
  await user.selectOptions(within(sheet).getByLabelText('Brand'), 'threadandtote');
  await user.type(within(sheet).getByLabelText('Price (₹)'), '4999');
  await user.type(within(sheet).getByLabelText('Sale price (₹)'), '0');
  return sheet;
}

describe('a product with sizes and colours', LONG, () => {
  it('sends one variant per size × colour, with SKUs, stock and a price of its own; the total is their sum', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeAdmin([]));
    const sheet = await openNewProduct(user);
    const submit = within(sheet).getByRole('button', { name: 'Add product' });

    for (const option of ['M', 'L', 'Black', 'Navy']) {
      await user.click(within(sheet).getByRole('checkbox', { name: option }));
    }
    const total = within(sheet).getByLabelText('Total stock');
    expect(total).toHaveAttribute('readonly');
    expect(total).toHaveValue(0);
    expect(
      within(sheet).getByRole('table', { name: 'Variants: SKU, stock, price and weight of each' }),
    ).toBeInTheDocument();
    expect(within(sheet).getByLabelText('SKU for M Black')).toHaveValue('TT-SS-BLACK-M');
    expect(submit).toBeDisabled(); // each variant's stock is still blank

    const stock = { 'M Black': '3', 'L Black': '4', 'M Navy': '5', 'L Navy': '0' };
    for (const [variant, value] of Object.entries(stock)) {
      await user.type(within(sheet).getByLabelText(`Stock for ${variant}`), value);
    }
    expect(total).toHaveValue(12);
    await user.clear(within(sheet).getByLabelText('SKU for L Navy'));
    await user.type(within(sheet).getByLabelText('SKU for L Navy'), 'SAREE-NAVY-L');
    await user.type(within(sheet).getByLabelText('Price for L Black (₹)'), '5499');
    // A variant without a weight of its own weighs what the product does: its category's default until one is typed.
    const shipping = within(sheet).getByRole('group', { name: 'Shipping' });
    expect(within(shipping).getByLabelText('Weight (g)')).toHaveAttribute('placeholder', '400 g if left empty');
    expect(within(sheet).getByLabelText('Weight for M Black (g)')).toHaveAttribute('placeholder', '400');
    await user.type(within(shipping).getByLabelText('Weight (g)'), '500');
    expect(within(sheet).getByLabelText('Weight for M Black (g)')).toHaveAttribute('placeholder', '500');
    await user.type(within(sheet).getByLabelText('Weight for L Black (g)'), '650');

    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.productAdded)).toBeInTheDocument();
    const body = calls('POST', '/api/admin/products/add')[0]!.body as ProductInput;
    expect(body).not.toHaveProperty('total_stock');
    expect(body).toMatchObject({ weight_grams: 500, length_cm: null, breadth_cm: null, height_cm: null });
    const variant = { images: [], weight_grams: null };
    expect(body.variants).toEqual([
      { ...variant, size: 'M', colour: 'Black', colour_hex: '#1f1f1f', sku: 'TT-SS-BLACK-M', stock: 3 },
      {
        ...variant,
        size: 'L',
        colour: 'Black',
        colour_hex: '#1f1f1f',
        sku: 'TT-SS-BLACK-L',
        stock: 4,
        price: 5499,
        weight_grams: 650,
      },
      { ...variant, size: 'M', colour: 'Navy', colour_hex: '#1f2a4d', sku: 'TT-SS-NAVY-M', stock: 5 },
      { ...variant, size: 'L', colour: 'Navy', colour_hex: '#1f2a4d', sku: 'SAREE-NAVY-L', stock: 0 },
    ]);
    // The grid shows the new product with its options.
    expect(await screen.findByRole('heading', { name: 'Silk Saree' })).toBeInTheDocument();
  });

  it('keeps the typed stock when the first colour is added to sizes, and drops rows for an unticked size', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<ProductsPage />, fakeAdmin([]));
    const sheet = await openNewProduct(user);
    await user.click(within(sheet).getByRole('checkbox', { name: 'S' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'M' }));
    await user.type(within(sheet).getByLabelText('Stock for S'), '2');
    await user.click(within(sheet).getByRole('checkbox', { name: 'Green' }));
    expect(within(sheet).getByLabelText('Stock for S Green')).toHaveValue(2);
    await user.click(within(sheet).getByRole('checkbox', { name: 'S' }));
    expect(within(sheet).queryByLabelText('Stock for S Green')).not.toBeInTheDocument();
    expect(within(sheet).getByLabelText('Total stock')).toHaveValue(0);
  });

  it('shows the saved variants with their stock, and sends stock_seen so untouched variants keep their sales', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeAdmin([shirt]));
    const card = (await screen.findByRole('heading', { name: 'Oxford Shirt' })).closest('article')!;
    expect(within(card).getByText('M–L')).toBeInTheDocument();
    expect(within(card).getByText('Colours: Black')).toBeInTheDocument();
    expect(within(card).getByText('1 of 2 sold out')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit Oxford Shirt' }));
    const sheet = screen.getByRole('dialog', { name: 'Edit Product' });

    expect(within(sheet).getByLabelText('Upload Image')).toBeDisabled();
    expect(within(sheet).getByRole('checkbox', { name: 'M' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'Black' })).toBeChecked();
    expect(within(sheet).getByLabelText('Stock for M Black')).toHaveValue(7);
    expect(within(sheet).getByLabelText('Stock for L Black')).toHaveValue(0);
    expect(within(sheet).getByLabelText('SKU for L Black')).toHaveValue('OX-BLK-L');
    // M sells at the product's price (blank); L has its own.
    expect(within(sheet).getByLabelText('Price for M Black (₹)')).toHaveValue(null);
    expect(within(sheet).getByLabelText('Price for L Black (₹)')).toHaveValue(1599);
    expect(within(sheet).getByLabelText('Total stock')).toHaveValue(7);

    await user.type(within(sheet).getByLabelText('Stock for L Black'), '5');
    expect(within(sheet).getByLabelText('Total stock')).toHaveValue(12);
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const body = calls('PUT', `/api/admin/products/edit/${shirt._id}`)[0]!.body as ProductInput;
    expect(body.images).toEqual([upload(1), upload(2)]);
    expect(body.variants).toEqual([
      {
        size: 'M',
        colour: 'Black',
        colour_hex: '#1f1f1f',
        sku: 'OX-BLK-M',
        stock: 7,
        stock_seen: 7,
        images: [upload(2)],
        weight_grams: null,
      },
      {
        size: 'L',
        colour: 'Black',
        colour_hex: '#1f1f1f',
        sku: 'OX-BLK-L',
        stock: 5,
        stock_seen: 0,
        price: 1599,
        sale_price: 0,
        images: [upload(2)],
        weight_grams: null,
      },
    ]);
  });

  it('reports a SKU used twice beside the grid, as the contract words it', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeAdmin([]));
    const sheet = await openNewProduct(user);
    await user.click(within(sheet).getByRole('checkbox', { name: 'S' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'M' }));
    await user.type(within(sheet).getByLabelText('Stock for S'), '1');
    await user.type(within(sheet).getByLabelText('Stock for M'), '1');
    await user.clear(within(sheet).getByLabelText('SKU for M'));
    await user.type(within(sheet).getByLabelText('SKU for M'), 'TT-SS-S');
    await user.click(within(sheet).getByRole('button', { name: 'Add product' }));
    expect(await within(sheet).findByText('M: SKU TT-SS-S is used twice')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('SKU for M')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', '/api/admin/products/add')).toHaveLength(0);
  });
});

describe('the gallery and pictures per colour', LONG, () => {
  it('uploads more images, reorders and removes them, cover first; a colour takes the pictures ticked for it', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeAdmin([]));
    const sheet = await openNewProduct(user);
    await user.type(within(sheet).getByLabelText('Total stock'), '9');

    await user.upload(within(sheet).getByLabelText('Add images'), [png('a.png'), png('b.png'), png('c.png')]);
    const gallery = within(sheet).getByRole('list', { name: 'Gallery' });
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(4));
    // Cover (11), then 12, 13, 14 in upload order.
    const order = () =>
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src'));
    expect(order()).toEqual([upload(11), upload(12), upload(13), upload(14)]);
    expect(within(gallery).getByRole('img', { name: 'Picture 1 (cover)' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Move picture 2 left' })).toBeDisabled();

    await user.click(within(gallery).getByRole('button', { name: 'Move picture 4 left' }));
    expect(order()).toEqual([upload(11), upload(12), upload(14), upload(13)]);
    // The moved picture's button keeps the focus, under its new number.
    expect(within(gallery).getByRole('button', { name: 'Move picture 3 left' })).toHaveFocus();
    await user.click(within(gallery).getByRole('button', { name: 'Move picture 2 right' }));
    expect(order()).toEqual([upload(11), upload(14), upload(12), upload(13)]);
    await user.click(within(gallery).getByRole('button', { name: 'Remove picture 4' }));
    expect(order()).toEqual([upload(11), upload(14), upload(12)]);

    await user.click(within(sheet).getByRole('checkbox', { name: 'Teal' }));
    const teal = within(sheet).getByRole('group', { name: 'Pictures for Teal' });
    expect(within(teal).getByText('None chosen: Teal shows the whole gallery.')).toBeInTheDocument();
    await user.click(within(teal).getByRole('checkbox', { name: 'Picture 2' }));
    await user.upload(within(teal).getByLabelText('Upload pictures for Teal'), png('teal.png'));
    expect(await within(teal).findByRole('img', { name: "Teal's own picture 1" })).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('Stock for Teal'), '9');

    await user.click(within(sheet).getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(MESSAGES.productAdded)).toBeInTheDocument();
    const body = calls('POST', '/api/admin/products/add')[0]!.body as ProductInput;
    expect(body.image).toBe(upload(11));
    expect(body.images).toEqual([upload(11), upload(14), upload(12)]);
    expect(body.variants).toEqual([
      expect.objectContaining({ size: null, colour: 'Teal', stock: 9, images: [upload(14), upload(15)] }),
    ]);
  });
});

describe('size charts', LONG, () => {
  it('gives a product its own chart, a row per size, with inches beside the centimetres', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeAdmin([]));
    const sheet = await openNewProduct(user);
    await user.click(within(sheet).getByRole('checkbox', { name: 'S' }));
    await user.type(within(sheet).getByLabelText('Stock for S'), '4');
    // Women has a shared chart, which an own chart starts from.
    expect(await within(sheet).findByText('Women’s chart from Size guides: Bust for S.')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('radio', { name: 'Own chart' }));
    const table = within(sheet).getByRole('table', { name: 'Own size chart: centimetres, with inches beside' });
    expect(within(table).getByLabelText('Measurement 1 name')).toHaveValue('Bust');
    const bust = within(table).getByLabelText('Bust for S in cm');
    expect(bust).toHaveValue(86);
    await user.clear(bust);
    await user.type(bust, '88.9');
    expect(within(table).getByText('35.0 in')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(MESSAGES.productAdded)).toBeInTheDocument();
    const body = calls('POST', '/api/admin/products/add')[0]!.body as ProductInput;
    expect(body.size_chart).toEqual({ columns: ['Bust'], rows: [{ size: 'S', cm: [88.9] }] });
  });

  it("saves a category's chart from the Size guides sheet", async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeAdmin([]));
    await user.click(await screen.findByRole('button', { name: 'Size guides' }));
    const sheet = screen.getByRole('dialog', { name: 'Size guides' });
    const category = await within(sheet).findByLabelText('Chart for');
    await user.selectOptions(category, 'men');
    expect(within(sheet).getByText('Men has no chart yet.')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('checkbox', { name: 'M' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'L' }));
    await user.click(within(sheet).getByRole('button', { name: 'Remove Length' }));
    const figures = { 'Chest for M in cm': '96.5', 'Waist for M in cm': '81', 'Chest for L in cm': '101.5' };
    for (const [label, value] of Object.entries(figures)) await user.type(within(sheet).getByLabelText(label), value);
    expect(within(sheet).getByText('38.0 in')).toBeInTheDocument();

    // A blank figure is caught before anything is sent.
    await user.click(within(sheet).getByRole('button', { name: 'Save Men chart' }));
    expect(within(sheet).getByText('Measurements are above 0 cm')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/size-charts/')).toHaveLength(0);

    await user.type(within(sheet).getByLabelText('Waist for L in cm'), '86');
    await user.click(within(sheet).getByRole('button', { name: 'Save Men chart' }));
    expect(await screen.findByText('Size chart saved')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/size-charts/men')[0]!.body).toEqual({
      chart: {
        columns: ['Chest', 'Waist'],
        rows: [
          { size: 'M', cm: [96.5, 81] },
          { size: 'L', cm: [101.5, 86] },
        ],
      },
    });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Men' })).toBeInTheDocument());
  });
});
