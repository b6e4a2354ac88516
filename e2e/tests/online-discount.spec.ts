import { expect, type Page, test } from '@playwright/test';
import { addInStockToCart, DEMO, newShopper, saveAddress, signIn, toastText } from '../support/shop.ts';

/** Staff switch the discount for paying online on (₹50 off) or off, in Settings. */
async function setOnlineDiscount(staff: Page, on: boolean) {
  await staff.goto('/admin/settings');
  const give = staff.getByRole('checkbox', { name: 'Give a discount for paying online' });
  if (on) {
    await give.check();
    await staff.getByRole('radio', { name: 'Fixed amount' }).check();
    await staff.getByLabel('Rupees off').fill('50');
  } else {
    await give.uncheck();
  }
  await staff.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastText(staff, 'Settings saved')).toBeVisible();
}

test('staff give ₹50 off for paying online; checkout says so beside the buttons and the shopper pays ₹50 less', async ({
  page,
  browser,
}) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  await setOnlineDiscount(staff, true);
  try {
    await newShopper(page, 'Meera Nair');
    await saveAddress(page);
    await addInStockToCart(page, 'men', 1, 5);
    const { user } = await (await page.request.get('/api/auth/check-auth')).json();
    const price: number = (await (await page.request.get(`/api/shop/cart/get/${user.id}`)).json()).data.total;
    const rupees = (n: number) =>
      `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    await page.goto('/shop/checkout');
    await page.getByRole('radio').first().click();
    await expect(page.getByText('Pay online and save ₹50', { exact: true })).toBeVisible();
    const razorpay = page.getByRole('button', { name: 'Pay with Razorpay' });
    await expect(razorpay).toHaveAccessibleDescription(
      `Cards, UPI and net banking · total ${rupees(price - 50)} Pay online and save ₹50`,
    );
    // Cash at the door is not discounted.
    await expect(page.getByRole('button', { name: 'Pay with Cash on Delivery' })).toHaveAccessibleDescription(
      'Pay in cash when it arrives',
    );

    await razorpay.click();
    const modal = page.getByRole('dialog', { name: 'Thread & Tote' });
    await expect(modal.getByText(rupees(price - 50)).first()).toBeVisible();
    await modal.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);
    const details = page.getByRole('region', { name: 'Payment details' });
    await expect(details.getByText('Discount for paying online')).toBeVisible();
    await expect(details.getByText('− ₹50.00')).toBeVisible();
  } finally {
    await setOnlineDiscount(staff, false);
  }
});
