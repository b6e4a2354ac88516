import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from '../support/smtp-sink.ts';
import { addInStockToCart, DEMO, newShopper, orderNumberShown, signIn, toastText } from '../support/shop.ts';

/** One shopper for these journeys (sign-ups from one address are rate limited across the whole e2e run). */
let shopper: Awaited<ReturnType<typeof newShopper>> | undefined;

/** The shopper pays for one in-stock piece (with sizes, in women's) in the Razorpay modal; answers the order id. */
async function paidOrder(page: Page) {
  if (shopper) {
    await signIn(page, shopper);
    await expect(page).toHaveURL(/\/shop\/home$/);
  } else {
    shopper = await newShopper(page, 'Kavya Iyer');
    await addAddress(page);
  }
  const { product, variant } = await addInStockToCart(page, 'women', 1, 5);
  await page.goto('/shop/checkout');
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: /Pay with Razorpay/ }).click();
  await page.getByRole('dialog', { name: 'Thread & Tote' }).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const orderNumber = await orderNumberShown(page);
  return { shopper, orderId, orderNumber, product, variant };
}

async function addAddress(page: Page) {
  await page.request.post('/api/shop/address/add', {
    data: {
      address_line1: '9 Park Street',
      address_line2: 'Near the metro',
      city: 'Kolkata',
      state: 'West Bengal',
      zip_code: '700016',
      country: 'India',
      landmark: 'Metro gate 2',
      phone: '9830012345',
      notes: 'Weekdays only',
    },
  });
}

/** The shopper's order details, from their account. */
async function openMyOrder(page: Page, orderNumber: string) {
  await page.goto('/shop/account');
  await page
    .getByRole('table', { name: 'Order History' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: orderNumber, exact: true }) })
    .getByRole('button', { name: 'View Details' })
    .click();
  return page.getByRole('dialog', { name: 'Order Details' });
}

async function staffOrder(staff: Page, orderId: string) {
  await staff.goto('/admin/orders');
  await staff.getByRole('button', { name: `View Details of order ${orderId}` }).click();
  return staff.getByRole('dialog', { name: 'Order Details' });
}

test.describe.configure({ mode: 'serial' });

test('a shopper cancels within a day: the stock returns and the money comes back', async ({ page }) => {
  const { shopper: me, orderNumber } = await paidOrder(page);
  const details = await openMyOrder(page, orderNumber);
  await expect(details.getByText(/You can cancel this order until/)).toBeVisible();
  await details.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(confirm.getByText(/is refunded to the way you paid \(Razorpay\) within 5 days/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toastText(page, /^Order cancelled\. Your refund of ₹[\d,.]+ has been started/)).toBeVisible();
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
  // The refund goes through Razorpay and the open details follow it to its end.
  const refunds = details
    .getByRole('region', { name: 'Refunds' })
    .or(details.locator('section', { hasText: 'Refunds' }));
  await expect(refunds.getByText('Processed', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(details.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(process.env.E2E_MAIL_DIR!, me.email)).map((m) => m.raw).join('\n'))
    .toMatch(
      /your order is cancelled[\s\S]*your refund is processed|your refund is processed[\s\S]*your order is cancelled/,
    );
});

test('a size exchange: asked by the shopper, approved and received by staff, the new size sent at no charge', async ({
  page,
  browser,
}) => {
  const { orderId, orderNumber } = await paidOrder(page);
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  const staffDetails = await staffOrder(staff, orderId);
  await staffDetails.getByLabel('New order status').selectOption('delivered');
  await staffDetails.getByRole('button', { name: 'Update Order Status' }).click();
  await expect(toastText(staff, 'Order status is updated successfully!')).toBeVisible();

  const details = await openMyOrder(page, orderNumber);
  await details.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('dialog', { name: 'Return or exchange' });
  await form.getByRole('checkbox').first().check();
  await form.getByLabel('Reason').selectOption({ label: 'Size too small' });
  await form.getByLabel('Exchange for another size/colour').check();
  const sizes = form.getByRole('radio', { name: /^Size / });
  await expect(sizes.first()).toBeVisible();
  let chosen = '';
  for (let i = 0; i < (await sizes.count()); i += 1) {
    if (await sizes.nth(i).isEnabled()) {
      chosen = (await sizes.nth(i).getAttribute('aria-label')) ?? (await sizes.nth(i).evaluate((el) => el.id));
      await sizes.nth(i).check();
      break;
    }
  }
  expect(chosen).not.toBe('');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(toastText(page, 'Return requested. We will tell you by email once it is approved.')).toBeVisible();
  await expect(details.getByText('Requested', { exact: true })).toBeVisible();

  await staff.goto('/admin/returns?status=requested');
  const request = staff
    .getByRole('article')
    .filter({ has: staff.getByRole('button', { name: `Open order ${orderNumber}` }) });
  await request.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('dialog', { name: 'Approve this return?' }).getByRole('button', { name: 'Approve' }).click();
  // The demo shop ships through the courier sandbox: a courier is booked to collect the parcel.
  await expect(toastText(staff, /^Return approved: a courier will collect the parcel from the shopper/)).toBeVisible();
  await staff.goto('/admin/returns?status=approved');
  await staff
    .getByRole('article')
    .filter({ has: staff.getByRole('button', { name: `Open order ${orderNumber}` }) })
    .getByRole('button', { name: 'Mark received' })
    .click();
  await staff
    .getByRole('dialog', { name: 'Mark the parcel received?' })
    .getByRole('button', { name: 'Mark received' })
    .click();
  await expect(
    toastText(staff, 'Parcel received: the items are back in stock and the replacement order is placed.'),
  ).toBeVisible();

  const after = await openMyOrder(page, orderNumber);
  await expect(after.getByText(/Received: your replacement order is placed/)).toBeVisible();
});

test('staff refund part of a paid order; the refund and its timeline show who, when and how much', async ({
  page,
  browser,
}) => {
  const { orderId, orderNumber } = await paidOrder(page);
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  const details = await staffOrder(staff, orderId);
  await details.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: 'Refund' });
  await dialog.getByLabel('Amount (₹)').fill('100');
  await dialog.getByLabel('Reason').fill('Late delivery: goodwill');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(toastText(staff, 'Refund of ₹100.00 started. It reaches the shopper within 5 days.')).toBeVisible();
  await expect(details.getByText('Processed', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(details.getByText('Partly refunded').first()).toBeVisible();
  await expect(details.getByText(/Refunded \(Razorpay\): Late delivery: goodwill/)).toBeVisible();
  await expect(details.getByText(/rfnd_/).first()).toBeVisible();

  // The shopper sees it too.
  const mine = await openMyOrder(page, orderNumber);
  await expect(mine.getByText('₹100.00').first()).toBeVisible();
  await expect(mine.getByText('Processed', { exact: true }).first()).toBeVisible();
});

test('staff reject a paid order and refund it in the same step', async ({ page, browser }) => {
  const { orderId, orderNumber } = await paidOrder(page);
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  const details = await staffOrder(staff, orderId);
  await details.getByLabel('New order status').selectOption('rejected');
  await details.getByRole('button', { name: 'Update Order Status' }).click();
  const question = staff.getByRole('alertdialog', { name: 'Refund this order too?' });
  await question.getByRole('button', { name: /^Reject and refund ₹[\d,.]+$/ }).click();
  await expect(toastText(staff, 'Order status is updated successfully!')).toBeVisible();
  // The refund goes through Razorpay with the rejection; the open details follow it to its end.
  const refunds = details.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByText('Order rejected')).toBeVisible();
  await expect(refunds.getByText('Processed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(details.getByLabel('New order status')).toHaveValue('rejected');
  await expect(details.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);

  // The shopper sees the order rejected and its money on the way back, with nothing left to cancel.
  const mine = await openMyOrder(page, orderNumber);
  await expect(mine.getByText('Rejected', { exact: true }).first()).toBeVisible();
  await expect(mine.getByRole('region', { name: 'Refunds' }).getByText('Order rejected')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
