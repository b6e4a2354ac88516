import { expect, test, type Page } from '@playwright/test';
import {
  addInStockToCart,
  apiShopper,
  fillAddress,
  flashRefused,
  flashSaid,
  postFormsFromHome,
  saveAddress,
} from '../support/shop.ts';

/*
 * Checkout and the account with JavaScript off (decision 031): the pages arrive with the cart, addresses and orders;
 * the address book's forms, Cash on Delivery and PhonePe post to the pages' actions, which redirect with the toast's
 * words; PhonePe's page sends the shopper back through the API, which confirms the payment on the server; an order is
 * cancelled from a form the order list's link opens; Log out is a form.
 */
test.use({ javaScriptEnabled: false });

type Order = {
  _id: string;
  order_number: string;
  payment_method: string;
  order_status: string;
  whatsapp_opt_in: boolean;
  buyer_gstin: string | null;
  buyer_business_name: string | null;
};

async function orderOf(page: Page, orderId: string): Promise<Order> {
  const answer = await page.request.get(`/api/shop/order/details/${orderId}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as Order;
}

const orderIdIn = (url: string) => new URL(url).searchParams.get('orderId')!;

test('a shopper without JavaScript adds an address, pays by Cash on Delivery and with PhonePe, edits and deletes the address, cancels an order and logs out', async ({
  page,
}) => {
  await apiShopper(page, 'Kavya Iyer');
  await addInStockToCart(page, 'women', 1, 5);

  // Checkout arrives with the cart; with no address, paying says to choose one.
  await page.goto('/shop/checkout');
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Total', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with Razorpay' })).toBeDisabled();
  await page.getByRole('button', { name: 'Pay with Cash on Delivery' }).click();
  await expect(flashRefused(page, 'Please select one address to proceed.')).toBeVisible();

  // The first address, added from checkout, becomes the chosen one.
  await fillAddress(page, { Pincode: '560025' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(flashSaid(page, 'Address added successfully')).toBeVisible();
  await expect(page).toHaveURL(/[?&]address=/);
  await expect(page.getByRole('radio').first()).toBeChecked();

  // The coupon form is a GET of the page: the server answers the code, and the chosen address stays.
  await page.getByLabel('Have a coupon?').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]coupon=NOSUCHCODE/);
  await expect(page.getByText('That coupon code does not exist. Check it and try again.')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();

  // Cash on Delivery: the order is placed and the success page arrives with it.
  await page.getByRole('button', { name: 'Pay with Cash on Delivery' }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
  const codOrder = await orderOf(page, orderIdIn(page.url()));
  expect(codOrder.payment_method).toBe('COD');
  await expect(page.getByRole('region', { name: 'Payment details' }).getByText(codOrder.order_number)).toBeVisible();

  // PhonePe: the form places the order and the browser goes to PhonePe's page, and back through the server.
  await addInStockToCart(page, 'women', 1, 5);
  await page.goto('/shop/checkout');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Pay with PhonePe' }).click();
  await expect(page.getByRole('heading', { name: 'PhonePe' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=[0-9a-f-]+$/);
  await expect(page.getByRole('region', { name: 'PhonePe payment' }).getByText('Paid successfully')).toBeVisible();
  const paidOrder = await orderOf(page, orderIdIn(page.url()));
  expect(paidOrder.payment_method).toBe('PhonePe');

  // The account: the orders are in the page; the Address tab is a link; Edit opens the form filled in.
  await page.goto('/shop/account');
  await expect(
    page.getByRole('table', { name: 'Order History' }).getByRole('cell', { name: paidOrder.order_number, exact: true }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Address' }).click();
  await page.getByRole('link', { name: /^Edit address 4 Residency Road/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Bengaluru');
  await page.getByLabel('Landmark', { exact: true }).fill('Behind the library');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(flashSaid(page, 'Address updated successfully')).toBeVisible();
  await expect(page.getByText('Behind the library')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add New Address' })).toBeVisible();

  await page.getByRole('button', { name: /^Delete address 4 Residency Road/ }).click();
  await expect(flashSaid(page, 'Address deleted successfully')).toBeVisible();
  await expect(page.getByText(/No saved addresses yet/)).toBeVisible();

  // Cancelling the paid order: the list's link opens the form, which says what happens to the money.
  await page.goto('/shop/account');
  await page
    .getByRole('link', { name: `Cancel order ${paidOrder.order_number}` })
    .first()
    .click();
  const form = page.getByRole('region', { name: `Cancel order ${paidOrder.order_number}?` });
  await expect(form.getByText(/refunded to the way you paid \(PhonePe\)/)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  await expect.poll(async () => (await orderOf(page, paidOrder._id)).order_status).toBe('cancelled');

  // Log out is a form on the account page: the session ends and the shopper is home.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
  expect((await (await page.request.get('/api/auth/check-auth')).json()).success).toBe(false);
});

/** A Maharashtra GSTIN whose check character checks out. */
const BUYER_GSTIN = '27AAPFU0939F1ZV';

test('a shopper without JavaScript asks for a GST invoice and WhatsApp updates with a Cash on Delivery order', async ({
  page,
}) => {
  const shopper = await apiShopper(page, 'Rohan Kulkarni');
  await postFormsFromHome(page);
  await saveAddress(page, { phone: '9845067890' });
  await addInStockToCart(page, 'women', 1, 5);
  const ordersPlaced = async () =>
    ((await (await page.request.get(`/api/shop/order/list/${shopper.id}`)).json()).data as Order[]).length;

  // The boxes are native: WhatsApp names the phone of whichever address the radio chooses; the GST invoice's tick
  // shows its two fields.
  await page.goto('/shop/checkout');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await page.getByRole('radio').first().check();
  await summary.getByRole('checkbox', { name: /^Send order updates on WhatsApp/ }).check();
  await expect(summary.getByLabel('GSTIN')).toBeHidden();
  await summary.getByRole('checkbox', { name: 'Buying for a business? Get a GST invoice' }).check();
  await expect(summary.getByLabel('GSTIN')).toBeVisible();

  // Ticked with a GSTIN that does not check out: no order goes out as a consumer's; the bar says what is wrong.
  await summary.getByLabel('GSTIN').fill('27AAPFU0939F1ZZ');
  await summary.getByLabel('Business name').fill('Kulkarni Traders');
  await page.getByRole('button', { name: 'Pay with Cash on Delivery' }).click();
  await expect(flashRefused(page, 'The GSTIN’s last character does not check out')).toBeVisible();
  expect(await ordersPlaced()).toBe(0);

  // Right: the order holds the business and the WhatsApp answer, as the app sends them.
  await page.getByRole('radio').first().check();
  await summary.getByRole('checkbox', { name: /^Send order updates on WhatsApp/ }).check();
  await summary.getByRole('checkbox', { name: 'Buying for a business? Get a GST invoice' }).check();
  await summary.getByLabel('GSTIN').fill(` ${BUYER_GSTIN.toLowerCase()} `);
  await summary.getByLabel('Business name').fill('Kulkarni Traders');
  await page.getByRole('button', { name: 'Pay with Cash on Delivery' }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);
  const order = await orderOf(page, orderIdIn(page.url()));
  expect(order).toMatchObject({
    payment_method: 'COD',
    whatsapp_opt_in: true,
    buyer_gstin: BUYER_GSTIN,
    buyer_business_name: 'Kulkarni Traders',
  });
});
