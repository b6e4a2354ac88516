// Checks the resend countdowns: "Resend code in 0:42" from the server's resend_in, after a send and after a 429,
// carried from forgot-password to the reset screen, back when it runs out, and announced once.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatWait } from '#web/features/auth/resend-countdown.ts';
import { refuse } from '#web/testing/fake-server.ts';
import { renderApp } from '#web/testing/render-app.tsx';

/*
 * The countdown reads Date.now() on an interval: both are faked, setTimeout is not (the fake API's answers and the
 * toast's lazy view arrive on it). Everything waits inside act, with fireEvent rather than user-event, so the
 * answers' renders happen in it too (as in search-page.test.tsx).
 */
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
/** Lets answers arrive and React render, the faked clock standing still. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await pause();
};
/** Testing Library's findBy, waiting inside act: the first render loads the screen, the first toast its view. */
async function until<T>(find: () => T): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    try {
      return find();
    } catch {
      await pause();
    }
  }
  return find();
}
const passSeconds = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
const click = async (element: HTMLElement) => {
  act(() => void fireEvent.click(element));
  await settle();
};
const type = (field: HTMLElement, value: string) => act(() => void fireEvent.change(field, { target: { value } }));
const start = async (...args: Parameters<typeof renderApp>) => {
  const app = renderApp(...args);
  await until(() => screen.getByLabelText('Email'));
  return app;
};
/** Each test its own address: the waits are kept per email for the whole page's life, as in the browser. */
let count = 0;
const anEmail = () => `meera${++count}@example.in`;
/** The one toast on screen (Radix mirrors its text elsewhere for screen readers). */
const theToast = () => until(() => screen.getByRole('listitem'));
const announcer = () => screen.getAllByRole('status').find((region) => region.classList.contains('sr-only'))!;

describe('formatWait', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatWait(42)).toBe('0:42');
    expect(formatWait(5)).toBe('0:05');
    expect(formatWait(75)).toBe('1:15');
    expect(formatWait(300)).toBe('5:00');
    expect(formatWait(0)).toBe('0:00');
  });
});

describe('the verify screen', () => {
  it("counts down from the answer's resend_in after a send, then offers a new code again and says so once", async () => {
    const email = anEmail();
    const { calls } = await start('/auth/verify-user', {
      api: {
        'PATCH /api/auth/send-verification-code': () => ({
          success: true,
          message: 'A new code is on its way.',
          resend_in: 42,
        }),
      },
    });
    await type(screen.getByLabelText('Email'), email);
    await click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(within(await theToast()).getByText('A new code is on its way.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Resend code in 0:42' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(calls('PATCH', '/api/auth/send-verification-code')[0]?.body).toEqual({ email });

    // Pressing it while waiting asks nothing, and keeps focus where it is.
    button.focus();
    await click(button);
    expect(calls('PATCH', '/api/auth/send-verification-code')).toHaveLength(1);
    expect(button).toHaveFocus();

    await passSeconds(1);
    expect(button).toHaveAccessibleName('Resend code in 0:41');
    await passSeconds(30);
    expect(button).toHaveAccessibleName('Resend code in 0:11');
    // The live region stays quiet while counting: no second-by-second announcements.
    expect(announcer()).toHaveTextContent('');

    await passSeconds(11);
    expect(button).toHaveAccessibleName('Send a new code');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    expect(announcer()).toHaveTextContent('You can send a new code now.');
  });

  it('after a 429 shows its message as a destructive toast and counts down its resend_in', async () => {
    const email = anEmail();
    await start('/auth/verify-user', {
      api: {
        'PATCH /api/auth/send-verification-code': () =>
          refuse(429, 'Please wait 1:15 before asking for another code.', { resend_in: 75 }),
      },
    });
    await type(screen.getByLabelText('Email'), email);
    await click(screen.getByRole('button', { name: 'Send a new code' }));

    const toast = await theToast();
    expect(within(toast).getByText('Please wait 1:15 before asking for another code.')).toBeInTheDocument();
    expect(toast).toHaveClass('bg-destructive');
    expect(screen.queryByText('A new code is on its way.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 1:15' })).toBeInTheDocument();
  });

  it('checks the email before asking, and shows the wait of the address in the field', async () => {
    const email = anEmail();
    const { calls } = await start('/auth/verify-user', {
      api: {
        'PATCH /api/auth/send-verification-code': () => ({ success: true, message: 'Sent.', resend_in: 60 }),
      },
    });
    const field = screen.getByLabelText('Email');
    await type(field, 'not-an-email');
    await click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(calls('PATCH', '/api/auth/send-verification-code')).toHaveLength(0);

    await type(field, email);
    await click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByRole('button', { name: 'Resend code in 1:00' })).toBeInTheDocument();
    // Another address has no wait of its own.
    await type(field, anEmail());
    expect(screen.getByRole('button', { name: 'Send a new code' })).not.toHaveAttribute('aria-disabled');
    // Nor is the change announced as the wait running out.
    expect(announcer()).toHaveTextContent('');
    await type(field, ` ${email.toUpperCase()} `);
    expect(screen.getByRole('button', { name: 'Resend code in 1:00' })).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('carries the countdown from the send on to the reset screen, which can send a new code itself', async () => {
    const email = anEmail();
    const { router, calls } = await start('/auth/forgot-password', {
      api: {
        'PATCH /api/auth/send-forgot-password-code': () => ({
          success: true,
          message: 'If an account exists for that email, a reset code is on its way.',
          resend_in: 60,
        }),
      },
    });
    await type(screen.getByLabelText('Email'), email);
    await click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/verify-forgot-password');
    expect(screen.getByLabelText('Email')).toHaveValue(email);

    await passSeconds(5);
    const button = screen.getByRole('button', { name: 'Resend code in 0:55' });
    await passSeconds(55);
    expect(button).toHaveAccessibleName('Send a new code');
    await click(button);
    expect(calls('PATCH', '/api/auth/send-forgot-password-code')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Resend code in 1:00' })).toBeInTheDocument();
  });

  it('after a 429 still goes on to enter the code already mailed, counting down the wait', async () => {
    const email = anEmail();
    await start('/auth/forgot-password', {
      api: {
        'PATCH /api/auth/send-forgot-password-code': () =>
          refuse(429, 'Please wait 0:30 before asking for another code.', { resend_in: 30 }),
      },
    });
    await type(screen.getByLabelText('Email'), email);
    await click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(within(await theToast()).getByText('Please wait 0:30 before asking for another code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 0:30' })).toBeInTheDocument();
  });

  it('stays on the form when the server refuses for another reason', async () => {
    const { router } = await start('/auth/forgot-password', {
      api: { 'PATCH /api/auth/send-forgot-password-code': () => refuse(400, 'Something is off with that email') },
    });
    await type(screen.getByLabelText('Email'), anEmail());
    await click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(await theToast()).getByText('Something is off with that email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/forgot-password');
  });
});
