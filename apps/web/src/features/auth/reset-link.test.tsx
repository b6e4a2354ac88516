// Checks the page a reset mail's link opens: the reset form with the email and the code filled in, which sets the new
// password as the reset page does; or, for a spent link or paused codes, the server's words and the way to a new code.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refuse } from '#web/testing/fake-server.ts';
import { renderApp } from '#web/testing/render-app.tsx';

const TOKEN = 'b'.repeat(20) + '-_' + 'Q7'.repeat(10) + 'y';
const SPENT = 'That reset link has been used or has expired. Ask for a new code if you need one.';

describe('the page a reset link opens', () => {
  it('fills in the email and the eight-digit code, and sets the new password with them', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderApp(`/auth/reset/${TOKEN}`, {
      api: {
        'POST /api/auth/reset-link': ({ body }) =>
          body.token === TOKEN
            ? { success: true, message: 'Filled in.', email: 'asha@example.in', providedCode: '04817263' }
            : refuse(400, SPENT),
        'PATCH /api/auth/verify-forgot-password-code': () => ({
          success: true,
          message: 'Your password has been reset.',
        }),
      },
    });
    expect(await screen.findByLabelText('Verification Code')).toHaveValue('04817263');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByText('The code from your email is filled in: choose a new password.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'a-new-password-1');
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    await expect.poll(() => router.state.location.pathname).toBe('/auth/login');
    expect(calls('PATCH', '/api/auth/verify-forgot-password-code')[0]?.body).toEqual({
      email: 'asha@example.in',
      providedCode: '04817263',
      newPassword: 'a-new-password-1',
    });
  });

  it('says so when the link is spent, and leads to a new code', async () => {
    renderApp(`/auth/reset/${TOKEN}`, { api: { 'POST /api/auth/reset-link': () => refuse(400, SPENT) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(SPENT);
    expect(screen.getByRole('link', { name: 'Ask for a new code' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
  });

  it('explains a broken link and asks the server nothing', async () => {
    const { calls } = renderApp(`/auth/reset/${TOKEN.slice(0, 30)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('That reset link is not complete.');
    expect(calls('POST', '/api/auth/reset-link')).toHaveLength(0);
  });
});

describe('the reset page', () => {
  it('takes the eight-digit code a reset mail now holds', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/auth/verify-forgot-password', {
      api: { 'PATCH /api/auth/verify-forgot-password-code': () => ({ success: true, message: 'Reset.' }) },
    });
    await user.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Verification Code'), '12345678');
    await user.type(screen.getByLabelText('New Password'), 'a-new-password-1');
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    await expect.poll(() => calls('PATCH', '/api/auth/verify-forgot-password-code')).toHaveLength(1);
    expect(calls('PATCH', '/api/auth/verify-forgot-password-code')[0]?.body).toMatchObject({
      providedCode: '12345678',
    });
  });
});
