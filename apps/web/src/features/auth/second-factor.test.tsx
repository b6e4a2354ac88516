// Checks signing in to an account guarded by an authenticator app: after the password (or a mailed link) the screen asks
// for the app's code or a recovery code, shows the server's refusal, and goes where a sign-in goes; and the same steps
// posted without JavaScript, through the login route's action.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { action as loginAction } from '#web/app/routes/auth.login.tsx';
import { readFlash } from '#web/app/flash.ts';
import { fakeServer, refuse } from '#web/testing/fake-server.ts';
import { admin, renderApp } from '#web/testing/render-app.tsx';

const TICKET = 'T'.repeat(40) + '_-9';
const LINK_TOKEN = 'a'.repeat(20) + '-_' + 'Z9'.repeat(10) + 'x';
const WRONG_CODE = 'That code is not right. Check your app and try again.';
const ASK_FOR_CODE = {
  success: false,
  message: 'Enter the code from your authenticator app.',
  two_factor_required: true,
  ticket: TICKET,
};

/** The app signed in as the admin once the right code (or recovery code) comes with the ticket. */
function twoFactorApi() {
  let signedIn = false;
  return {
    'POST /api/auth/signin': () => ASK_FOR_CODE,
    'POST /api/auth/signin-link': () => ASK_FOR_CODE,
    'POST /api/auth/2fa/verify': ({ body }: { body: { ticket: string; code: string } }) => {
      if (body.ticket !== TICKET || (body.code !== '123456' && body.code !== 'abcde-12345'))
        return refuse(401, WRONG_CODE);
      signedIn = true;
      return { success: true, message: 'Logged in successfully', user: admin };
    },
    'GET /api/auth/check-auth': () =>
      signedIn ? { success: true, user: admin } : { success: false, message: 'Unauthorised user!' },
  } as const;
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'ravi@example.in');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('signing in with a second factor', () => {
  it('asks for the app’s code after the password, shows a wrong code’s refusal, then opens the dashboard', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderApp('/auth/login', { api: twoFactorApi() });
    await signInWithPassword(user);

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    // Being asked for the code is no refusal: no destructive toast.
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(calls('POST', '/api/auth/2fa/verify')[0]?.body).toEqual({ ticket: TICKET, code: '654321' });

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('takes a recovery code instead, and checks a malformed code before asking the server', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderApp('/auth/login', { api: twoFactorApi() });
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('6-digit code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your app, or a recovery code')).toBeInTheDocument();
    expect(calls('POST', '/api/auth/2fa/verify')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveFocus();
    await user.type(recovery, 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('starts again from the password form', async () => {
    const user = userEvent.setup();
    renderApp('/auth/login', { api: twoFactorApi() });
    await signInWithPassword(user);
    await user.click(await screen.findByRole('link', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('asks for the code after a mailed sign-in link too', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/auth/signin-link?token=${LINK_TOKEN}`, { api: twoFactorApi() });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('leaves the login form as it was for an account without a second factor', async () => {
    const user = userEvent.setup();
    renderApp('/auth/login', { api: { 'POST /api/auth/signin': () => refuse(401, 'Invalid credentials') } });
    await signInWithPassword(user);
    const toasts = await screen.findByRole('region', { name: /notifications/i });
    expect(within(toasts).getByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });
});

describe('signing in with a second factor without JavaScript', () => {
  const post = (fields: Record<string, string>) => {
    const body = new URLSearchParams(fields);
    const request = new Request('http://shop.test/auth/login', { method: 'POST', body });
    return loginAction({ request, params: {}, context: {} } as Parameters<typeof loginAction>[0]);
  };

  it('answers the password with the second step, keeps the ticket through a wrong code, then signs in', async () => {
    const { calls } = fakeServer(twoFactorApi());
    expect(await post({ email: 'ravi@example.in', password: 'correct-horse', back: '/auth/login' })).toEqual({
      secondFactor: { ticket: TICKET, recovery: false },
    });

    const wrong = await post({ intent: 'second-factor', ticket: TICKET, recovery: 'no', code: '654321' });
    expect(wrong).toEqual({ secondFactor: { ticket: TICKET, recovery: false, problem: WRONG_CODE } });

    expect(await post({ intent: 'second-factor', ticket: TICKET, 'switch-to': 'recovery' })).toEqual({
      secondFactor: { ticket: TICKET, recovery: true },
    });

    const right = (await post({
      intent: 'second-factor',
      ticket: TICKET,
      recovery: 'yes',
      code: 'abcde-12345',
    })) as Response;
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/shop/home');
    expect(readFlash(right.headers.get('set-cookie')!.split(';')[0]!)).toEqual([{ title: 'Logged in successfully' }]);
    expect(calls('POST', '/api/auth/2fa/verify')).toHaveLength(2);
  });
});
