// Checks a staff member's own two-factor sign-in on My account (turning it on with the QR code and the key, the
// recovery codes shown once, new codes and turning it off behind the password), and the walk-through that stands in for
// every staff screen while the shop requires a second factor this member has not set up.
import type { SessionUser } from '@shop/contract/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { admin, renderApp } from '#web/testing/render-app.tsx';

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const CODES = ['k7m2q-9xr4t', 'p3n8w-2hc6v', 'a9d4f-7js2m', 'w5e1r-8ty3u'];
const WRONG_CODE = 'That code is not right. Check the time on your phone and try again.';
const SAVE_NOW = 'Save these codes now: each signs you in once if you lose your phone. They will not be shown again.';

/** The session as the server tells it, changed by what the screens ask: enable turns the factor on. */
function accountApi(start: Partial<SessionUser>) {
  let me: SessionUser = { ...admin, two_factor: false, ...start };
  const api: FakeHandlers = {
    'GET /api/auth/check-auth': () => ({ success: true, user: me }),
    'POST /api/auth/2fa/setup': () => ({
      success: true,
      otpauth_url: `otpauth://totp/Thread%20%26%20Tote:ravi%40example.in?secret=${SECRET}`,
      secret: SECRET,
      qr_svg: QR_SVG,
    }),
    'POST /api/auth/2fa/enable': ({ body }) => {
      if (body.code !== '123456') return refuse(400, WRONG_CODE);
      me = { ...me, two_factor: true, must_enrol_two_factor: false };
      return { success: true, message: 'Two-factor sign-in is on.', recovery_codes: CODES };
    },
    'POST /api/auth/2fa/recovery-codes': ({ body }) =>
      body.password === 'correct-horse'
        ? { success: true, message: 'New recovery codes.', recovery_codes: ['n3w00-c0de1', 'n3w00-c0de2'] }
        : refuse(400, 'That password is not right.'),
    'POST /api/auth/2fa/disable': ({ body }) => {
      if (body.password !== 'correct-horse') return refuse(400, 'That password is not right.');
      me = { ...me, two_factor: false };
      return { success: true, message: 'Two-factor sign-in is off.' };
    },
  };
  return api;
}

async function enrol(user: ReturnType<typeof userEvent.setup>, startLabel: string) {
  await user.click(await screen.findByRole('button', { name: startLabel }));
  const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
  // The server's SVG is drawn as a picture, never put into the page as markup.
  expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(QR_SVG)}`);
  expect(document.querySelector('path[d="M0 0h7v7H0z"]')).toBeNull();
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();

  const code = screen.getByLabelText('6-digit code');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await user.type(code, '654321');
  await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  expect(await screen.findByText(SAVE_NOW)).toBeInTheDocument();
}

describe('My account: two-factor sign-in', () => {
  it('turns it on with the QR code or the key, then shows the recovery codes once, to copy or download', async () => {
    const user = userEvent.setup();
    renderApp('/admin/account', { user: admin, api: accountApi({}) });
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/auth/change-password');
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(within(section).getByText('Off')).toBeInTheDocument();

    await enrol(user, 'Turn on');
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toContain(CODES.join('\n'));
    expect(await screen.findByText('The recovery codes are copied.')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(CODES[0]);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await within(section).findByText('On')).toBeInTheDocument();
    // Shown once: gone for good once Done is pressed.
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('gives new recovery codes and turns it off, each behind the password', async () => {
    const user = userEvent.setup();
    renderApp('/admin/account', { user: { ...admin, two_factor: true }, api: accountApi({ two_factor: true }) });
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });

    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    await user.type(within(section).getByLabelText('Password'), 'correct-horse');
    await user.click(within(section).getByRole('button', { name: 'Show new recovery codes' }));
    expect(await within(section).findByText('n3w00-c0de1')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Done' }));

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    await user.type(within(section).getByLabelText('Password'), 'wrong-password');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('That password is not right.');
    await user.clear(within(section).getByLabelText('Password'));
    await user.type(within(section).getByLabelText('Password'), 'correct-horse');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});

describe('a shop that requires two-factor sign-in of all staff', () => {
  it('puts the walk-through in place of every staff screen until it is done, then opens the screen', async () => {
    const user = userEvent.setup();
    const start = { must_enrol_two_factor: true };
    renderApp('/admin/account', { user: { ...admin, ...start }, api: accountApi(start) });
    expect(
      await screen.findByRole('heading', { name: 'Your shop requires two-factor sign-in for all staff' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await enrol(user, 'Set up two-factor sign-in');
    // The codes stay on screen until Done, though the session already says the factor is on.
    expect(screen.getByRole('heading', { name: 'Your shop requires two-factor sign-in for all staff' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByText(SAVE_NOW)).not.toBeInTheDocument();
  });
});
