// Checks signing in with a mailed link: asking for it on the login form (also when too many tries locked the form),
// and the page the link opens, which uses the token only on a click.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refuse } from '#web/testing/fake-server.ts';
import { admin, renderApp, shopper } from '#web/testing/render-app.tsx';

const TOKEN = 'a'.repeat(20) + '-_' + 'Z9'.repeat(10) + 'x';
const LINK_SENT = "We've sent you a sign-in link. It works once, for 15 minutes.";
const LINK_SPENT = 'That sign-in link has been used or has expired. Ask for a new one.';

describe('asking for a sign-in link on the login form', () => {
  it('checks the email field first and asks nothing for a malformed one', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls('POST', '/api/auth/send-signin-link')).toHaveLength(0);
  });

  it("sends it to the email in the field, shows the server's words and counts down to the next", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/auth/login', {
      api: { 'POST /api/auth/send-signin-link': () => ({ success: true, message: LINK_SENT, resend_in: 60 }) },
    });
    await user.type(await screen.findByLabelText('Email'), 'Asha.Link@Example.in');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const toast = await screen.findByRole('listitem');
    expect(within(toast).getByText(LINK_SENT)).toBeInTheDocument();
    expect(calls('POST', '/api/auth/send-signin-link')[0]?.body).toEqual({ email: 'asha.link@example.in' });
    expect(await screen.findByRole('button', { name: 'Resend link in 1:00' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers the link beside the message when sign-in answers 429 for too many wrong tries', async () => {
    const user = userEvent.setup();
    const tooMany = 'Too many attempts from your network. Try again later, or email yourself a sign-in link.';
    renderApp('/auth/login', {
      api: {
        'POST /api/auth/signin': () => refuse(429, tooMany),
        'POST /api/auth/send-signin-link': () => ({ success: true, message: LINK_SENT, resend_in: 60 }),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'asha.locked@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const notice = (await screen.findAllByText(tooMany)).find((element) => element.closest('form'))!.parentElement!;
    const action = within(notice).getByRole('button', { name: 'Email me a sign-in link' });
    // One way to ask, in the notice: not a second button of the same name under the form.
    expect(screen.getAllByRole('button', { name: 'Email me a sign-in link' })).toEqual([action]);
    await user.click(action);
    expect(await within(notice).findByRole('button', { name: 'Resend link in 1:00' })).toBeInTheDocument();
  });
});

describe('the page a sign-in link opens', () => {
  it('uses the link only when Sign in is pressed, then shows the shop signed in', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { router, calls } = renderApp(`/auth/signin-link?token=${TOKEN}`, {
      api: {
        'POST /api/auth/signin-link': ({ body }) => {
          if (body.token !== TOKEN) return refuse(400, LINK_SPENT);
          signedIn = true;
          return { success: true, message: 'Logged in successfully', user: shopper };
        },
        'GET /api/auth/check-auth': () =>
          signedIn ? { success: true, user: shopper } : { success: false, message: 'Unauthorised user!' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in with your link' })).toBeInTheDocument();
    // A mail scanner opening the link sends nothing.
    expect(calls('POST', '/api/auth/signin-link')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Account menu for Asha' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/home');
    expect(calls('POST', '/api/auth/signin-link')).toHaveLength(1);
    const toasts = screen.getByRole('region', { name: /notifications/i });
    expect(within(toasts).getByText('Logged in successfully')).toBeInTheDocument();
  });

  it('takes an admin on to the dashboard, as a login does', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { router } = renderApp(`/auth/signin-link?token=${TOKEN}`, {
      api: {
        'POST /api/auth/signin-link': () => {
          signedIn = true;
          return { success: true, message: 'Logged in successfully', user: admin };
        },
        'GET /api/auth/check-auth': () =>
          signedIn ? { success: true, user: admin } : { success: false, message: 'Unauthorised user!' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('says so when the link is spent, and leads to a new one', async () => {
    const user = userEvent.setup();
    renderApp(`/auth/signin-link?token=${TOKEN}`, {
      api: { 'POST /api/auth/signin-link': () => refuse(400, LINK_SPENT) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_SPENT);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps the button for another try when the shop could not be reached', async () => {
    const user = userEvent.setup();
    renderApp(`/auth/signin-link?token=${TOKEN}`, {
      api: { 'POST /api/auth/signin-link': () => refuse(503, 'The shop is busy. Please try again.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('explains a link without its token, or with a broken one, and asks the server nothing', async () => {
    const { calls, unmount } = renderApp('/auth/signin-link');
    expect(await screen.findByRole('alert')).toHaveTextContent('This address has no sign-in link in it.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    unmount();

    renderApp(`/auth/signin-link?token=${TOKEN.slice(0, 30)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('That sign-in link is not complete.');
    expect(calls('POST', '/api/auth/signin-link')).toHaveLength(0);
  });

  it('sends someone already signed in on, as the login form does', async () => {
    const { router } = renderApp(`/auth/signin-link?token=${TOKEN}`, { user: shopper });
    await screen.findByRole('button', { name: 'Account menu for Asha' });
    expect(router.state.location.pathname).toBe('/shop/home');
  });
});
