import { expect, test, type Page } from '@playwright/test';
import { apiShopper, flashRefused, flashSaid, postFormsFromHome } from '../support/shop.ts';

/*
 * The catalogue with JavaScript off (decision 031): browsing, filters, sorts and search are links and GET forms the
 * server renders; a product's size and colour are links to its page with that choice; Add to cart, Notify me, a review
 * and the delivery check post to actions that redirect back with the toast's words shown by the server.
 */
test.use({ javaScriptEnabled: false });

type Variant = { _id: string; size: string | null; colour: string | null; stock: number };
type Product = { _id: string; handle: string; title: string; category: string; variants: Variant[] };

/** A demo product with, in one colour, two sizes in stock and one sold out. */
async function productToBuy(page: Page) {
  const { data } = await (await page.request.get('/api/shop/products/get?limit=100')).json();
  for (const product of data as Product[]) {
    for (const colour of new Set(product.variants.map((v) => v.colour))) {
      const inColour = product.variants.filter((v) => v.colour === colour && v.size !== null);
      const inStock = inColour.filter((v) => v.stock > 3);
      const soldOut = inColour.find((v) => v.stock === 0);
      if (colour && inStock.length >= 2 && soldOut)
        return { product, colour, sizes: [inStock[0]!.size!, inStock[1]!.size!], soldOut: soldOut.size! };
    }
  }
  throw new Error('The demo catalogue has no product with two sizes in stock and one sold out in a colour');
}

test('a visitor browses a category, filters by size and colour, sorts, and searches', async ({ page }) => {
  await page.goto('/shop/home');
  await expect(page.getByRole('heading', { name: 'Feature Products' })).toBeVisible();
  // The banner's controls are the app's: they wait for it rather than doing nothing.
  await expect(page.getByRole('button', { name: 'Next banner' }).first()).toBeDisabled();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Women' }).click();
  await expect(page).toHaveURL(/\/shop\/listing\?category=women$/);
  await expect(page.getByText(/^\d+ Products$/)).toBeVisible();

  // The filters are a form: tick, then Apply; the address the app writes comes back.
  const filters = page.getByRole('complementary');
  await filters.getByRole('checkbox', { name: 'M', exact: true }).check();
  await filters.getByRole('checkbox', { name: 'Black', exact: true }).check();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/shop\/listing\?category=women&size=M&colour=Black$/);
  await expect(filters.getByRole('checkbox', { name: 'Women' })).toBeChecked();
  const { total } = await (await page.request.get('/api/shop/products/get?category=women&size=M&colour=Black')).json();
  await expect(page.getByText(`${total} Products`)).toBeVisible();

  // The sorts are links under "Sort by".
  await page.locator('summary', { hasText: 'Sort by' }).click();
  await page.getByRole('link', { name: 'Price: High to Low' }).click();
  await expect(page).toHaveURL(/category=women&size=M&colour=Black&sortBy=price-hightolow$/);

  // Search: Enter in the box asks the server.
  const { product } = await productToBuy(page);
  const word = product.title.split(' ').find((part) => part.length >= 4)!;
  await page.goto('/shop/search');
  const box = page.getByPlaceholder('Search Products...');
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shop/search\\?keyword=${encodeURIComponent(word)}$`));
  await expect(box).toHaveValue(word);
  await page.getByRole('link', { name: product.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${product.handle}$`));

  await page.goto('/shop/search?keyword=zzzzqqqq');
  await expect(page.getByText('No result found!')).toBeVisible();
});

test('a shopper chooses sizes, adds two to the cart, asks for a sold-out one, reviews and checks delivery', async ({
  page,
}) => {
  await postFormsFromHome(page);
  const { id: userId } = await apiShopper(page, 'Meera Pillai');
  const { product, colour, sizes, soldOut } = await productToBuy(page);
  await page.goto(`/shop/product/${product._id}`);
  const main = page.getByRole('main');
  // The size guide is a dialog of the app's: without it, a link to this page with the chart on it.
  await main.getByRole('link', { name: 'Size guide' }).click();
  await expect(page).toHaveURL(/[?&]size-guide=#size-guide$/);
  await expect(main.getByRole('region', { name: 'Size chart' })).toBeVisible();

  // Swatches and sizes are links to this page with the choice made.
  await main.getByRole('radio', { name: colour, exact: true }).click();
  await expect(main.getByText(`Colour: ${colour}`)).toBeVisible();
  await main.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: sizes[0], exact: true }).click();
  await expect(page).toHaveURL(/[?&]size=/);
  await expect(main.getByRole('radio', { name: sizes[0], exact: true })).toHaveAttribute('aria-checked', 'true');
  await main.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(flashSaid(page, 'Product is added to cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // Back on the same page, the choice kept.
  await expect(main.getByRole('radio', { name: sizes[0], exact: true })).toHaveAttribute('aria-checked', 'true');

  await main.getByRole('radio', { name: sizes[1], exact: true }).click();
  await main.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(flashSaid(page, 'Product is added to cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  const cart = await (await page.request.get(`/api/shop/cart/get/${userId}`)).json();
  expect(
    (cart.data.items as { product_id: string; size: string | null }[])
      .filter((item) => item.product_id === product._id)
      .map((item) => item.size)
      .sort(),
  ).toEqual([...sizes].sort());

  // A sold-out size: Notify me instead of Add to cart.
  // Struck through (aria-disabled) yet still a choice, to ask for it.
  await main.getByRole('radio', { name: `${soldOut}, sold out` }).click({ force: true });
  await expect(main.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
  await main.getByRole('button', { name: 'Notify me' }).click();
  await expect(flashSaid(page, "We'll email you when it's back in stock")).toBeVisible();

  // A review: plain stars and a comment; the API's answer in the toast's words (this shopper has not bought it).
  await main.getByRole('radio', { name: '4 stars' }).check();
  await main.getByPlaceholder('Write a review...').fill('Soft cotton, true to size.');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(flashRefused(page, 'You need to purchase product to review it.')).toBeVisible();

  // The delivery check answers on the page it came from.
  await main.getByLabel('Pincode').fill('560025');
  await main.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(flashSaid(page, /^Delivery by /)).toBeVisible();
  await expect(flashSaid(page, /^to Bengaluru/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${product.handle}\\?`));
});

test('on a phone the filters open under the products’ heading, and the menu leads to the shop’s links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/shop/listing?category=kids');
  // The drawer's button is the app's: without it, it is not there, and the form opens in place.
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await page.locator('summary', { hasText: 'Filters (1 chosen)' }).click();
  await page.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/shop\/listing\?category=men,kids$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Women' })).toBeInViewport();
});
