// Checks the Audit screen: each event's when (India's time), who, action, record and IP; the filters kept in the address
// and sent to the API; an event opened to its before and after, the changed keys marked; and "Older" by `before`.
import type { AuditEvent } from '@shop/contract/audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { AUDIT_PAGE_SIZE } from '#web/entities/audit/audit-api.ts';
import { AuditPage } from '#web/features/admin-audit/audit-page.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

const ORDER = '5a1b2c3d-0000-4000-8000-000000000021';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  _id: 'e1',
  at: '2026-03-05T10:00:00.000Z',
  actor: { _id: 'a1', email: 'ravi@example.in' },
  action: 'staff.update',
  entity: 'staff',
  entity_id: '5a7f0000-0000-4000-8000-000000000002',
  before: { email: 'meena@example.in', role: 'fulfilment', status: 'active' },
  after: { email: 'meena@example.in', role: 'support', status: 'active' },
  ip: '203.0.113.7',
  ...overrides,
});

const roleChange = event({});
const refund = event({
  _id: 'e2',
  at: '2026-03-04T06:00:00.000Z',
  action: 'order.refund',
  entity: 'order',
  entity_id: ORDER,
  before: { refunded: 0, address: { city: 'Pune', zip_code: '411001' } },
  after: { refunded: 499, address: { city: 'Pune', zip_code: '411001' }, tags: ['gift', 'priority'], express: true },
  ip: null,
});

/** The screen with the address it is at, to read what the filters wrote there. */
function AtAddress() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}
const screenAt = () => (
  <Routes>
    <Route
      path="*"
      element={
        <>
          <AuditPage />
          <AtAddress />
        </>
      }
    />
  </Routes>
);

function api(list: (query: URLSearchParams) => AuditEvent[]): FakeHandlers {
  return { 'GET /api/admin/audit': ({ url }) => ({ success: true, data: list(url.searchParams) }) };
}

describe('AuditPage', () => {
  it('lists each event with when, who, action, record and IP', async () => {
    renderAdminScreen(
      screenAt(),
      api(() => [roleChange, refund]),
    );
    expect(await screen.findByRole('heading', { name: 'Audit trail', level: 1 })).toBeInTheDocument();
    const first = within((await screen.findByRole('rowheader', { name: '5 Mar 2026, 3:30 pm' })).closest('tr')!);
    expect(first.getByText('ravi@example.in')).toBeInTheDocument();
    expect(first.getByText('staff.update')).toBeInTheDocument();
    expect(first.getByText('Staff')).toBeInTheDocument();
    expect(first.getByText('203.0.113.7')).toBeInTheDocument();

    const second = within(screen.getByRole('rowheader', { name: '4 Mar 2026, 11:30 am' }).closest('tr')!);
    expect(second.getByRole('link', { name: ORDER })).toHaveAttribute('href', `/admin/orders?order=${ORDER}`);
    expect(second.getByText('Unknown')).toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the API for them', async () => {
    const { calls } = renderAdminScreen(
      screenAt(),
      api(() => [roleChange]),
      '/admin/audit?entity=order&actor=meena%40example.in',
    );
    await screen.findByText('staff.update');
    // Opened from an address: the filters show what it says, and the API was asked for it.
    expect(screen.getByLabelText('Kind of record')).toHaveValue('order');
    expect(screen.getByRole('searchbox', { name: 'Staff member’s email' })).toHaveValue('meena@example.in');
    expect(calls('GET', '/api/admin/audit')[0]!.url.searchParams.get('entity')).toBe('order');
    expect(calls('GET', '/api/admin/audit')[0]!.url.searchParams.get('actor')).toBe('meena@example.in');

    await userEvent.selectOptions(screen.getByLabelText('Kind of record'), 'Products');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
        '/admin/audit?entity=product&actor=meena%40example.in',
      ),
    );
    const search = screen.getByRole('searchbox', { name: 'Staff member’s email' });
    await userEvent.clear(search);
    await userEvent.type(search, 'ravi@example.in{Enter}');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() => {
      const asked = calls('GET', '/api/admin/audit').at(-1)!.url.searchParams;
      expect(asked.get('entity')).toBe('product');
      expect(asked.get('actor')).toBe('ravi@example.in');
      expect(asked.get('from')).toBe('2026-03-01');
      expect(asked.get('to')).toBe('2026-03-31');
    });
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/admin/audit?entity=product&actor=ravi%40example.in&from=2026-03-01&to=2026-03-31',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/admin\/audit$/));
  });

  it('opens an event to its before and after side by side, the changed keys marked', async () => {
    renderAdminScreen(
      screenAt(),
      api(() => [roleChange, refund]),
    );
    const show = await screen.findByRole('button', {
      name: 'Show the changes of order.refund at 4 Mar 2026, 11:30 am',
    });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');

    const before = within(screen.getByRole('region', { name: 'Before' }));
    const after = within(screen.getByRole('region', { name: 'After' }));
    // The changed keys say so; an unchanged one does not. Nested values read as "key: value", never as JSON.
    expect(before.getByText('Refunded').closest('dt')).toHaveTextContent('Refunded (changed)');
    expect(after.getByText('Refunded').closest('dt')).toHaveTextContent('Refunded (changed)');
    expect(after.getByText('499')).toBeInTheDocument();
    expect(after.getByText('Address').closest('dt')).toHaveTextContent(/^Address$/);
    expect(after.getByText('Zip code:')).toBeInTheDocument();
    expect(after.getByText('411001')).toBeInTheDocument();
    expect(after.getByText('Tags').closest('dt')).toHaveTextContent('Tags (changed)');
    expect(after.getByText('gift, priority')).toBeInTheDocument();
    expect(after.getByText('Yes')).toBeInTheDocument();
    expect(screen.queryByText(/[{}"]/)).not.toBeInTheDocument();

    await userEvent.click(show);
    expect(screen.queryByRole('region', { name: 'Before' })).not.toBeInTheDocument();
  });

  it('pages to older events before the last one shown, and back to the newest', async () => {
    const page = Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) =>
      event({ _id: `p${index}`, at: new Date(Date.UTC(2026, 2, 5, 10, 0) - index * 60_000).toISOString() }),
    );
    const older = event({ _id: 'old', action: 'coupon.create', entity: 'coupon', at: '2026-02-01T10:00:00.000Z' });
    const { calls } = renderAdminScreen(
      screenAt(),
      api((query) => (query.get('before') ? [older] : page)),
    );
    await screen.findAllByText('staff.update');
    expect(screen.queryByRole('button', { name: 'Newest' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));

    expect(await screen.findByText('coupon.create')).toBeInTheDocument();
    expect(calls('GET', '/api/admin/audit').at(-1)!.url.searchParams.get('before')).toBe(page.at(-1)!.at);
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Newest' }));
    expect(await screen.findAllByText('staff.update')).toHaveLength(AUDIT_PAGE_SIZE);
  });
});
