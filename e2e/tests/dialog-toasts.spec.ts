// Journeys with a toast raised inside a modal dialog: seen, exposed to assistive technology, and one Escape leaves.
import { expect, test, type Page } from '@playwright/test';
import { addInStockToCart, DEMO, newShopper, signIn } from '../support/shop.ts';

/**
 * The toast as assistive technology finds it: Playwright's role queries skip whatever is under aria-hidden, which
 * an open modal puts on the rest of the page.
 */
const exposedToast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: text });

/** From now on, collects what live regions outside any aria-hidden subtree say (Radix's announcement lasts 1 s). */
async function listenForAnnouncements(page: Page) {
  await page.evaluate(() => {
    const heard: string[] = [];
    Object.assign(window, { heardAnnouncements: heard });
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live="polite"], [aria-live="assertive"]')) {
        const text = region.textContent?.trim();
        if (text && !region.closest('[aria-hidden="true"]') && !heard.includes(text)) heard.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const announcements = (page: Page) =>
  page.evaluate(() => (window as unknown as { heardAnnouncements: string[] }).heardAnnouncements);

async function expectToastReachesEveryone(page: Page, text: string) {
  const toast = exposedToast(page, text);
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((node) => node.closest('[aria-hidden="true"]'))).toBeNull();
  await expect.poll(() => announcements(page)).toContainEqual(expect.stringContaining(text));
}

/** A new shopper's pending order, made through the API as the cart and checkout would make it. */
async function placeOrder(page: Page): Promise<string> {
  const shopper = await newShopper(page, 'Meera Iyer');
  await addInStockToCart(page, 'women', 1, 5);
  const address = await page.request.post('/api/shop/address/add', {
    data: {
      address_line1: '21 Marine Drive',
      address_line2: 'Churchgate',
      city: 'Mumbai',
      state: 'Maharashtra',
      zip_code: '400020',
      country: 'India',
      landmark: 'Facing the sea',
      phone: '9820098200',
      notes: 'Leave with the guard',
    },
  });
  const order = await page.request.post('/api/shop/order/create', {
    data: {
      user_id: shopper.id,
      addressInfo: { address_id: (await address.json()).data._id },
      paymentMethod: 'Razorpay',
    },
  });
  expect(order.ok()).toBe(true);
  return (await order.json()).order_id as string;
}

test('staff change an order’s status in Order Details: the toast is seen and announced, and one Escape closes the dialog', async ({
  page,
  browser,
}) => {
  const orderId = await placeOrder(page);
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  await staff.goto('/admin/orders');
  await staff.getByRole('button', { name: `View Details of order ${orderId}` }).click();
  const details = staff.getByRole('dialog', { name: 'Order Details' });
  await details.getByLabel('New order status').selectOption('inProcess');

  await listenForAnnouncements(staff);
  await details.getByRole('button', { name: 'Update Order Status' }).click();
  await expectToastReachesEveryone(staff, 'Order status is updated successfully!');
  await expect(details).toBeVisible();

  await staff.keyboard.press('Escape');
  await expect(details).toBeHidden();
  // Escape was the dialog's: the message the staff member never focused is still there to read.
  await expect(exposedToast(staff, 'Order status is updated successfully!')).toBeVisible();
});

test('a shopper adds to the cart from the product dialog: the toast is seen and announced, and one Escape closes the dialog', async ({
  page,
}) => {
  await newShopper(page);
  await page.goto('/shop/listing?category=women');
  const inStock = page
    .locator('main article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) })
    .first();
  await inStock.getByRole('heading').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  // Clothes come in sizes: one in stock is chosen first.
  const sizes = dialog.getByRole('radiogroup', { name: 'Size' });
  if ((await sizes.getByRole('radio', { checked: true }).count()) === 0) {
    await sizes.locator('[role="radio"]:not([aria-disabled="true"])').first().click();
  }

  await listenForAnnouncements(page);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expectToastReachesEveryone(page, 'Product is added to cart');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(exposedToast(page, 'Product is added to cart')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
});
