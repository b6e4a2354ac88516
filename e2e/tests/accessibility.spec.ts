import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addInStockToCart, apiShopper, DEMO, saveAddress, signIn } from '../support/shop.ts';

/** Serious and critical findings of axe on the page as it stands, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [role="status"][aria-label^="Loading"]')).toHaveCount(0);
  expect(await seriousViolations(page), path).toEqual([]);
}

const visitorPages = [
  '/auth/login',
  '/auth/register',
  '/auth/verify-user',
  '/auth/forgot-password',
  '/auth/verify-forgot-password',
  '/auth/signin-link?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/auth/signin-link',
  '/shop/home',
  '/shop/listing',
  '/shop/search',
  '/shop/about',
  '/shop/contact',
  '/shop/T&C',
  '/shop/faqs',
  '/shop/privacy_policy',
  '/shop/refund_policy',
  '/shop/return_policy',
  '/shop/shipping_policy',
  '/shop/no-such-page',
];

for (const path of visitorPages) {
  test(`${path} passes axe for a visitor`, async ({ page }) => expectAccessible(page, path));
}

test('a product page passes axe for a visitor', async ({ page }) => {
  const { data } = await (await page.request.get('/api/shop/products/get?limit=1')).json();
  await expectAccessible(page, `/shop/product/${data[0]._id}`);
});

test('every shopper screen passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.shopper);
  await expect(page).toHaveURL(/\/shop\/home$/);
  for (const path of [
    '/shop/checkout',
    '/shop/account',
    '/auth/change-password',
    '/shop/payment-success',
    '/unauth-page',
  ]) {
    await expectAccessible(page, path);
  }
});

test('every staff screen passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const path of ['/admin/dashboard', '/admin/products', '/admin/orders', '/admin/features']) {
    await expectAccessible(page, path);
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('every control on the shop pages is at least 44 px tall', async ({ page }) => {
    for (const path of ['/shop/home', '/shop/listing', '/shop/about', '/auth/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('a, button, input, select, textarea')]
          .filter((e) => (e as HTMLElement).offsetParent !== null && getComputedStyle(e).display !== 'inline')
          .filter(
            (e) =>
              !e.matches('[role="checkbox"], [role="radio"], .sr-only, .sr-only *, [type="checkbox"], [type="radio"]'),
          )
          .map((e) => ({
            name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30),
            h: e.getBoundingClientRect().height,
          }))
          .filter((c) => c.h > 0 && c.h < 44),
      );
      expect(small, path).toEqual([]);
    }
  });

  const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test('the listing and checkout never scroll sideways, and the menu drawer opens', async ({ page }) => {
    await page.goto('/shop/listing');
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Women' })).toBeVisible();
    await page.keyboard.press('Escape');

    await signIn(page, DEMO.shopper);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto('/shop/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
  });
});

test.describe('on a 360 px phone', () => {
  // Without isMobile's wider layout viewport, which would grow to fit a page too wide and hide it.
  test.use({ viewport: { width: 360, height: 740 } });

  test('checkout never scrolls sideways when Cash on Delivery carries a fee and a total', async ({ page, browser }) => {
    const staff = await (await browser.newContext()).newPage();
    await signIn(staff, DEMO.admin);
    await expect(staff).toHaveURL(/\/admin\/dashboard$/);
    const { data: settings } = await (await staff.request.get('/api/admin/settings')).json();
    const withFee = { ...settings, cod: { ...settings.cod, fee: 49 } };
    expect((await staff.request.put('/api/admin/settings', { data: withFee })).status()).toBe(200);
    try {
      await apiShopper(page);
      await addInStockToCart(page, 'women', 1);
      await saveAddress(page);
      await page.goto('/shop/checkout');
      await page.getByRole('radio').first().check();
      await expect(page.getByRole('button', { name: 'Pay with Cash on Delivery' })).toContainText('COD fee, total');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await staff.request.put('/api/admin/settings', { data: settings });
    }
  });
});
