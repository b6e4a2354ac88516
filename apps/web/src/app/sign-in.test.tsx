// Checks signing in through the app: labelled fields of the right types, refusals as toasts, then the signed-in shop.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refuse } from '#web/testing/fake-server.ts';
import { renderApp, shopper } from '#web/testing/render-app.tsx';

describe('the login form', () => {
  it('has an email and a password field', async () => {
    renderApp('/auth/login');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it("shows the server's message when sign-in is refused", async () => {
    const user = userEvent.setup();
    renderApp('/auth/login', {
      api: { 'POST /api/auth/signin': () => refuse(401, 'Invalid credentials') },
    });
    await user.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('listitem');
    expect(within(toast).getByText('Invalid credentials')).toBeInTheDocument();
  });

  it('points out a malformed email before calling the server', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.map(({ path }) => path)).not.toContain('/api/auth/signin');
  });

  it('signs in, then shows the shop as the signed-in user', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { router } = renderApp('/auth/login', {
      api: {
        'POST /api/auth/signin': () => {
          signedIn = true;
          return { success: true, message: 'Logged in successfully', user: shopper };
        },
        // Signed out is an answer too: 200 with success false, as the server sends it.
        'GET /api/auth/check-auth': () =>
          signedIn ? { success: true, user: shopper } : { success: false, message: 'Unauthorised user!' },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Account menu for Asha' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/home');
  });
});
