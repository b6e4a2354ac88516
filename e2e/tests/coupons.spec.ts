import { expect, test } from '@playwright/test';
import { addInStockToCart, DEMO, signIn, toastText } from '../support/shop.ts';

test('staff add a festival coupon; a shopper applies it at checkout and pays the discounted total', async ({
  page,
  browser,
}) => {
  const code = `DIWALI${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  await staff.goto('/admin/coupons');
  await staff.getByRole('button', { name: 'Add coupon' }).first().click();
  const form = staff.getByRole('dialog', { name: 'Add coupon' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percentage off').check();
  await form.getByLabel('Per cent off (%)').fill('10');
  await form.getByLabel('Largest discount (₹)').fill('500');
  await form.getByLabel('Minimum order (₹)').fill('300');
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(toastText(staff, 'Coupon added.')).toBeVisible();
  await expect(staff.getByText(code).first()).toBeVisible();

  // The demo shopper, with one piece in an otherwise empty cart.
  await signIn(page, DEMO.shopper);
  await expect(page).toHaveURL(/\/shop\/home$/);
  const { user } = await (await page.request.get('/api/auth/check-auth')).json();
  const cart = await (await page.request.get(`/api/shop/cart/get/${user.id}`)).json();
  for (const item of (cart.data?.items ?? []) as { product_id: string; variant_id: string | null }[]) {
    const variant = item.variant_id ? `?variant_id=${item.variant_id}` : '';
    await page.request.delete(`/api/shop/cart/${user.id}/${item.product_id}${variant}`);
  }
  await addInStockToCart(page, 'men', 1, 5);
  const filled = await (await page.request.get(`/api/shop/cart/get/${user.id}`)).json();
  expect(filled.data.items).toHaveLength(1);
  const price: number = filled.data.total;

  await page.goto('/shop/checkout');
  await page.getByRole('radio').first().click();
  await page.getByLabel('Have a coupon?').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('That coupon code does not exist. Check it and try again.').first()).toBeVisible();
  await page.getByLabel('Have a coupon?').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  const discount = Math.min(Math.round(price * 10) / 100, 500);
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByRole('button', { name: `Remove coupon ${code}` })).toBeVisible();
  await expect(page.getByText(`You save ${rupees(discount)}`).first()).toBeVisible();

  await page.getByRole('button', { name: /Pay with Razorpay/ }).click();
  const modal = page.getByRole('dialog', { name: 'Thread & Tote' });
  await expect(modal.getByText(rupees(price - discount)).first()).toBeVisible();
  await modal.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(
    page.getByRole('region', { name: 'Payment details' }).getByText(`${code} − ${rupees(discount)}`),
  ).toBeVisible();

  const order = (await (await page.request.get(`/api/shop/order/details/${orderId}`)).json()).data;
  expect(order).toMatchObject({ payment_status: 'paid', discount_amount: discount, total_amount: price - discount });

  // Staff see it used once.
  await staff.reload();
  await expect(staff.getByRole('row').filter({ hasText: code }).getByText(/^1\b/).first()).toBeVisible();
});
