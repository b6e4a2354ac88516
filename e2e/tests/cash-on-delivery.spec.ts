import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { mailsTo } from '../support/smtp-sink.ts';
import {
  addInStockToCart,
  DEMO,
  newShopper,
  orderNumberShown,
  saveAddress,
  signIn,
  toastText,
} from '../support/shop.ts';

test('staff fill in the shop’s details; a shopper pays by Cash on Delivery; staff collect the cash; both download the tax invoice; staff reject it and refund the cash by transfer', async ({
  page,
  browser,
}) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  await staff.goto('/admin/settings');
  // The shop's own details (the pickup address below has an address and a state too).
  const shop = staff.getByRole('region', { name: 'Shop details' });
  await shop.getByLabel('Legal name').fill('Thread and Tote Retail Private Limited');
  await shop.getByLabel('Address', { exact: true }).fill('12 Brigade Road, Bengaluru 560001');
  await shop.getByLabel('State').selectOption({ label: 'Karnataka (29)' });
  await staff.getByLabel('GSTIN').fill('29AAPFU0939F1ZR');
  await staff.getByLabel('Invoice prefix').fill('TT');
  await staff.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastText(staff, 'Settings saved')).toBeVisible();

  // A shopper in Bengaluru: Cash on Delivery goes there.
  const shopper = await newShopper(page, 'Meera Nair');
  await saveAddress(page);
  await addInStockToCart(page, 'women', 1, 5);
  await page.goto('/shop/checkout');
  const address = page.getByRole('radio').first();
  await address.click();
  await page.getByRole('button', { name: /Cash on Delivery/ }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success/);
  await expect(page.getByRole('heading', { name: 'Your order has been placed' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? page.url().match(/[0-9a-f-]{36}/)![0];
  const orderNumber = await orderNumberShown(page);
  // It waits for the shopper to confirm it: then the mail says to keep the cash ready.
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(toastText(page, 'Your order is confirmed. We will pack it now.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(process.env.E2E_MAIL_DIR!, shopper.email)).length).toBeGreaterThan(2);
  const mails = await mailsTo(process.env.E2E_MAIL_DIR!, shopper.email);
  expect(mails.at(-1)!.raw.replace(/=\r?\n/g, '')).toContain('in cash when it arrives');

  // Staff deliver it and collect the cash: the order is paid and its invoice issued.
  await staff.goto('/admin/orders');
  await staff.getByRole('button', { name: `View Details of order ${orderId}` }).click();
  const details = staff.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: /Mark paid/ }).click();
  await expect(toastText(staff, 'Payment recorded: the cash is collected.')).toBeVisible();
  await expect(details.getByText(/Tax invoice TT\/\d{4}\/\d+/)).toBeVisible();
  const staffDownload = staff.waitForEvent('download');
  await details.getByRole('link', { name: 'Download invoice (PDF)' }).click();
  const staffPdf = await readFile((await (await staffDownload).path())!);
  expect(staffPdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The shopper downloads the same invoice from their order's details.
  await page.goto('/shop/account');
  const history = page.getByRole('table', { name: 'Order History' });
  await history
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: orderNumber, exact: true }) })
    .getByRole('button')
    .first()
    .click();
  const mine = page.getByRole('dialog');
  await expect(mine.getByText(/Tax invoice TT\/\d{4}\/\d+/)).toBeVisible();
  const download = page.waitForEvent('download');
  await mine.getByRole('link', { name: 'Download invoice (PDF)' }).click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await download).suggestedFilename()).toMatch(/^Invoice-TT-\d{4}-\d+\.pdf$/);

  // Staff reject it and refund the cash in one go: the transfer refund waits, pending, for staff to record it.
  await expect(details.getByRole('button', { name: /Mark paid/ })).toHaveCount(0);
  await details.getByLabel('New order status').selectOption('rejected');
  await details.getByRole('button', { name: 'Update Order Status' }).click();
  const question = staff.getByRole('alertdialog', { name: 'Refund this order too?' });
  await expect(question.getByText(/A Cash on Delivery refund waits for your bank or UPI transfer/)).toBeVisible();
  await question.getByRole('button', { name: /^Reject and refund ₹[\d,.]+$/ }).click();
  await expect(toastText(staff, 'Order status is updated successfully!')).toBeVisible();
  await expect(question).toHaveCount(0);
  await expect(staff.getByRole('dialog', { name: 'Refund' })).toHaveCount(0);
  const refunds = details.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByText('Pending', { exact: true })).toBeVisible();
  await expect(refunds.getByText('Bank/UPI transfer')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await refunds.getByLabel('Transfer reference (bank/UPI)').fill('UTR20260115001');
  await refunds.getByRole('button', { name: 'Record transfer' }).click();
  await expect(toastText(staff, /^Refund of ₹[\d,.]+ recorded\.$/)).toBeVisible();
  await expect(refunds.getByText('Processed', { exact: true })).toBeVisible();
  await expect(refunds.getByText('UTR20260115001')).toBeVisible();
  await expect(details.getByLabel('New order status')).toHaveValue('rejected');
});
