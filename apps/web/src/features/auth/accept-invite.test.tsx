// Checks the page an invitation mail's link opens: the invitation shown, a name and a password (twice) chosen, then the
// word to log in; an expired or used invitation's refusal in the server's words; and the same form without JavaScript.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { action as acceptAction } from '#web/app/routes/auth.accept-invite.tsx';
import { fakeServer, refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { renderApp } from '#web/testing/render-app.tsx';

const TOKEN = 'i'.repeat(40) + '_-7';
const EXPIRED = 'This invitation has expired or was already used. Ask the shop’s owner for a new one.';
const READY = 'Your account is ready. Log in with your email and new password.';

const inviteApi: FakeHandlers = {
  'GET /api/auth/invite': ({ query }) =>
    query.token === TOKEN
      ? { success: true, data: { email: 'meera@example.in', role: 'manager', shop_name: 'Thread & Tote' } }
      : refuse(404, EXPIRED),
  'POST /api/auth/invite': ({ body }) =>
    body.token === TOKEN ? { success: true, message: 'Welcome to the team.' } : refuse(404, EXPIRED),
};

describe('accepting a staff invitation', () => {
  it('shows the invitation, asks for a name and the password twice, then says to log in', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(`/auth/accept-invite?token=${TOKEN}`, { api: inviteApi });
    expect(await screen.findByRole('heading', { name: 'Accept your invitation' })).toBeInTheDocument();
    expect(screen.getByText('meera@example.in')).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('New password'), 'kurta-season-2026');
    await user.type(screen.getByLabelText('Type the password again'), 'kurta-season-2025');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(calls('POST', '/api/auth/invite')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Type the password again'));
    await user.type(screen.getByLabelText('Type the password again'), 'kurta-season-2026');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(READY);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(calls('POST', '/api/auth/invite')[0]?.body).toEqual({
      token: TOKEN,
      name: 'Meera Iyer',
      password: 'kurta-season-2026',
    });
  });

  it('shows the server’s words for an expired or used invitation, and no form', async () => {
    renderApp(`/auth/accept-invite?token=${'x'.repeat(43)}`, { api: inviteApi });
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('shows the server’s words when the invitation is used up while the form is open', async () => {
    const user = userEvent.setup();
    renderApp(`/auth/accept-invite?token=${TOKEN}`, {
      api: { ...inviteApi, 'POST /api/auth/invite': () => refuse(404, EXPIRED) },
    });
    await user.type(await screen.findByLabelText('Your name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('New password'), 'kurta-season-2026');
    await user.type(screen.getByLabelText('Type the password again'), 'kurta-season-2026');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
  });
});

describe('accepting a staff invitation without JavaScript', () => {
  const post = (fields: Record<string, string>) => {
    const request = new Request(`http://shop.test/auth/accept-invite?token=${TOKEN}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    return acceptAction({ request, params: {}, context: {} } as Parameters<typeof acceptAction>[0]);
  };

  it('answers with the form’s first problem, the server’s refusal, or the account ready', async () => {
    const { calls } = fakeServer(inviteApi);
    const typed = { token: TOKEN, name: 'Meera Iyer', password: 'kurta-season-2026' };
    expect(await post({ ...typed, confirmPassword: 'something-else' })).toEqual({
      accepted: false,
      problem: 'The two passwords are not the same',
      name: 'Meera Iyer',
    });
    expect(calls('POST', '/api/auth/invite')).toHaveLength(0);
    expect(await post({ ...typed, token: 'y'.repeat(43), confirmPassword: typed.password })).toEqual({
      accepted: false,
      problem: EXPIRED,
      name: 'Meera Iyer',
    });
    expect(await post({ ...typed, confirmPassword: typed.password })).toEqual({ accepted: true });
  });
});
