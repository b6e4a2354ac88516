import { expect, test } from '@playwright/test';
import { DEMO, mailCount, signinLinkFromMail, toastText } from '../support/shop.ts';

test('sign in with a mailed link: ask on the login form, open the mail, press Sign in; the link works once', async ({
  page,
  browser,
}) => {
  const { email } = DEMO.shopper;
  const before = await mailCount(email);

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(toastText(page, /We've sent you a sign-in link/)).toBeVisible();
  // The next one waits the server's spacing, counted down on the button.
  await expect(page.getByRole('button', { name: /^Resend link in \d+:\d\d$/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const link = new URL(await signinLinkFromMail(email, before));
  const linkPath = `${link.pathname}${link.search}`;
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { name: 'Sign in with your link' })).toBeVisible();
  // Opening the page used nothing: still signed out until the click.
  expect((await (await page.request.get('/api/auth/check-auth')).json()).success).toBe(false);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByText(`Logged in as ${DEMO.shopper.name}`)).toBeVisible();

  // The same link in another browser is spent.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(linkPath);
  await stranger.getByRole('button', { name: 'Sign in' }).click();
  await expect(stranger.getByRole('alert')).toHaveText(
    'That sign-in link has been used or has expired. Ask for a new one.',
  );
  await stranger.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(stranger).toHaveURL(/\/auth\/login$/);
  await other.close();
});

test('a sign-in link page without a whole token says so and asks nothing', async ({ page }) => {
  await page.goto('/auth/signin-link?token=half-a-token');
  await expect(page.getByRole('alert')).toContainText('That sign-in link is not complete.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
