// Checks the owner's Staff screen: the members as they stand, inviting one, changing a role, suspending and
// reactivating, removing after confirmation, a member's sessions ended one by one or all at once, and the staff rules,
// each as the API receives it and with the server's words toasted.
import type { StaffMember, StaffSession } from '@shop/contract/staff';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { StaffPage } from '#web/features/admin-staff/staff-page.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const OWNER = '5a7f0000-0000-4000-8000-000000000001';
const PACKER = '5a7f0000-0000-4000-8000-000000000002';
const INVITED = '5a7f0000-0000-4000-8000-000000000003';
const PHONE = '5e55a000-0000-4000-8000-000000000001';
const LAPTOP = '5e55a000-0000-4000-8000-000000000002';

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  _id: OWNER,
  email: 'ravi@example.in',
  name: 'Ravi Kumar',
  role: 'owner',
  status: 'active',
  two_factor: true,
  last_seen_at: '2026-03-05T10:00:00.000Z',
  invite_expires_at: null,
  ...overrides,
});

const owner = member({});
const packer = member({
  _id: PACKER,
  email: 'meena@example.in',
  name: 'Meena Iyer',
  role: 'fulfilment',
  two_factor: false,
  last_seen_at: null,
});
const invited = member({
  _id: INVITED,
  email: 'new@example.in',
  name: '',
  role: 'support',
  status: 'invited',
  two_factor: false,
  last_seen_at: null,
  invite_expires_at: '2026-03-08T10:00:00.000Z',
});

const sessions: StaffSession[] = [
  {
    _id: PHONE,
    created_at: '2026-03-01T04:30:00.000Z',
    last_seen_at: '2026-03-05T09:00:00.000Z',
    ip: '203.0.113.7',
    user_agent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    current: false,
  },
  {
    _id: LAPTOP,
    created_at: '2026-03-02T04:30:00.000Z',
    last_seen_at: null,
    ip: '198.51.100.4',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    current: false,
  },
];

function api(more: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/admin/staff': () => ({ success: true, data: [owner, packer, invited] }),
    'GET /api/admin/staff/policy': () => ({
      success: true,
      data: { require_two_factor: false, support_refund_limit: 2000 },
    }),
    ...more,
  };
}

const rowOf = async (email: string) => (await screen.findByRole('rowheader', { name: email })).closest('tr')!;

describe('StaffPage', () => {
  it('lists each member with their name, role, status, second factor and when last seen (India’s time)', async () => {
    renderAdminScreen(<StaffPage />, api());
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('3 members')).toBeInTheDocument();

    const first = within(await rowOf('ravi@example.in'));
    expect(first.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(first.getByRole('combobox', { name: 'Role of ravi@example.in' })).toHaveValue('owner');
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('Yes')).toBeInTheDocument();
    expect(first.getByText('5 Mar 2026, 3:30 pm')).toBeInTheDocument();

    const second = within(await rowOf('meena@example.in'));
    expect(second.getByText('No')).toBeInTheDocument();
    expect(second.getByText('Never')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Suspend meena@example.in' })).toBeInTheDocument();

    const third = within(await rowOf('new@example.in'));
    expect(third.getByText('Invited')).toBeInTheDocument();
    expect(third.getByText('Invitation open until 8 Mar 2026, 3:30 pm')).toBeInTheDocument();
    expect(third.queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
  });

  it('invites a member with the chosen role, its description read with the choice', async () => {
    const { calls } = renderAdminScreen(
      <StaffPage />,
      api({
        'POST /api/admin/staff/invite': ({ body }) => ({
          success: true,
          message: 'Invitation sent to asha@example.in',
          data: { ...invited, email: body.email, role: body.role },
        }),
      }),
    );
    const card = within(await screen.findByRole('region', { name: 'Invite staff' }));
    await userEvent.type(card.getByLabelText('Email'), 'Asha@Example.in');
    await userEvent.selectOptions(card.getByLabelText('Role'), 'catalogue');
    expect(card.getByLabelText('Role')).toHaveAccessibleDescription(
      'Products, sizes and colours, stock, banners, imports, pages and collections.',
    );
    await userEvent.click(card.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(calls('POST', '/api/admin/staff/invite')).toHaveLength(1));
    expect(calls('POST', '/api/admin/staff/invite')[0]!.body).toEqual({ email: 'Asha@Example.in', role: 'catalogue' });
    expect(await screen.findAllByText('Invitation sent to asha@example.in')).not.toHaveLength(0);
    await waitFor(() => expect(card.getByLabelText('Email')).toHaveValue(''));
  });

  it('shows the server’s refusal of an invitation as a toast, keeping what was typed', async () => {
    renderAdminScreen(
      <StaffPage />,
      api({ 'POST /api/admin/staff/invite': () => refuse(409, 'meena@example.in is already on the staff.') }),
    );
    const card = within(await screen.findByRole('region', { name: 'Invite staff' }));
    await userEvent.type(card.getByLabelText('Email'), 'meena@example.in');
    await userEvent.click(card.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findAllByText('meena@example.in is already on the staff.')).not.toHaveLength(0);
    expect(card.getByLabelText('Email')).toHaveValue('meena@example.in');
  });

  it('changes a member’s role in place', async () => {
    const { calls } = renderAdminScreen(
      <StaffPage />,
      api({
        'PUT /api/admin/staff/:id': ({ body }) => ({
          success: true,
          message: 'Meena Iyer is now Support.',
          data: { ...packer, ...body },
        }),
      }),
    );
    const row = within(await rowOf('meena@example.in'));
    await userEvent.selectOptions(row.getByRole('combobox', { name: 'Role of meena@example.in' }), 'support');
    await waitFor(() => expect(calls('PUT', `/api/admin/staff/${PACKER}`)).toHaveLength(1));
    expect(calls('PUT', `/api/admin/staff/${PACKER}`)[0]!.body).toEqual({ role: 'support' });
    expect(await screen.findAllByText('Meena Iyer is now Support.')).not.toHaveLength(0);
  });

  it('suspends an active member and reactivates a suspended one', async () => {
    const { calls } = renderAdminScreen(
      <StaffPage />,
      api({
        'GET /api/admin/staff': () => ({
          success: true,
          data: [owner, packer, member({ _id: INVITED, email: 'old@example.in', status: 'suspended' })],
        }),
        'PUT /api/admin/staff/:id': ({ body, params }) => ({
          success: true,
          data: { ...(params.id === PACKER ? packer : owner), ...body },
        }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend meena@example.in' }));
    await waitFor(() => expect(calls('PUT', `/api/admin/staff/${PACKER}`)).toHaveLength(1));
    expect(calls('PUT', `/api/admin/staff/${PACKER}`)[0]!.body).toEqual({ status: 'suspended' });
    expect(await screen.findAllByText('meena@example.in is suspended')).not.toHaveLength(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate old@example.in' }));
    await waitFor(() => expect(calls('PUT', `/api/admin/staff/${INVITED}`)).toHaveLength(1));
    expect(calls('PUT', `/api/admin/staff/${INVITED}`)[0]!.body).toEqual({ status: 'active' });
  });

  it('removes a member only after confirmation', async () => {
    const { calls } = renderAdminScreen(
      <StaffPage />,
      api({ 'DELETE /api/admin/staff/:id': () => ({ success: true, message: 'meena@example.in was removed.' }) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove meena@example.in' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove meena@example.in?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE', '/api/admin/staff/')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove meena@example.in' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove meena@example.in?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(calls('DELETE', `/api/admin/staff/${PACKER}`)).toHaveLength(1));
    expect(await screen.findAllByText('meena@example.in was removed.')).not.toHaveLength(0);
  });

  it('lists a member’s sessions and ends one, then all', async () => {
    const { calls } = renderAdminScreen(
      <StaffPage />,
      api({
        'GET /api/admin/staff/:id/sessions': () => ({ success: true, data: sessions }),
        'DELETE /api/admin/staff/:id/sessions/:sessionId': () => ({ success: true, message: 'Session ended.' }),
        'DELETE /api/admin/staff/:id/sessions': () => ({
          success: true,
          message: 'meena@example.in is signed out everywhere.',
        }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sessions of meena@example.in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sessions' }));
    expect(await dialog.findByText('Chrome on Android')).toBeInTheDocument();
    expect(dialog.getByText('Firefox on Windows')).toBeInTheDocument();
    expect(dialog.getByText('203.0.113.7')).toBeInTheDocument();
    expect(dialog.getByText('5 Mar 2026, 2:30 pm')).toBeInTheDocument();
    expect(calls('GET', `/api/admin/staff/${PACKER}/sessions`)).toHaveLength(1);

    await userEvent.click(dialog.getByRole('button', { name: 'End the session started 1 Mar 2026, 10:00 am' }));
    await waitFor(() => expect(calls('DELETE', `/api/admin/staff/${PACKER}/sessions/${PHONE}`)).toHaveLength(1));
    expect(await screen.findAllByText('Session ended.')).not.toHaveLength(0);

    await userEvent.click(dialog.getByRole('button', { name: 'End all' }));
    await waitFor(() =>
      expect(
        calls('DELETE', `/api/admin/staff/${PACKER}/sessions`).filter((call) => call.path.endsWith('/sessions')),
      ).toHaveLength(1),
    );
    expect(await screen.findAllByText('meena@example.in is signed out everywhere.')).not.toHaveLength(0);
  });

  it('saves the staff rules: two-factor for all as it is switched, and Support’s refund limit', async () => {
    const { calls } = renderAdminScreen(
      <StaffPage />,
      api({
        'PUT /api/admin/staff/policy': ({ body }) => ({
          success: true,
          message: 'Staff rules saved.',
          data: body,
        }),
      }),
    );
    const card = within(await screen.findByRole('region', { name: 'Staff rules' }));
    const twoFactor = await card.findByRole('switch', { name: 'Require two-factor sign-in for all staff' });
    expect(twoFactor).not.toBeChecked();
    await userEvent.click(twoFactor);
    await waitFor(() => expect(calls('PUT', '/api/admin/staff/policy')).toHaveLength(1));
    expect(calls('PUT', '/api/admin/staff/policy')[0]!.body).toEqual({
      require_two_factor: true,
      support_refund_limit: 2000,
    });
    await waitFor(() =>
      expect(card.getByRole('switch', { name: 'Require two-factor sign-in for all staff' })).toBeChecked(),
    );

    const limit = card.getByLabelText('Largest refund Support may give (₹)');
    expect(limit).toHaveValue(2000);
    await userEvent.clear(limit);
    await userEvent.type(limit, '5000');
    await userEvent.click(card.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(calls('PUT', '/api/admin/staff/policy')).toHaveLength(2));
    expect(calls('PUT', '/api/admin/staff/policy')[1]!.body).toEqual({
      require_two_factor: true,
      support_refund_limit: 5000,
    });
    expect(await screen.findAllByText('Staff rules saved.')).not.toHaveLength(0);
  });
});
