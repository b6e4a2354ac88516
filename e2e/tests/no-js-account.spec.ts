import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiShopper, DEMO, flashSaid, postFormsFromHome, productInTwoSizes, saveAddress } from '../support/shop.ts';

/*
 * An order's details and its return request with JavaScript off (decision 031): "View Details" is a link whose page
 * shows the details above the order history, with a link that closes them; a delivered order's "Return or exchange"
 * opens the return form on the page, whose native controls post to the account's action: a form with something wrong
 * comes back saying what, and asks nothing of the API; a right one asks for the return and the order's details show it.
 */
test.use({ javaScriptEnabled: false });

type ReturnRequest = {
  status: string;
  items: { order_item_id: string; quantity: number; reason: string; exchange_variant_id: string | null }[];
};

async function returnsOf(page: Page, orderId: string): Promise<ReturnRequest[]> {
  const answer = await page.request.get(`/api/shop/order/returns/${orderId}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as ReturnRequest[];
}

/** Staff mark the order delivered (and its cash collected) through the API, as the returns journeys do on screen. */
async function deliveredByStaff(browser: Browser, orderId: string) {
  const staff = await browser.newContext();
  const signin = await staff.request.post('/api/auth/signin', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
    headers: { 'x-forwarded-for': '203.0.113.77' },
  });
  expect(signin.ok()).toBe(true);
  const updated = await staff.request.put(`/api/admin/orders/update/${orderId}`, {
    data: { orderStatus: 'delivered', paymentStatus: 'paid' },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  await staff.close();
}

test('a shopper without JavaScript opens an order’s details, and asks to exchange a delivered piece for another size', async ({
  page,
  browser,
}) => {
  await apiShopper(page, 'Meera Nair');
  await postFormsFromHome(page);
  const addressId = await saveAddress(page);
  const { product, colour, sizes } = await productInTwoSizes(page);
  const bought = product.variants.find((variant) => variant.colour === colour && variant.size === sizes[0])!;
  const wanted = product.variants.find((variant) => variant.colour === colour && variant.size === sizes[1])!;
  const added = await page.request.post('/api/shop/cart/add', {
    data: { product_id: product._id, variant_id: bought._id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);

  // A Cash on Delivery order, placed from checkout's form.
  await page.goto(`/shop/checkout?address=${addressId}`);
  await page.getByRole('button', { name: 'Pay with Cash on Delivery' }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const { order_number: orderNumber } = (await (await page.request.get(`/api/shop/order/details/${orderId}`)).json())
    .data as { order_number: string };

  // View Details is a link: the page shows the order's details above the history, and Close takes them away.
  await page.goto('/shop/account');
  await page
    .getByRole('table', { name: 'Order History' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: orderNumber, exact: true }) })
    .getByRole('link', { name: /^View Details/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]order=${orderId}`));
  const details = page.getByRole('region', { name: 'Order Details' });
  await expect(details.getByText(orderNumber).first()).toBeVisible();
  await expect(details.getByText('Cash on Delivery').first()).toBeVisible();
  await expect(details.getByRole('region', { name: 'Order items' }).getByText(product.title)).toBeVisible();
  // What the details ask of a new shopper's Cash on Delivery order works from them too, and they stay open.
  await details.getByRole('button', { name: 'Confirm order' }).click();
  await expect(flashSaid(page, 'Your order is confirmed. We will pack it now.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Order Details' })
      .getByText(/^Confirmed/)
      .first(),
  ).toBeVisible();
  await details.getByRole('link', { name: /^Close/ }).click();
  await expect(page.getByRole('region', { name: 'Order Details' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]order=/);

  // Delivered, the order's details offer a return or an exchange: a link to the form on the page.
  await deliveredByStaff(browser, orderId);
  await page.goto(`/shop/account?order=${orderId}`);
  await page.getByRole('region', { name: 'Order Details' }).getByRole('link', { name: 'Return or exchange' }).click();
  const form = page.getByRole('region', { name: 'Return or exchange' });
  await expect(form.getByText(`Order ${orderNumber}`)).toBeVisible();

  // Nothing ticked: the form says so, and nothing is asked.
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose at least one item to return');
  expect(await returnsOf(page, orderId)).toEqual([]);

  // Ticked, an exchange without a reason or a size: each is said under its field, the tick kept; nothing is asked.
  await form.getByRole('checkbox', { name: product.title }).check();
  await form.getByRole('radio', { name: 'Exchange for another size/colour' }).check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByLabel('Reason')).toHaveAccessibleDescription('Choose a reason');
  await expect(form.getByText('Choose a size or colour to exchange for')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: product.title })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Exchange for another size/colour' })).toBeChecked();
  expect(await returnsOf(page, orderId)).toEqual([]);

  // Right: the request goes, the bar says what the toast says, and the order's details show it.
  await form.getByLabel('Reason').selectOption({ label: 'Size too small' });
  const target = `Size ${sizes[1]} · ${colour}`;
  await form.getByRole('radio', { name: new RegExp(`^${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(flashSaid(page, 'Return requested. We will tell you by email once it is approved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]order=${orderId}`));
  const after = page.getByRole('region', { name: 'Order Details' });
  await expect(after.getByText('Requested', { exact: true })).toBeVisible();
  await expect(after.getByText(`Exchange for ${target}`)).toBeVisible();
  const requests = await returnsOf(page, orderId);
  expect(requests).toHaveLength(1);
  expect(requests[0]!.items).toEqual([
    expect.objectContaining({ quantity: 1, reason: 'too_small', exchange_variant_id: wanted._id }),
  ]);
});
