import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/shop.ts';

const NOT_FOUND = "page doesn't exists";

test.describe('a visitor', () => {
  test('lands on the login page from /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('may browse the shop but is sent to login for the account and checkout', async ({ page }) => {
    await page.goto('/shop/home');
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    for (const path of ['/shop/account', '/shop/checkout', '/admin/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
    }
  });

  test('sees the not-found page for unknown paths', async ({ page }) => {
    for (const path of ['/no-such-page', '/auth/no-such-page', '/shop/no-such-page']) {
      await page.goto(path);
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
    }
  });
});

test.describe('a shopper', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.shopper);
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  test('goes from / to the shop, and from the admin area to /unauth-page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/unauth-page$/);
    await expect(page.getByText("You don't have access to view this page")).toBeVisible();
  });

  test('is sent home from the login and register pages', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  test('sees the not-found page for unknown shop and root paths', async ({ page }) => {
    for (const path of ['/shop/no-such-page', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
    }
  });
});

test.describe('an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('goes from / and from shop pages to the dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/shop/listing');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Products' })).toBeVisible();
  });

  test('sees the not-found page for unknown admin paths', async ({ page }) => {
    await page.goto('/admin/no-such-page');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });
});

test('the server answers health, and unknown API paths with JSON', async ({ request }) => {
  expect((await request.get('/api/health')).status()).toBe(200);
  const missing = await request.get('/api/no-such-endpoint');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false });
});
