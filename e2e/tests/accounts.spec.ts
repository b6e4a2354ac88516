import { expect, test, type Page } from '@playwright/test';
import { codeFromMail, DEMO, mailCount, signIn, uniqueEmail } from '../support/shop.ts';

async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign up|register|create/i }).click();
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /account menu|open account|user menu/i }).click();
}

test('register, read the code in the mail, verify, log in and log out', async ({ page }) => {
  const email = uniqueEmail('asha');
  await register(page, 'Asha Rao', email, 'first-password-1');
  await expect(page).toHaveURL(/\/auth\/verify-user$/);

  const code = await codeFromMail(email);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/code/i).fill(code);
  await page.getByRole('button', { name: 'Verify User' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, { email, password: 'first-password-1' });
  await expect(page).toHaveURL(/\/shop\/home$/);
  await openAccountMenu(page);
  await expect(page.getByText('Logged in as Asha Rao')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/shop/account');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an unverified account is told to verify first, with the way there', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await register(page, 'Ravi Kumar', email, 'first-password-1');
  await expect(page).toHaveURL(/\/auth\/verify-user$/);
  await signIn(page, { email, password: 'first-password-1' });
  await expect(page.getByText('Please verify your email first', { exact: false }).first()).toBeVisible();
  await page.getByRole('link', { name: /verify your email/i }).click();
  await expect(page).toHaveURL(/\/auth\/verify-user$/);
});

test('forgot password: reset with the mailed code, then log in with the new password', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await register(page, 'Meera Iyer', email, 'old-password-1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/code/i).fill(await codeFromMail(email));
  await page.getByRole('button', { name: 'Verify User' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  const before = await mailCount(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login page, with an Email field of its own, stays up until the next page's code has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-forgot-password$/);

  const code = await codeFromMail(email, before);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/code/i).fill(code);
  await page.getByLabel('New Password').fill('new-password-2');
  await page.getByRole('button', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, { email, password: 'old-password-1' });
  await expect(page.getByText('Incorrect email or password.').first()).toBeVisible();
  await signIn(page, { email, password: 'new-password-2' });
  await expect(page).toHaveURL(/\/shop\/home$/);
});

test('change password from the avatar menu, then log in again with it', async ({ page }) => {
  const email = uniqueEmail('changer');
  await register(page, 'Kabir Singh', email, 'old-password-1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/code/i).fill(await codeFromMail(email));
  await page.getByRole('button', { name: 'Verify User' }).click();
  await signIn(page, { email, password: 'old-password-1' });
  await expect(page).toHaveURL(/\/shop\/home$/);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/auth\/change-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/old password|current password/i).fill('old-password-1');
  await page.getByLabel('New Password').fill('changed-password-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, { email, password: 'changed-password-3' });
  await expect(page).toHaveURL(/\/shop\/home$/);
});

test('the demo admin lands on the dashboard; the demo shopper is kept out of it', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, DEMO.shopper);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/unauth-page$/);
});
