import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { addInStockToCart, DEMO, newShopper, saveAddress, signIn } from '../support/shop.ts';

/** A Cash on Delivery order of the signed-in shopper, placed and confirmed through the API; answers its id. */
async function codOrder(page: Page, addressId: string): Promise<string> {
  await addInStockToCart(page, 'women', 1, 5);
  const placed = await page.request.post('/api/shop/order/create', {
    data: { addressInfo: { address_id: addressId }, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  const orderId = (await placed.json()).order_id as string;
  // The shopper confirms it (from their order page): only a confirmed Cash on Delivery order ships.
  const confirmed = await page.request.post(`/api/shop/order/confirm-cod/${orderId}`, { data: { confirm: true } });
  expect(confirmed.status()).toBe(200);
  return orderId;
}

test('staff ship two orders at once, print their labels, the courier delivers them, and the shopper follows the parcel', async ({
  page,
  browser,
}) => {
  await newShopper(page, 'Kavya Rao');
  const addressId = await saveAddress(page);
  const first = await codOrder(page, addressId);
  const second = await codOrder(page, addressId);
  const numberOf = async (orderId: string) =>
    (await (await page.request.get(`/api/shop/order/details/${orderId}`)).json()).data.order_number as string;
  const numbers = [await numberOf(first), await numberOf(second)];

  // Staff open the orders waiting to be shipped, choose both and ship them in one go.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  await staff.goto('/admin/orders?order_status=confirmed&shipment=none');
  for (const number of numbers) await staff.getByRole('checkbox', { name: `Select order ${number}` }).check();
  await staff.getByRole('button', { name: 'Ship selected' }).click();
  const result = staff.getByRole('status', { name: 'Shipping result' });
  await expect(result.getByText('2 orders shipped')).toBeVisible();
  const shipped = result.getByRole('list', { name: 'Shipped' }).getByRole('listitem');
  await expect(shipped).toHaveCount(2);
  const awbs = (await shipped.allTextContents()).map((line) => line.match(/AWB\s*(\S+)/)![1]!);

  // One PDF with both labels.
  const download = staff.waitForEvent('download');
  await result.getByRole('link', { name: 'Download labels (PDF)' }).click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(2);

  // The courier picks both up and delivers them (the sandbox plays their scans as Shiprocket's webhooks).
  for (const awb of awbs) {
    const played = await staff.request.post('/api/sandbox/shiprocket/play', {
      data: { awb, to: 'delivered', stepMs: 150 },
    });
    expect(played.status()).toBe(200);
  }
  await expect
    .poll(async () => (await (await page.request.get(`/api/shop/order/details/${first}`)).json()).data.order_status)
    .toBe('delivered');

  // The shopper sees the parcel's journey in their order.
  await page.goto('/shop/account');
  await page
    .getByRole('table', { name: 'Order History' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: numbers[0]!, exact: true }) })
    .getByRole('button')
    .first()
    .click();
  const details = page.getByRole('dialog');
  const updates = details.getByRole('list', { name: 'Parcel updates, newest first' });
  await expect(updates.getByRole('listitem')).toHaveCount(4);
  await expect(updates.getByRole('listitem').first()).toContainText('Delivered');
  await expect(details.getByRole('link', { name: new RegExp(awbs[0]!) })).toBeVisible();

  // Staff see it delivered, with the cash collected at the door.
  await staff.goto(`/admin/orders?shipment=delivered`);
  await expect(staff.getByRole('checkbox', { name: `Select order ${numbers[1]}` })).toBeVisible();
});
