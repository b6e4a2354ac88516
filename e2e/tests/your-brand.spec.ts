// Issue 44's journey: staff make the shop their own (its name, a logo, the returns page in their words, a collection on
// the home page) and a visitor sees all of it, with JavaScript and without. The shop is put back as it was at the end,
// for the journeys that read SPEC's name.
import { expect, type Browser, type Page, test } from '@playwright/test';
import { DEMO, signIn, toastText } from '../support/shop.ts';

const NAME = 'Saffron Loom';
const RETURNS = 'Send any piece back within **30 days**, unworn, with its tags on.';

/** A logo drawn here: a saffron square with the brand's initials. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
  <rect width="240" height="80" rx="12" fill="#b45309"/>
  <text x="120" y="52" font-family="serif" font-size="36" fill="#fff" text-anchor="middle">SL</text>
</svg>`;

test.describe.configure({ mode: 'serial' });

test('staff rename the shop, upload a logo, write the returns page and put a collection on home; a visitor sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin\//);
  const origin = new URL(page.url()).origin;
  const before = (await (await page.request.get('/api/admin/settings')).json()).data;

  try {
    // The brand: its name and a logo, in Settings.
    await page.goto('/admin/settings');
    const brand = page.getByRole('region', { name: 'Brand' });
    await brand.getByLabel('Shop name').fill(NAME);
    await brand
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
    await expect(brand.getByRole('img', { name: /logo/i })).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(toastText(page, /saved/i)).toBeVisible();

    // The returns page, in their words.
    await page.goto('/admin/pages');
    await page.getByRole('button', { name: 'Edit Return Policy' }).click();
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill(RETURNS);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Page saved')).toBeVisible();

    // A collection of women's wear, first on the home page.
    await page.goto('/admin/collections');
    await page.getByRole('button', { name: 'Add collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add collection' });
    await dialog.getByLabel('Title', { exact: true }).fill('Festive Edit');
    await dialog.getByLabel('Handle', { exact: true }).fill('festive-edit');
    await dialog.getByRole('radio', { name: 'Products that match rules' }).check();
    await dialog.getByRole('checkbox', { name: 'Women' }).check();
    await dialog.getByRole('button', { name: 'Add collection' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Add a section').selectOption('Collection: Festive Edit');
    await page.getByRole('button', { name: 'Add section' }).click();
    for (let i = 0; i < 3; i += 1) {
      await page.getByRole('button', { name: 'Move Collection: Festive Edit up' }).click();
    }
    await page.getByRole('button', { name: 'Save home page and menu' }).click();
    await expect(toastText(page, /saved/i)).toBeVisible();

    for (const javaScriptEnabled of [true, false]) {
      await test.step(javaScriptEnabled ? 'a visitor with JavaScript' : 'a visitor without JavaScript', () =>
        visitorSeesTheBrand(browser, origin, javaScriptEnabled),
      );
    }
  } finally {
    await putBack(page, before);
  }
});

async function visitorSeesTheBrand(browser: Browser, origin: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled });
  const visitor = await context.newPage();
  try {
    await visitor.goto('/shop/home');
    await expect(visitor).toHaveTitle(new RegExp(`${NAME}$`));
    const header = visitor.getByRole('banner');
    await expect(header.getByRole('img', { name: NAME })).toBeVisible();
    await expect(visitor.locator('meta[property="og:site_name"]')).toHaveAttribute('content', NAME);

    // The collection leads the home page, and its page lists what it holds.
    const section = visitor.getByRole('region', { name: 'Festive Edit' });
    await expect(section).toBeVisible();
    await section.getByRole('link', { name: /View all/ }).click();
    await expect(visitor).toHaveURL(/\/shop\/collections\/festive-edit$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Festive Edit' })).toBeVisible();
    await expect(visitor.getByText(/^\d+ Products?$/)).toBeVisible();
    await expect(
      visitor
        .getByRole('main')
        .getByRole('button', { name: /Add to cart/ })
        .first(),
    ).toBeVisible();

    await visitor.goto('/shop/return_policy');
    await expect(visitor.getByRole('main')).toContainText('Send any piece back within 30 days');
    await expect(visitor.getByRole('main').locator('strong', { hasText: '30 days' })).toBeVisible();
  } finally {
    await context.close();
  }
}

/** The shop as it was: SPEC's brand and home page, the default returns page, no collection. */
async function putBack(page: Page, settings: Record<string, unknown>) {
  const asked = async (answer: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) => {
    const done = await answer;
    if (!done.ok() && done.status() !== 404) throw new Error(`${done.status()} ${await done.text()}`);
  };
  await asked(page.request.put('/api/admin/settings', { data: settings }));
  await asked(page.request.put('/api/admin/storefront', { data: settings.storefront }));
  await asked(page.request.delete('/api/admin/pages/return-policy'));
  const collections = (await (await page.request.get('/api/admin/collections')).json()).data as {
    _id: string;
    handle: string;
  }[];
  for (const made of collections.filter((c) => c.handle === 'festive-edit')) {
    await asked(page.request.delete(`/api/admin/collections/${made._id}`));
  }
}
