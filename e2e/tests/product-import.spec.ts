// Staff bring products over from Shopify (issue 31): they upload Shopify's product CSV at /admin/import, read the dry
// run ("2 to create"), import it and watch it finish; then a shopper finds an imported kurta, picks its size and
// colour, and places a Cash on Delivery order for it, which the shop has recorded with that size and colour. The export
// gives the products back in Shopify's format.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, newShopper, saveAddress, signIn, toastText } from '../support/shop.ts';

const KURTA = 'Indigo Block Print Kurta E2E';
const TOTE = 'Jute Market Tote E2E';

/**
 * The CSV as a Shopify export has it (the older generation of headers): a kurta in sizes S and M and colours Indigo and
 * Mustard, and a tote in two colours, each pictured by the address of a demo product's picture already in the shop.
 */
async function shopifyCsv(request: APIRequestContext, baseUrl: string): Promise<Buffer> {
  const { data } = await (await request.get('/api/shop/products/get?limit=10')).json();
  const images = (data as { image: string }[]).map((product) => product.image).filter(Boolean);
  expect(images.length).toBeGreaterThan(1);
  const template = await readFile(new URL('./fixtures/product-import/shopify-products.csv', import.meta.url), 'utf8');
  return Buffer.from(
    template
      .replaceAll('{{KURTA_IMAGE}}', new URL(images[0]!, baseUrl).href)
      .replaceAll('{{TOTE_IMAGE}}', new URL(images[1]!, baseUrl).href),
  );
}

test('staff import a Shopify CSV after its dry run; a shopper buys an imported kurta in a size and colour by COD', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  const csv = await shopifyCsv(staff.request, baseURL!);

  // The dry run: what each row would do, before anything is saved.
  await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Import', exact: true }).click();
  await expect(staff.getByRole('heading', { name: 'Import products', level: 1 })).toBeVisible();
  await staff
    .getByLabel('Product CSV')
    .setInputFiles({ name: 'products_export_1.csv', mimeType: 'text/csv', buffer: csv });
  await staff.getByRole('button', { name: 'Check file' }).click();
  const summary = staff.getByRole('list', { name: 'Summary' });
  await expect(summary.getByText('2 to create')).toBeVisible();
  await expect(summary.getByText('0 refused')).toBeVisible();
  const rows = staff.getByRole('table', { name: 'Rows' });
  await expect(rows.getByRole('row', { name: /IBK-E2E-M-MUS/ }).getByText('Create')).toBeVisible();
  await expect(rows.getByRole('row')).toHaveCount(7);
  // Nothing is saved by the dry run.
  const before = await (await page.request.get('/api/shop/search/Indigo%20Block%20Print')).json();
  expect(JSON.stringify(before)).not.toContain(KURTA);

  // The import runs in the background and says when it is done.
  await staff.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(staff.getByText('products_export_1.csv: 2 created, 0 changed, 0 unchanged.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(staff.getByRole('link', { name: 'Go to Products' })).toBeVisible();

  // The export gives them back in Shopify's format, in the older headers when staff ask for those.
  const exportArea = staff.getByRole('region', { name: 'Export' });
  await exportArea.getByRole('radio', { name: 'Legacy' }).click();
  const download = staff.waitForEvent('download');
  await exportArea.getByRole('link', { name: 'Export all products (Shopify CSV)' }).click();
  // The file starts with a byte-order mark, so that Excel reads it as UTF-8.
  const exported = (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect((await download).suggestedFilename()).toBe('products_shopify_legacy.csv');
  expect(exported.split(/\r?\n/)[0]).toMatch(/^Handle,Title,.*Variant SKU/);
  expect(exported).toContain('IBK-E2E-M-MUS');

  // A shopper finds the kurta by search and opens its page.
  await newShopper(page, 'Lakshmi Menon');
  await saveAddress(page);
  await page.goto('/shop/search');
  await page.getByPlaceholder('Search Products...').fill('Indigo Block Print');
  const card = page.locator('main article').filter({ hasText: KURTA });
  await expect(card).toBeVisible();
  await expect(card.getByText('₹899.00')).toBeVisible();
  await card.getByRole('heading').click();
  await page.getByRole('dialog').getByRole('link', { name: 'View full details' }).click();
  await expect(page).toHaveURL(/\/shop\/product\//);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: KURTA })).toBeVisible();

  // Mustard in M, as the file listed them.
  await main.getByRole('radio', { name: 'Mustard', exact: true }).click();
  await expect(main.getByText('Colour: Mustard')).toBeVisible();
  await main.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).click();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toastText(page, 'Product is added to cart')).toBeVisible();

  await page.goto('/shop/checkout');
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: /Cash on Delivery/ }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success/);
  await expect(page.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? page.url().match(/[0-9a-f-]{36}/)![0];

  // The shop recorded the order with the imported product, in the size and colour chosen.
  const order = (await (await page.request.get(`/api/shop/order/details/${orderId}`)).json()).data;
  expect(order.payment_method).toBe('COD');
  expect(order.cart_items).toEqual([
    expect.objectContaining({ title: KURTA, size: 'M', colour: 'Mustard', quantity: 1 }),
  ]);

  // The tote came in too, in its two colours.
  const { data: found } = await (await page.request.get('/api/shop/search/Jute%20Market%20Tote')).json();
  const tote = (found as { title: string; variants: { colour: string | null }[] }[]).find((p) => p.title === TOTE);
  expect(tote?.variants.map((variant) => variant.colour).sort()).toEqual(['Beige', 'Black']);
});
