import { expect, test } from '@playwright/test';
import { addInStockToCart, DEMO, newShopper, saveAddress, signIn, toastText } from '../support/shop.ts';

test('staff switch Cash on Delivery off for a pincode; a shopper there is told why and pays online', async ({
  page,
  browser,
}) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  const blockPincodes = async (pincodes: string) => {
    await staff.goto('/admin/settings');
    await staff.getByLabel('Never offer COD to these pincodes').fill(pincodes);
    await staff.getByRole('button', { name: 'Save settings' }).click();
    await expect(toastText(staff, 'Settings saved')).toBeVisible();
  };
  await blockPincodes('560034');
  try {
    await newShopper(page, 'Farhan Ali');
    await saveAddress(page, { zip_code: '560034', address_line2: 'Koramangala' });
    await addInStockToCart(page, 'women', 1, 5);
    await page.goto('/shop/checkout');
    await page.getByRole('radio').first().click();
    const why = 'Cash on Delivery is not offered to this pincode. Please pay online with PhonePe or Razorpay.';
    await expect(page.getByRole('note').filter({ hasText: why })).toBeVisible();
    const cod = page.getByRole('button', { name: /Cash on Delivery/ });
    await expect(cod).toHaveAttribute('aria-disabled', 'true');
    await cod.click({ force: true });
    await expect(page).toHaveURL(/\/shop\/checkout/);
    // Paying online still works.
    await expect(page.getByRole('button', { name: /Pay with Razorpay/ })).toBeEnabled();
  } finally {
    await blockPincodes('');
  }
});
