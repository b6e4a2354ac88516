import { expect, test, type Page } from '@playwright/test';
import {
  codeFromMail,
  mailCount,
  postFormsFromHome,
  signinLinkFromMail,
  uniqueEmail,
  flashRefused,
  flashSaid,
} from '../support/shop.ts';

/*
 * Accounts with JavaScript off (decision 031): every auth form posts to its page's action, which calls the API and
 * redirects where the screen would go, the toast's words shown by the server on the next page.
 */
test.use({ javaScriptEnabled: false });

async function signIn(page: Page, password: string) {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('register, verify with the mailed code, sign in, change the password, log out, reset it, sign in again', async ({
  page,
}) => {
  await postFormsFromHome(page);
  const email = uniqueEmail('nojs');
  const escaped = encodeURIComponent(email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  await page.goto('/auth/register');
  await page.getByLabel('User Name').fill('Nisha Menon');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-password-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/verify-user\\?email=${escaped}$`));
  await expect(flashSaid(page, 'check your email for a 6-digit code')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // A code went out with the sign-up: asking for another at once meets the server's wait.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(flashRefused(page, /You can ask for another in \d+:\d\d/)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Verification Code').fill(await codeFromMail(email));
  await page.getByRole('button', { name: 'Verify User' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?email=${escaped}$`));
  await expect(flashSaid(page, 'Your email is verified. You can log in now.')).toBeVisible();

  // A wrong password: the API's words, back on the form with the email kept.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await signIn(page, 'not-the-password');
  await expect(flashRefused(page, 'Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?email=/);

  await signIn(page, 'first-password-1');
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(flashSaid(page, 'Logged in successfully')).toBeVisible();
  // Without JavaScript the avatar is a link to the account page.
  await expect(page.getByLabel('Account menu for Nisha Menon')).toBeVisible();

  await page.goto('/auth/change-password');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Old Password').fill('first-password-1');
  await page.getByLabel('New Password').fill('second-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?email=${escaped}$`));
  await expect(flashSaid(page, 'Your password has been changed. Please log in again.')).toBeVisible();

  await signIn(page, 'second-password-2');
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.getByLabel('Account menu for Nisha Menon').click();
  await expect(page).toHaveURL(/\/shop\/account$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  const before = await mailCount(email);
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/verify-forgot-password\\?email=${escaped}$`));
  await expect(flashSaid(page, 'we sent it a code to reset the password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Verification Code').fill(await codeFromMail(email, before));
  await page.getByLabel('New Password').fill('third-password-3');
  await page.getByRole('button', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?email=${escaped}$`));
  await expect(flashSaid(page, 'Your password has been reset. Please log in with the new password.')).toBeVisible();

  await signIn(page, 'third-password-3');
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(page.getByLabel('Account menu for Nisha Menon')).toBeVisible();
});

test('sign up (told what a field lacks first), then sign in with a mailed link: ask on the login form, open the mail, press Sign in', async ({
  page,
}) => {
  await postFormsFromHome(page);
  const email = uniqueEmail('nojs-link');
  await page.goto('/auth/register');
  // The screen's own checks come first, in the words its fields show.
  await page.getByLabel('Email').fill('arjun@');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(flashRefused(page, 'Enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('arjun@');
  await page.getByLabel('User Name').fill('Arjun Pillai');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-password-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel('Verification Code').fill(await codeFromMail(email));
  await page.getByRole('button', { name: 'Verify User' }).click();

  const before = await mailCount(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(flashSaid(page, "We've sent you a sign-in link")).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  const link = new URL(await signinLinkFromMail(email, before));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(flashSaid(page, 'Logged in successfully')).toBeVisible();
  await expect(page.getByLabel('Account menu for Arjun Pillai')).toBeVisible();
});

test('the contact form says what is missing, keeps what was typed, and thanks the sender', async ({ page }) => {
  await page.goto('/shop/contact');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Enter your Name')).toBeVisible();
  await expect(page.getByText('Enter your Email')).toBeVisible();
  await expect(page.getByText('Enter your Messages')).toBeVisible();

  await page.getByLabel('Name').fill('Lakshmi');
  await page.getByLabel('Email').fill('lakshmi@');
  await page.getByLabel('Messages').fill('Do you ship to Port Blair?');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Enter a Valid Email')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Lakshmi');
  await expect(page.getByLabel('Messages')).toHaveValue('Do you ship to Port Blair?');

  await page.getByLabel('Email').fill('lakshmi@example.in');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Lakshmi!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post' })).toHaveCount(0);
});
