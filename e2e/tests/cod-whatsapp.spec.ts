import { expect, test } from '@playwright/test';
import { addInStockToCart, DEMO, newShopper, orderNumberShown, saveAddress, signIn } from '../support/shop.ts';

test('a shopper asks for WhatsApp updates, says yes from the phone, pays by Cash on Delivery, confirms on WhatsApp, and hears it ship and arrive', async ({
  page,
  browser,
}) => {
  // Two waits on WhatsApp's round trips (up to 30 s each on a busy machine) on top of the journey.
  test.setTimeout(120_000);
  await newShopper(page, 'Divya Iyer');
  // A phone of this shopper's own: the sandbox's inbox is kept per phone.
  const phone = `98${String(Date.now()).slice(-8)}`;
  await saveAddress(page, { phone });
  await addInStockToCart(page, 'women', 1, 5);
  await page.goto('/shop/checkout');
  await page.getByRole('radio').first().click();
  const updates = page.getByRole('checkbox', { name: /Send order updates on WhatsApp/ });
  await expect(updates).not.toBeChecked();
  await updates.check();
  await page.getByRole('button', { name: /Cash on Delivery/ }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success/);
  await expect(page.getByText('Please confirm your Cash on Delivery order')).toBeVisible();
  const orderNumber = await orderNumberShown(page);

  // On the phone, WhatsApp first asks the phone itself to say yes (a checkout alone never opts a phone in).
  const phonePage = await (await browser.newContext()).newPage();
  await phonePage.goto(`/api/sandbox/whatsapp/inbox/${phone}`);
  const told = (words: string) => phonePage.getByRole('article').filter({ hasText: words });
  // A reply reaches the shop as a webhook, and the shop's answer comes after it: the inbox shows it once reloaded.
  const arrives = (words: string) =>
    expect
      .poll(
        async () => {
          await phonePage.reload();
          return told(words).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
  await arrives('asked for order updates on WhatsApp');
  await told('asked for order updates on WhatsApp').getByRole('button', { name: 'Yes, send updates' }).click();
  await expect(phonePage.getByText('Sent: Yes, send updates')).toBeVisible();

  // Then it asks to confirm the order, with buttons.
  await arrives(`Your order ${orderNumber}`);
  const ask = told(`Your order ${orderNumber}`);
  await expect(ask).toContainText('Please confirm it by');
  await ask.getByRole('button', { name: 'Confirm order' }).click();
  await expect(phonePage.getByText('Sent: Confirm order')).toBeVisible();
  await arrives('is confirmed');

  // Confirmed, it is among the orders to ship: staff ship it.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  await staff.goto('/admin/orders?order_status=confirmed&shipment=none');
  await staff.getByRole('checkbox', { name: `Select order ${orderNumber}` }).check();
  await staff.getByRole('button', { name: 'Ship selected' }).click();
  const result = staff.getByRole('status', { name: 'Shipping result' });
  await expect(result.getByText('1 order shipped')).toBeVisible();
  const line = await result.getByRole('list', { name: 'Shipped' }).getByRole('listitem').first().textContent();
  const awb = line!.match(/AWB\s*(\S+)/)![1]!;
  const played = await staff.request.post('/api/sandbox/shiprocket/play', {
    data: { awb, to: 'delivered', stepMs: 150 },
  });
  expect(played.status()).toBe(200);

  // WhatsApp tells the shopper it is on its way, out for delivery with the cash to keep ready, and delivered.
  await arrives('has been delivered');
  await expect(told('is on its way')).toHaveCount(1);
  await expect(told('is out for delivery today')).toContainText('in cash');
});
