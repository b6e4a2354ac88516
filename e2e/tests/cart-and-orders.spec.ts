import { expect, test } from '@playwright/test';
import { addInStockToCart, DEMO, fillAddress, newShopper, signIn, toastText } from '../support/shop.ts';

test('a visitor is asked to log in before adding to the cart', async ({ page }) => {
  await page.goto('/shop/listing?category=women');
  await page.locator('main article').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(toastText(page, 'Please login to add to cart')).toBeVisible();
});

test('a shopper fills the cart from the listing, search and the dialog, and changes quantities', async ({ page }) => {
  await newShopper(page);
  const cartButton = page.getByRole('button', { name: /^Cart, / });
  const dialog = page.getByRole('dialog');
  /** In the product dialog: a size in stock when none is chosen yet (a lone size comes chosen), then Add to cart. */
  const chooseSizeAndAdd = async () => {
    const sizes = dialog.getByRole('radiogroup', { name: 'Size' });
    if ((await sizes.getByRole('radio', { checked: true }).count()) === 0) {
      await sizes.locator('[role="radio"]:not([aria-disabled="true"])').first().click();
    }
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toastText(page, 'Product is added to cart')).toBeVisible();
    // One Escape closes the dialog, though the toast showing above it is newer in Radix's stack of layers.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };

  // A card's Add to cart for clothes in sizes asks for one in the product dialog.
  await page.goto('/shop/listing?category=men');
  const inStock = page
    .locator('main article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) });
  await inStock.first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(toastText(page, 'Please select a size')).toBeVisible();
  await chooseSizeAndAdd();
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/shop/search?keyword=tote');
  const tote = page
    .locator('main article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) })
    .first();
  await tote.getByRole('button', { name: 'Add to cart' }).click();
  // A bag in one colour goes straight in; in several, the dialog asks which.
  await expect(toastText(page, 'Product is added to cart').or(dialog)).toBeVisible();
  if (await dialog.isVisible()) await chooseSizeAndAdd();
  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');

  await page.goto('/shop/listing?category=kids');
  await inStock.first().getByRole('heading').click();
  await chooseSizeAndAdd();
  await expect(cartButton).toHaveAccessibleName(/Cart, [23] items/);

  await cartButton.click();
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  const firstLine = sheet.getByRole('group', { name: /^Quantity of / }).first();
  await expect(firstLine.getByRole('button', { name: /^Decrease/ })).toBeDisabled();
  await firstLine.getByRole('button', { name: /^Increase/ }).click();
  await expect(toastText(page, 'Cart item is updated successfully')).toBeVisible();
  await expect(firstLine.locator('output')).toHaveText('Quantity 2');
  await expect(firstLine.getByRole('button', { name: /^Decrease/ })).toBeEnabled();
  await sheet
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(toastText(page, 'Cart item is deleted successfully')).toBeVisible();
  await sheet.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
});

test('checkout says what is missing: items, then an address', async ({ page }) => {
  await newShopper(page);
  await page.goto('/shop/checkout');
  await expect(page.getByText('Your cart is empty. Please add items to proceed')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay with PhonePe/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Pay with Razorpay/ })).toBeDisabled();

  await addInStockToCart(page, 'women', 1, 5);
  await page.reload();
  await page.getByRole('button', { name: /Pay with Razorpay/ }).click();
  await expect(toastText(page, 'Please select one address to proceed.')).toBeVisible();
});

test('addresses: add up to three, edit, delete', async ({ page }) => {
  await newShopper(page);
  await page.goto('/shop/account');
  await page.getByRole('tab', { name: /Address/ }).click();
  for (const city of ['Pune', 'Nashik', 'Nagpur']) {
    if (await page.getByRole('button', { name: 'Add New Address' }).isVisible()) {
      await page.getByRole('button', { name: 'Add New Address' }).click();
    }
    await fillAddress(page, { City: city, 'Address line 1': `12 ${city} Road,` });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toastText(page, 'Address added successfully')).toBeVisible();
    await expect(page.getByText(`12 ${city} Road`).first()).toBeVisible();
  }
  const addNew = page.getByRole('button', { name: 'Add New Address' });
  if (await addNew.isVisible()) await addNew.click();
  const add = page.getByRole('button', { name: 'Add', exact: true });
  if (await add.isVisible()) {
    await fillAddress(page, { City: 'Thane' });
    await add.click();
  }
  await expect(toastText(page, 'You can add max 3 addresses')).toBeVisible();

  await page.getByRole('button', { name: /^Edit address 12 Pune Road/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  await page.getByLabel('City', { exact: true }).fill('Mumbai');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(toastText(page, 'Address updated successfully')).toBeVisible();

  await page.getByRole('button', { name: /^Delete address 12 Nashik Road/ }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(toastText(page, 'Address deleted successfully')).toBeVisible();
  await expect(page.getByText('12 Nashik Road')).toHaveCount(0);
});

test('staff move an order’s status and the shopper sees it in Order History', async ({ page, browser }) => {
  const shopper = await newShopper(page, 'Farhan Ali');
  await addInStockToCart(page, 'men', 1, 5);
  const address = await page.request.post('/api/shop/address/add', {
    data: {
      address_line1: '9 Lake View',
      address_line2: 'Salt Lake',
      city: 'Kolkata',
      state: 'West Bengal',
      zip_code: '700091',
      country: 'India',
      landmark: 'Near the lake',
      phone: '9830098300',
      notes: 'Gate 2',
    },
  });
  const order = await page.request.post('/api/shop/order/create', {
    data: {
      user_id: shopper.id,
      addressInfo: { address_id: (await address.json()).data._id },
      paymentMethod: 'Razorpay',
    },
  });
  const orderId: string = (await order.json()).order_id;
  const details = await page.request.get(`/api/shop/order/details/${orderId}`);
  const orderNumber: string = (await details.json()).data.order_number;

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  await staff.goto('/admin/orders');
  await expect(staff.getByRole('heading', { name: 'All Orders' })).toBeVisible();
  await staff.getByRole('button', { name: `View Details of order ${orderId}` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Order Details' });
  await dialog.getByLabel('New order status').selectOption('inShipping');
  await dialog.getByRole('button', { name: 'Update Order Status' }).click();
  await expect(toastText(staff, 'Order status is updated successfully!')).toBeVisible();

  await page.goto('/shop/account');
  const history = page.getByRole('table', { name: 'Order History' });
  const row = history.getByRole('row').filter({ has: page.getByRole('cell', { name: orderNumber, exact: true }) });
  await expect(row).toContainText('In Shipping');
});
