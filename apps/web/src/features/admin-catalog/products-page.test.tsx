// Checks the staff's product screen: the grid, the add/edit sheet and its submit rule, and confirming a deletion.
import type { AdminProduct } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
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

const kurta: AdminProduct = {
  _id: '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1a01',
  image: '/uploads/0123456789abcdef0123456789abcdef.webp',
  title: 'Linen Kurta',
  description: 'Breathable linen for hot days.',
  category: 'men',
  brand: 'threadandtote',
  price: 1299,
  sale_price: 999,
  total_stock: 12,
  average_review: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  images: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
  variants: [],
  size_scale: null,
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
const tote: AdminProduct = {
  ...kurta,
  _id: '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1a02',
  title: 'Canvas Tote',
  category: 'women',
  price: 799,
  sale_price: 0,
  total_stock: 0,
};

/** A small stand-in for the admin API: a product list that add, edit and delete change. */
function fakeCatalogue(initial: AdminProduct[]): FakeHandlers {
  let products = [...initial];
  return {
    'GET /api/admin/products/get': () => ({
      success: true,
      data: products,
      total: products.length,
      page: 1,
      limit: 24,
    }),
    'POST /api/admin/products/upload-image': () => ({
      success: true,
      result: { url: '/uploads/fedcba9876543210fedcba9876543210.webp' },
    }),
    'POST /api/admin/products/add': ({ body }) => {
      const added: AdminProduct = {
        ...kurta,
        ...body,
        _id: '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1a99',
        total_stock: body.total_stock ?? 0,
        variants: [],
        average_review: 0,
      };
      products = [...products, added];
      return { success: true, message: MESSAGES.productAdded, data: added };
    },
    'PUT /api/admin/products/edit/:id': ({ params, body }) => {
      products = products.map((p) =>
        p._id === params.id
          ? { ...p, ...body, total_stock: body.total_stock ?? p.total_stock, variants: p.variants }
          : p,
      );
      return { success: true, message: 'Product updated successfully', data: products[0]! };
    },
    'DELETE /api/admin/products/delete/:id': ({ params }) => {
      products = products.filter((p) => p._id !== params.id);
      return { success: true, message: 'Product deleted successfully' };
    },
  };
}

const pngFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'kurta.png', { type: 'image/png' });

describe('the admin product grid', () => {
  it('shows each product with its sale price, the original struck through, and its stock', async () => {
    renderAdminScreen(<ProductsPage />, fakeCatalogue([kurta, tote]));
    const card = (await screen.findByRole('heading', { name: 'Linen Kurta' })).closest('article')!;
    expect(within(card).getByText('₹999.00')).toBeInTheDocument();
    expect(within(card).getByText('₹1,299.00').closest('s')).toBeInTheDocument();
    expect(within(card).getByText('12')).toBeInTheDocument();

    const toteCard = screen.getByRole('heading', { name: 'Canvas Tote' }).closest('article')!;
    expect(within(toteCard).getByText('₹799.00').closest('s')).toBeNull();
    expect(within(toteCard).getByText('Out Of Stock')).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
  });

  it('shows a product’s tags', async () => {
    renderAdminScreen(<ProductsPage />, fakeCatalogue([{ ...kurta, tags: ['summer', 'hand block'] }]));
    const card = (await screen.findByRole('heading', { name: 'Linen Kurta' })).closest('article')!;
    expect(within(card).getByText('#summer #hand block')).toBeInTheDocument();
  });
});

// Filling the whole form by keyboard takes seconds; with every test file running at once it can pass the default 5 s.
describe('the product sheet', { timeout: 20_000 }, () => {
  it("is titled 'Add New Product', and its submit stays disabled until every field is filled", async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeCatalogue([kurta]));
    await user.click(await screen.findByRole('button', { name: 'Add New Product' }));

    const sheet = screen.getByRole('dialog', { name: 'Add New Product' });
    const submit = within(sheet).getByRole('button', { name: 'Add product' });
    expect(within(sheet).getByLabelText('Upload Image')).toBeEnabled();
    expect(within(sheet).getByLabelText('Sale price (₹)')).toHaveAttribute(
      'placeholder',
      'Sale price (optional, 0 for none)',
    );
    for (const name of ['Price (₹)', 'Sale price (₹)', 'Total stock']) {
      expect(within(sheet).getByLabelText(name)).toHaveAttribute('type', 'number');
    }

    const steps: [string, () => Promise<void>][] = [
      ['title', () => user.type(within(sheet).getByLabelText('Title'), 'Silk Saree')],
      ['description', () => user.type(within(sheet).getByLabelText('Description'), 'Handwoven silk.')],
      ['category', () => user.selectOptions(within(sheet).getByLabelText('Category'), 'women')],
      ['brand', () => user.selectOptions(within(sheet).getByLabelText('Brand'), 'threadandtote')],
      ['price', () => user.type(within(sheet).getByLabelText('Price (₹)'), '4999')],
      ['sale_price', () => user.type(within(sheet).getByLabelText('Sale price (₹)'), '0')],
      ['total_stock', () => user.type(within(sheet).getByLabelText('Total stock'), '5')],
    ];
    for (const [field, fill] of steps) {
      await fill();
      expect(submit, `still disabled after ${field}`).toBeDisabled();
    }

    // The image is the last empty field: uploading starts as soon as the file is chosen.
    await user.upload(within(sheet).getByLabelText('Upload Image'), pngFile());
    expect(await within(sheet).findByRole('img', { name: 'Upload Image: preview' })).toHaveAttribute(
      'src',
      '/uploads/fedcba9876543210fedcba9876543210.webp',
    );
    const [upload] = calls('POST', '/api/admin/products/upload-image');
    expect((upload!.body as FormData).get('productImageFile')).toBeInstanceOf(File);
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByText(MESSAGES.productAdded)).toBeInTheDocument();
    expect(calls('POST', '/api/admin/products/add')[0]!.body).toEqual({
      image: '/uploads/fedcba9876543210fedcba9876543210.webp',
      images: ['/uploads/fedcba9876543210fedcba9876543210.webp'],
      variants: [],
      size_chart: null,
      size_scale: null,
      tax_class: 'clothing',
      title: 'Silk Saree',
      description: 'Handwoven silk.',
      category: 'women',
      brand: 'threadandtote',
      price: 4999,
      sale_price: 0,
      total_stock: 5,
      // Left empty: the category's default parcel.
      weight_grams: null,
      length_cm: null,
      breadth_cm: null,
      height_cm: null,
      // Left empty: a handle made from the title, no tags, the title and description for search engines.
      tags: [],
      seo_title: null,
      seo_description: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add New Product' })).toHaveFocus();
    // The grid is loaded again, so the new product shows.
    expect(await screen.findByRole('heading', { name: 'Silk Saree' })).toBeInTheDocument();
  });

  it("is titled 'Edit Product' for an existing product, with its values and the upload disabled", async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeCatalogue([kurta]));
    await user.click(await screen.findByRole('button', { name: 'Edit Linen Kurta' }));

    const sheet = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(sheet).getByLabelText('Upload Image')).toBeDisabled();
    expect(within(sheet).getByRole('img', { name: 'Upload Image: preview' })).toHaveAttribute('src', kurta.image);
    expect(within(sheet).queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    expect(within(sheet).getByLabelText('Title')).toHaveValue('Linen Kurta');
    expect(within(sheet).getByLabelText('Category')).toHaveValue('men');
    expect(within(sheet).getByLabelText('Price (₹)')).toHaveValue(1299);

    await user.clear(within(sheet).getByLabelText('Total stock'));
    await user.type(within(sheet).getByLabelText('Total stock'), '30');
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const [edit] = calls('PUT', `/api/admin/products/edit/${kurta._id}`);
    expect(edit!.body).toMatchObject({ image: kurta.image, total_stock: 30, price: 1299 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Linen Kurta' })).toHaveFocus();
  });

  it("shows the server's refusal of a file as a destructive toast and keeps the field empty", async () => {
    const user = userEvent.setup();
    const catalogue = fakeCatalogue([kurta]);
    renderAdminScreen(<ProductsPage />, {
      ...catalogue,
      'POST /api/admin/products/upload-image': () => refuse(400, 'That file is not an image we can use'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add New Product' }));
    await user.upload(screen.getByLabelText('Upload Image'), pngFile());

    // The open sheet hides the rest of the page from assistive technology (Radix announces the toast separately).
    const message = 'That file is not an image we can use';
    const toast = await waitFor(() => {
      const item = screen.getAllByRole('listitem', { hidden: true }).find((li) => li.textContent?.includes(message));
      expect(item).toBeDefined();
      return item!;
    });
    expect(toast).toHaveClass('bg-destructive');
    expect(screen.queryByRole('img', { name: 'Upload Image: preview' })).not.toBeInTheDocument();
  });

  it('lets an uploaded image be removed, which disables submit again', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<ProductsPage />, fakeCatalogue([kurta]));
    await user.click(await screen.findByRole('button', { name: 'Add New Product' }));
    await user.upload(screen.getByLabelText('Upload Image'), pngFile());
    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Upload Image: preview' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload Image')).toHaveFocus();
  });
});

describe('deleting a product', () => {
  it('asks for confirmation, naming the product, before calling the API', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeCatalogue([kurta, tote]));
    const deleteButton = await screen.findByRole('button', { name: 'Delete Linen Kurta' });

    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Linen Kurta?' });
    expect(calls('DELETE', '/api/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls('DELETE', '/api/')).toHaveLength(0);
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(calls('DELETE', '/api/')).toEqual([
      expect.objectContaining({ path: `/api/admin/products/delete/${kurta._id}` }),
    ]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Linen Kurta' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Products' })).toHaveFocus();
  });
});

describe('the tax class', () => {
  it('opens as saved (Bags for a bag) and sends the class staff choose', async () => {
    const user = userEvent.setup();
    const bag: AdminProduct = { ...tote, tax_class: 'bags', total_stock: 4 };
    const { calls } = renderAdminScreen(<ProductsPage />, fakeCatalogue([bag]));
    await user.click(await screen.findByRole('button', { name: 'Edit Canvas Tote' }));

    const sheet = within(screen.getByRole('dialog', { name: 'Edit Product' }));
    const taxClass = sheet.getByLabelText('Tax class');
    expect(taxClass).toHaveValue('bags');
    expect(
      within(taxClass)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Clothing', 'Bags']);

    await user.selectOptions(taxClass, 'Clothing');
    await user.click(sheet.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(calls('PUT', `/api/admin/products/edit/${bag._id}`)[0]!.body).toMatchObject({ tax_class: 'clothing' });
  });
});

describe('the handle, tags and search engine words', { timeout: 20_000 }, () => {
  it('opens as saved, shows the address a typed handle gives, and sends handle, tags and SEO words', async () => {
    const user = userEvent.setup();
    const saved: AdminProduct = { ...kurta, handle: 'linen-kurta', tags: ['summer'], seo_title: null };
    const { calls } = renderAdminScreen(<ProductsPage />, fakeCatalogue([saved]));
    await user.click(await screen.findByRole('button', { name: 'Edit Linen Kurta' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Edit Product' }));

    const tags = sheet.getByLabelText('Tags');
    expect(tags).toHaveValue('summer');
    await user.type(tags, ', Linen,  SUMMER ');

    await user.click(sheet.getByText('Search engines'));
    const handle = sheet.getByLabelText('Handle');
    expect(handle).toHaveValue('linen-kurta');
    expect(sheet.getByText('/shop/product/linen-kurta')).toBeInTheDocument();
    await user.clear(handle);
    await user.type(handle, 'sage-linen-kurta');
    expect(sheet.getByText('/shop/product/sage-linen-kurta')).toBeInTheDocument();
    expect(sheet.getByText(/address changes when you save/)).toBeInTheDocument();
    await user.type(sheet.getByLabelText('SEO title'), 'Sage linen kurta for summer');

    await user.click(sheet.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(calls('PUT', `/api/admin/products/edit/${saved._id}`)[0]!.body).toMatchObject({
      handle: 'sage-linen-kurta',
      tags: ['summer', 'linen'],
      seo_title: 'Sage linen kurta for summer',
      seo_description: null,
    });
  });

  it('says so, and sends nothing, when the handle is not one', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ProductsPage />, fakeCatalogue([kurta]));
    await user.click(await screen.findByRole('button', { name: 'Edit Linen Kurta' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Edit Product' }));
    await user.click(sheet.getByText('Search engines'));
    await user.clear(sheet.getByLabelText('Handle'));
    await user.type(sheet.getByLabelText('Handle'), 'linen kurta!');
    expect(sheet.getByText(/Not an address yet/)).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Save changes' }));
    expect(await sheet.findByText(/The handle may hold only letters, digits and single dashes/)).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/products/edit/')).toHaveLength(0);
  });
});
