// The journey issue 32 asks of a shop with JavaScript off (decision 031): a visitor browses, searches and filters,
// signs up with the mailed code, signs in, fills the cart in two sizes, changes a quantity, adds an address and places
// a Cash on Delivery order that the shop then holds; and a PhonePe payment goes through its redirect. Every step is a
// link or a form the server answers. The area specs (no-js-*.spec.ts) go into each part's corners.
import { expect, test, type Page } from '@playwright/test';
import {
  codeFromMail,
  fillAddress,
  flashRefused,
  flashSaid,
  postFormsFromHome,
  productInTwoSizes,
  uniqueEmail,
} from '../support/shop.ts';

test.use({ javaScriptEnabled: false });

const CATEGORY_LINKS: Record<string, string> = {
  women: 'Women',
  men: 'Men',
  kids: 'Kids',
  newArrivals: 'New Arrivals',
};

type Order = {
  _id: string;
  payment_method: string;
  payment_status: string;
  order_status: string;
  cart_items: { title: string; quantity: number }[];
};

async function orderOf(page: Page, orderId: string): Promise<Order> {
  const answer = await page.request.get(`/api/shop/order/details/${orderId}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as Order;
}

const orderIdIn = (url: string) => new URL(url).searchParams.get('orderId')!;

/** The product's page with a colour and size chosen, through the page's own links. */
async function choose(page: Page, colour: string, size: string) {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: colour, exact: true }).click();
  await main.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: size, exact: true }).click();
  await expect(main.getByRole('radio', { name: size, exact: true })).toHaveAttribute('aria-checked', 'true');
}

test('a visitor browses, signs up, fills the cart in two sizes and places a Cash on Delivery order; PhonePe pays through its redirect', async ({
  page,
}) => {
  await postFormsFromHome(page);
  const { product, colour, sizes } = await productInTwoSizes(page);

  // Browse: a category from the header, then its filters as a form.
  await page.goto('/shop/home');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: CATEGORY_LINKS[product.category]! })
    .click();
  await expect(page).toHaveURL(new RegExp(`/shop/listing\\?category=${product.category}$`));
  const filters = page.getByRole('complementary');
  await filters.getByRole('checkbox', { name: sizes[0], exact: true }).check();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`category=${product.category}&size=${encodeURIComponent(sizes[0]!)}$`));
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();

  // Search for the product by a word of its name, and open it.
  const word = product.title.split(' ').find((part) => part.length >= 4)!;
  await page.goto('/shop/search');
  await page.getByPlaceholder('Search Products...').fill(word);
  await page.getByPlaceholder('Search Products...').press('Enter');
  await page.getByRole('link', { name: product.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${product.handle}$`));

  // A visitor's Add to cart asks them to log in first.
  await choose(page, colour, sizes[0]!);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(flashRefused(page, 'Please login to add to cart')).toBeVisible();

  // Sign up, with the code from the mail, then sign in.
  const email = uniqueEmail('without-js');
  await page.goto('/auth/register');
  await page.getByLabel('User Name').fill('Lakshmi Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('no-script-pass-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel('Verification Code').fill(await codeFromMail(email));
  await page.getByRole('button', { name: 'Verify User' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?email=/);
  await page.getByLabel('Password').fill('no-script-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(page.getByRole('button', { name: 'Account menu for Lakshmi Rao' })).toBeVisible();

  // Two sizes of the product into the cart.
  await page.goto(`/shop/product/${product.handle}`);
  for (const [added, size] of sizes.entries()) {
    await choose(page, colour, size);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart/ })
      .click();
    await expect(flashSaid(page, 'Product is added to cart')).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Cart, ${added + 1} ${added === 0 ? 'item' : 'items'}` }),
    ).toBeVisible();
  }

  // The header's cart is the cart page: one more of the first line.
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  const firstLine = page.getByRole('group', { name: /^Quantity of / }).first();
  await firstLine.getByRole('button', { name: /^Increase/ }).click();
  await expect(flashSaid(page, 'Cart item is updated successfully')).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: /^Quantity of / })
      .first()
      .locator('output'),
  ).toHaveText('Quantity 2');

  // Checkout: an address, then Cash on Delivery.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(flashSaid(page, 'Address added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with Cash on Delivery' }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();

  // The shop holds the order: both sizes, three pieces, Cash on Delivery; the cart is empty.
  const cod = await orderOf(page, orderIdIn(page.url()));
  expect(cod.payment_method).toBe('COD');
  expect(cod.cart_items.map((line) => line.quantity).sort()).toEqual([1, 2]);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // PhonePe: the form places the order, the browser goes to PhonePe's page and comes back through the server.
  await page.goto(`/shop/product/${product.handle}`);
  await choose(page, colour, sizes[1]!);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(flashSaid(page, 'Product is added to cart')).toBeVisible();
  await page.goto('/shop/checkout');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Pay with PhonePe' }).click();
  await expect(page.getByRole('heading', { name: 'PhonePe' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);
  await expect(page.getByText('Paid successfully').first()).toBeVisible();
  const paid = await orderOf(page, orderIdIn(page.url()));
  expect([paid.payment_method, paid.payment_status]).toEqual(['PhonePe', 'paid']);
});
