import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { addInStockToCart, DEMO, linkFromMail, newShopper, saveAddress, signIn } from '../support/shop.ts';

test('the owner invites a packer, who signs in with an authenticator app, ships an order and cannot open Settings; the owner reads what the packer did', async ({
  page,
  browser,
}) => {
  // Four people and two browsers each sign in: a longer journey than most.
  test.setTimeout(180_000);

  // A shopper's Cash on Delivery order, confirmed, waiting to be shipped.
  await newShopper(page, 'Farah Khan');
  const addressId = await saveAddress(page);
  await addInStockToCart(page, 'women', 1, 5);
  const placed = await page.request.post('/api/shop/order/create', {
    data: { addressInfo: { address_id: addressId }, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  const orderId = (await placed.json()).order_id as string;
  expect(
    (await page.request.post(`/api/shop/order/confirm-cod/${orderId}`, { data: { confirm: true } })).status(),
  ).toBe(200);
  const number = (await (await page.request.get(`/api/shop/order/details/${orderId}`)).json()).data
    .order_number as string;

  // The owner invites a packer from Admin → Staff.
  const packerEmail = `packer-${Date.now()}@example.in`;
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, DEMO.admin);
  await expect(owner).toHaveURL(/\/admin\/dashboard$/);
  await owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
  const invite = owner.getByRole('region', { name: 'Invite staff' });
  await invite.getByLabel('Email').fill(packerEmail);
  await invite.getByLabel('Role').selectOption('fulfilment');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${packerEmail}`).first()).toBeVisible();

  // The packer accepts the invitation from the mail and chooses a password.
  const packerContext = await browser.newContext();
  const packer = await packerContext.newPage();
  await packer.goto(await linkFromMail(packerEmail, /https?:\/\/[^\s"<>]+\/auth\/accept-invite\?token=[\w-]{43}/));
  await expect(packer.getByText(packerEmail)).toBeVisible();
  await packer.getByLabel('Your name').fill('Pooja Packer');
  await packer.getByLabel('New password').fill('packing-tape-2026');
  await packer.getByLabel('Type the password again').fill('packing-tape-2026');
  await packer.getByRole('button', { name: 'Create my account' }).click();
  await expect(packer.getByText('Your account is ready. Log in with your email and new password.')).toBeVisible();

  // Signed in, the packer turns on two-factor sign-in with an authenticator app.
  const account = { email: packerEmail, password: 'packing-tape-2026' };
  await signIn(packer, account);
  await expect(packer).toHaveURL(/\/admin\/orders/);
  await packer.goto('/admin/account');
  await packer.getByRole('button', { name: 'Turn on', exact: true }).click();
  const key = (await packer.locator('code').first().textContent())!.replace(/\s+/g, '');
  const app = new TOTP({ secret: Secret.fromBase32(key), period: 30, digits: 6 });
  await packer.getByLabel('6-digit code').fill(app.generate());
  await packer.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(packer.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await packer.getByRole('button', { name: 'Done' }).click();

  // Next sign-in, on another browser, asks for the app's code after the password.
  const later = await (await browser.newContext()).newPage();
  await signIn(later, account);
  await expect(later.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await later.getByLabel('6-digit code').fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await later.getByRole('button', { name: 'Verify' }).click();
  await expect(later).toHaveURL(/\/admin\/orders/);

  // The menu shows what a packer may do; Settings is not among it, and typed in it is refused.
  const menu = later.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // The packer ships the order.
  await later.goto('/admin/orders?order_status=confirmed&shipment=none');
  await later.getByRole('checkbox', { name: `Select order ${number}` }).check();
  await later.getByRole('button', { name: 'Ship selected' }).click();
  await expect(later.getByRole('status', { name: 'Shipping result' }).getByText('1 order shipped')).toBeVisible();

  await later.goto('/admin/settings');
  await expect(later.getByText('Your role does not allow this screen')).toBeVisible();
  expect((await later.request.get('/api/admin/settings')).status()).toBe(403);

  // The owner reads in the trail what the packer did.
  await owner.goto(`/admin/audit?actor=${encodeURIComponent(packerEmail)}`);
  await expect(owner.getByText('order.ship').first()).toBeVisible();
  await expect(owner.getByText(packerEmail).first()).toBeVisible();
});
