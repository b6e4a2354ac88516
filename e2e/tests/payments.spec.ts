import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from '../support/smtp-sink.ts';
import { addInStockToCart, newShopper, toastText } from '../support/shop.ts';

/** A new shopper with a saved address and one in-stock product in the cart, on the checkout page with the address chosen. */
async function atCheckout(page: Page) {
  const shopper = await newShopper(page, 'Rohan Mehta');
  await page.request.post('/api/shop/address/add', {
    data: {
      address_line1: '3 Civil Lines',
      address_line2: 'Near the court',
      city: 'Jaipur',
      state: 'Rajasthan',
      zip_code: '302006',
      country: 'India',
      landmark: 'Court gate',
      phone: '9414012345',
      notes: 'Call on arrival',
    },
  });
  const { product } = await addInStockToCart(page, 'newArrivals', 2, 10);
  await page.goto('/shop/checkout');
  const address = page.getByRole('radio').first();
  await address.click();
  await expect(address).toBeChecked();
  return { shopper, product };
}

async function expectPaidAndConfirmed(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  await expect(page.getByText('Paid successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 0 items/ })).toBeVisible();
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(/\/shop\/account$/);
  await expect(page.getByRole('table', { name: 'Order History' }).getByText('Confirmed').first()).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(process.env.E2E_MAIL_DIR!, email)).some((m) => /order is confirmed/.test(m.raw)))
    .toBe(true);
}

test('pay with Razorpay in the checkout modal', async ({ page }) => {
  const { shopper } = await atCheckout(page);
  await page.getByRole('button', { name: /Pay with Razorpay/ }).click();
  const modal = page.getByRole('dialog', { name: 'Thread & Tote' });
  await expect(modal.getByText('Test mode · no money moves')).toBeVisible();
  await modal.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);
  await expectPaidAndConfirmed(page, shopper.email);
});

test('a failed and a cancelled Razorpay payment say so and keep the cart', async ({ page }) => {
  await atCheckout(page);
  await page.getByRole('button', { name: /Pay with Razorpay/ }).click();
  await page.getByRole('dialog', { name: 'Thread & Tote' }).getByRole('button', { name: 'Fail payment' }).click();
  await expect(toastText(page, /declined/)).toBeVisible();
  await page.getByRole('button', { name: /Pay with Razorpay/ }).click();
  await page.getByRole('dialog', { name: 'Thread & Tote' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(toastText(page, 'Payment cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/checkout/);
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
});

test('the card provider’s blocked script shows its toast', async ({ page }) => {
  await atCheckout(page);
  await page.route('**/checkout.js', (route) => route.abort());
  await page.getByRole('button', { name: /Pay with Razorpay/ }).click();
  await expect(toastText(page, 'Razropay failed to load!!')).toBeVisible();
});

test('pay with PhonePe on its hosted page', async ({ page }) => {
  const { shopper } = await atCheckout(page);
  await page.getByRole('button', { name: /Pay with PhonePe/ }).click();
  await expect(page.getByRole('heading', { name: 'PhonePe' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // Only the order id comes back in the address; the PhonePe details are the server's answer for that order.
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=[0-9a-f-]+$/);
  const phonePe = page.getByRole('region', { name: 'PhonePe payment' });
  await expect(phonePe.getByText('Paid successfully')).toBeVisible();
  await expect(phonePe.getByText('₹', { exact: false })).toBeVisible();
  await expectPaidAndConfirmed(page, shopper.email);
});

test('cancel on PhonePe returns to checkout with nothing charged', async ({ page }) => {
  await atCheckout(page);
  await page.getByRole('button', { name: /Pay with PhonePe/ }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout/);
  await expect(page.getByText(/did not go through|Nothing was charged/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
});

test('pay with the redirect provider: approve, return, capture', async ({ page }) => {
  const { shopper } = await atCheckout(page);
  await page.getByRole('button', { name: /Pay with PayPal/ }).click();
  await expect(page.getByRole('heading', { name: 'PayPal' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success/);
  await expectPaidAndConfirmed(page, shopper.email);
});
