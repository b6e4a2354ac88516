import { expect, test, type APIRequestContext } from '@playwright/test';
import { mailsTo } from '../support/smtp-sink.ts';
import { DEMO, newShopper, signIn, toastText } from '../support/shop.ts';

type Variant = { _id: string; size: string | null; colour: string | null; stock: number; images: string[] };
type Product = { _id: string; handle: string; title: string; category: string; images: string[]; variants: Variant[] };

/** The uploaded picture's own name, which every resized copy of it shares. */
const pictureId = (url: string) => url.match(/\/uploads\/([0-9a-f]+)/)![1]!;

/** A demo product with two colours or more, each with its own pictures, and in one colour a sold-out size beside one in stock. */
async function productWithSoldOutSize(request: APIRequestContext, url = '/api/shop/products/get?limit=100') {
  const { data } = await (await request.get(url)).json();
  for (const product of data as Product[]) {
    const colours = [...new Set(product.variants.map((v) => v.colour))];
    if (colours.length < 2 || product.variants.some((v) => v.size === 'Free Size' || v.images.length === 0)) continue;
    for (const colour of colours) {
      const inColour = product.variants.filter((v) => v.colour === colour);
      const soldOut = inColour.find((v) => v.stock === 0);
      const inStock = inColour.find((v) => v.stock > 3);
      if (soldOut && inStock)
        return { product, colour: colour!, soldOut, inStock, other: colours.find((c) => c !== colour)! };
    }
  }
  throw new Error('The demo catalogue has no product with a sold-out size');
}

test('a shopper picks a colour and a size, meets a sold-out size, reads the size guide, and the cart names both', async ({
  page,
}) => {
  await newShopper(page);
  const { product, colour, soldOut, inStock, other } = await productWithSoldOutSize(page.request);
  await page.goto(`/shop/product/${product._id}`);
  const main = page.getByRole('main');

  // Each colour shows its own pictures.
  await main.getByRole('radio', { name: other, exact: true }).click();
  const otherPicture = product.variants.find((v) => v.colour === other)!.images[0]!;
  await expect(main.locator(`img[src*="${pictureId(otherPicture)}"]`).first()).toBeVisible();
  await main.getByRole('radio', { name: colour, exact: true }).click();
  const picture = product.variants.find((v) => v.colour === colour)!.images[0]!;
  await expect(main.locator(`img[src*="${pictureId(picture)}"]`).first()).toBeVisible();
  await expect(main.getByText(`Colour: ${colour}`)).toBeVisible();

  // The sold-out size is struck and cannot go in the cart; without a size, Add to cart asks for one.
  const sizes = main.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: `${soldOut.size}, sold out` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toastText(page, 'Please select a size')).toBeVisible();

  await sizes.getByRole('radio', { name: inStock.size!, exact: true }).click();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toastText(page, 'Product is added to cart')).toBeVisible();

  // The size guide: the category's chart, in centimetres and in inches.
  await main.getByRole('button', { name: 'Size guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size guide' });
  // The chosen size's row says so to a screen reader: "M (chosen)".
  const row = guide.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${inStock.size} (chosen)` }) });
  const cell = row.getByRole('cell').first();
  const cm = Number(await cell.innerText());
  expect(cm).toBeGreaterThan(10);
  await guide.getByRole('radio', { name: 'inches' }).click();
  await expect(cell).toHaveText((cm / 2.54).toFixed(1));
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();

  await page.getByRole('button', { name: /^Cart, / }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByText(product.title)).toBeVisible();
  await expect(cart.getByText(`Size ${inStock.size} · ${colour}`)).toBeVisible();
});

test('a shopper asks to hear when a sold-out size is back, and gets one mail when staff restock it', async ({
  page,
  browser,
}) => {
  const shopper = await newShopper(page, 'Kavya Iyer');
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  // A product on the first page of the staff's list, so staff find it as they would.
  const { product, colour, soldOut } = await productWithSoldOutSize(staff.request, '/api/admin/products/get?limit=24');

  await page.goto(`/shop/product/${product._id}`);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: colour, exact: true }).click();
  await main.getByRole('radio', { name: `${soldOut.size}, sold out` }).click({ force: true });
  await expect(main.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Notify me' }).click();
  await expect(toastText(page, "We'll email you when it's back in stock")).toBeVisible();

  await staff.goto('/admin/products');
  await staff.getByRole('button', { name: `Edit ${product.title}` }).click();
  const sheet = staff.getByRole('dialog', { name: 'Edit Product' });
  await sheet.getByLabel(`Stock for ${soldOut.size} ${colour}`).fill('4');
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByText('Product updated successfully').first()).toBeVisible();

  const directory = process.env.E2E_MAIL_DIR!;
  const backInStock = async () =>
    (await mailsTo(directory, shopper.email)).filter((mail) => mail.raw.includes('Back in stock'));
  await expect.poll(async () => (await backInStock()).length).toBe(1);
  const [mail] = await backInStock();
  const text = mail!.raw.replace(/=\r?\n/g, ''); // quoted-printable folds long lines
  expect(text).toContain(`Subject: Back in stock: ${product.title} (Size ${soldOut.size}, ${colour})`);
  expect(text).toContain(`/shop/product/${product.handle}`);

  // The size can be bought now.
  await page.reload();
  await main.getByRole('radio', { name: colour, exact: true }).click();
  await expect(main.getByRole('radio', { name: new RegExp(`^${soldOut.size}(,|$)`) })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('a shopper filters the listing by size and colour', async ({ page }) => {
  await page.goto('/shop/listing?category=women');
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'M', exact: true }).first().click();
  await expect(page).toHaveURL(/size=M/);
  await page.getByRole('checkbox', { name: 'Black', exact: true }).first().click();
  await expect(page).toHaveURL(/colour=Black/);
  const swatches = page
    .locator('main article')
    .first()
    .getByRole('img', { name: /Available in .*Black/ });
  await expect(swatches.or(page.getByText('No result found!'))).toBeVisible();
});
