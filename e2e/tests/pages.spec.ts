import { expect, test } from '@playwright/test';
import { toastText } from '../support/shop.ts';

const PAGES: [path: string, heading: string][] = [
  ['/shop/about', 'About Us'],
  ['/shop/contact', 'Contact Us'],
  ['/shop/T&C', 'Terms & Conditions'],
  ['/shop/faqs', 'Frequently Asked Questions'],
  ['/shop/privacy_policy', 'Privacy Policy'],
  ['/shop/refund_policy', 'Refund Policy'],
  ['/shop/return_policy', 'Return Policy'],
  ['/shop/shipping_policy', 'Shipping Policy'],
];

test('every static page renders its heading and its own title', async ({ page }) => {
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/· Thread & Tote$/);
  }
  await page.goto('/shop/shipping_policy');
  await expect(page.getByRole('main')).toContainText(/free/i);
});

test('the footer links reach every static page', async ({ page }) => {
  for (const [path, heading] of PAGES) {
    await page.goto('/shop/home');
    const footer = page.getByRole('contentinfo');
    await footer.locator(`a[href="${path}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Powered by|Thread & Tote/ })
      .last(),
  ).toBeVisible();
});

test('the contact form says what is missing, clears as you type, and thanks the sender', async ({ page }) => {
  await page.goto('/shop/contact');
  const post = page.getByRole('button', { name: 'Post' });
  await post.click();
  await expect(page.getByText('Enter your Name')).toBeVisible();
  await expect(page.getByText('Enter your Email')).toBeVisible();
  await expect(page.getByText('Enter your Messages')).toBeVisible();
  await page.getByLabel('Name').fill('Lakshmi');
  await expect(page.getByText('Enter your Name')).toHaveCount(0);
  await page.getByLabel('Email').fill('lakshmi@');
  await post.click();
  await expect(page.getByText('Enter a Valid Email')).toBeVisible();
  await page.getByLabel('Email').fill('lakshmi@example.in');
  await page.getByLabel('Messages').fill('Do you ship to Port Blair?');
  await post.click();
  await expect(page.getByText(/Thank you, Lakshmi!/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post' })).toHaveCount(0);
});

test('the FAQ opens one answer at a time, in its four groups', async ({ page }) => {
  await page.goto('/shop/faqs');
  for (const group of ['PAYMENTS', 'ORDERS', 'SHIPPING', 'RETURNS AND CANCELLATIONS']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  const first = questions.nth(0);
  const later = questions.nth(5);
  const firstName = (await first.textContent())!;
  const laterName = (await later.textContent())!;
  await page.getByRole('button', { name: firstName }).click();
  await expect(page.getByRole('button', { name: firstName })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: laterName }).click();
  await expect(page.getByRole('button', { name: laterName })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: firstName })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
});

test('toasts come one at a time', async ({ page }) => {
  await page.goto('/shop/listing?category=women');
  const addButtons = page.locator('main article').getByRole('button', { name: 'Add to cart', disabled: false });
  await addButtons.nth(0).click();
  await addButtons.nth(1).click();
  await expect(toastText(page, 'Please login to add to cart')).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(1);
});
