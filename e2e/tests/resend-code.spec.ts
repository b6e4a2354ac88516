import { expect, test, type Page } from '@playwright/test';
import { toastText, uniqueEmail } from '../support/shop.ts';

/*
 * The page's clock is Playwright's, so a countdown can be run out without waiting; the server's spacing runs on real
 * time, so asking again at once meets its real 429, whose wait the screen must show as it is. The answers are the same
 * for an email with an account or without (the server does not say which), so these journeys need no sign-up.
 */

const countdown = (page: Page) => page.getByRole('button', { name: /^Resend code in \d+:\d\d$/ });

/** The seconds the countdown button shows now. */
async function secondsShown(page: Page): Promise<number> {
  const [, minutes, seconds] = /(\d+):(\d\d)$/.exec((await countdown(page).textContent()) ?? '')!;
  return Number(minutes) * 60 + Number(seconds);
}

test('verify screen: a send starts "Resend code in m:ss", the button comes back at 0, and asking at once meets the server\'s wait', async ({
  page,
}) => {
  await page.clock.install();
  const email = uniqueEmail('resend');
  await page.goto('/auth/verify-user');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(countdown(page)).toBeVisible();
  await expect(countdown(page)).toHaveAttribute('aria-disabled', 'true');
  const first = await secondsShown(page);
  expect(first).toBeGreaterThan(0);

  // It counts down on the page's clock...
  await page.clock.runFor(5_000);
  await expect.poll(() => secondsShown(page)).toBeLessThanOrEqual(first - 5);
  // ...and the button is back when it reaches 0, said once to screen readers.
  await page.clock.runFor(first * 1000);
  const button = page.getByRole('button', { name: 'Send a new code' });
  await expect(button).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'You can send a new code now.' })).toHaveCount(1);

  // The server's own spacing is real time, hardly begun: it refuses with its wait, and the screen counts that down.
  await button.click();
  await expect(toastText(page, /You can ask for another in \d+:\d\d/)).toBeVisible();
  await expect(page.getByText('A new code is on its way')).toHaveCount(0);
  await expect(countdown(page)).toBeVisible();
  expect(await secondsShown(page)).toBeGreaterThan(0);
  expect(await secondsShown(page)).toBeLessThanOrEqual(first);
});

test('forgot password: the wait started by Continue is still counting on the reset screen', async ({ page }) => {
  await page.clock.install();
  const email = uniqueEmail('reset-wait');
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-forgot-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(countdown(page)).toHaveAttribute('aria-disabled', 'true');

  // Another address in the field has no wait of its own.
  await page.getByLabel('Email').fill(uniqueEmail('someone-else'));
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
});
