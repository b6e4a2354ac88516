// Checks staff's Coupons screen: how each code reads and stands, and Add (a percentage with a cap, a fixed amount with
// its dates in India's time), Edit, Pause/Resume and Delete as the API receives them.
import type { Coupon } from '@shop/contract/coupons';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { CouponsPage } from '#web/features/admin-coupons/coupons-page.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

const SAVE10 = '1c0d4e5f-0000-4000-8000-000000000001';
const FLAT200 = '1c0d4e5f-0000-4000-8000-000000000002';

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  _id: SAVE10,
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  min_order: 999,
  max_discount: 500,
  starts_at: null,
  ends_at: null,
  total_uses: 100,
  per_shopper_uses: 1,
  categories: [],
  paused: false,
  used: 3,
  held: 0,
  created_at: '2026-02-01T06:30:00.000Z',
  ...overrides,
});

const save10 = coupon({});
const flat200 = coupon({
  _id: FLAT200,
  code: 'FLAT200',
  kind: 'fixed',
  value: 200,
  min_order: 0,
  max_discount: null,
  starts_at: '2099-03-01T04:30:00.000Z',
  ends_at: '2099-03-31T18:29:00.000Z',
  total_uses: null,
  per_shopper_uses: null,
  categories: ['women', 'kids'],
  used: 0,
  held: 2,
});

function api(list: Coupon[], more: FakeHandlers = {}): FakeHandlers {
  return { 'GET /api/admin/coupons': () => ({ success: true, data: list }), ...more };
}

const rowOf = async (code: string) => (await screen.findByRole('rowheader', { name: code })).closest('tr')!;

describe('CouponsPage', () => {
  it('lists each code with how it reads, its minimum, dates, uses, categories and status', async () => {
    renderAdminScreen(
      <CouponsPage />,
      api([
        save10,
        flat200,
        coupon({ _id: 'c3', code: 'OLD', ends_at: '2020-01-01T00:00:00.000Z' }),
        coupon({ _id: 'c4', code: 'GONE', used: 100 }),
        coupon({ _id: 'c5', code: 'HUSH', paused: true }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Coupons', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('5 codes')).toBeInTheDocument();

    const first = within(await rowOf('SAVE10'));
    expect(first.getByText('10% off, up to ₹500')).toBeInTheDocument();
    expect(first.getByText('Orders from ₹999')).toBeInTheDocument();
    expect(first.getByText('Any time')).toBeInTheDocument();
    expect(first.getByText('3/100 used')).toBeInTheDocument();
    expect(first.getByText('Once per shopper')).toBeInTheDocument();
    expect(first.getByText('All categories')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();

    const second = within(await rowOf('FLAT200'));
    expect(second.getByText('₹200 off')).toBeInTheDocument();
    expect(second.getByText('No minimum')).toBeInTheDocument();
    expect(second.getByText('1 Mar 2099, 10:00 am to 31 Mar 2099, 11:59 pm')).toBeInTheDocument();
    expect(second.getByText('0 used, 2 held')).toBeInTheDocument();
    expect(second.getByText('Any number per shopper')).toBeInTheDocument();
    expect(second.getByText('Women, Kids')).toBeInTheDocument();
    expect(second.getByText('Scheduled')).toBeInTheDocument();

    expect(within(await rowOf('OLD')).getByText('Expired')).toBeInTheDocument();
    expect(within(await rowOf('GONE')).getByText('Used up')).toBeInTheDocument();
    const paused = within(await rowOf('HUSH'));
    expect(paused.getByText('Paused')).toBeInTheDocument();
    expect(paused.getByRole('button', { name: 'Resume HUSH' })).toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    renderAdminScreen(<CouponsPage />, api([]));
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
  });

  it('adds a percentage with a cap, sending the contract’s body', async () => {
    const { calls } = renderAdminScreen(
      <CouponsPage />,
      api([], {
        'POST /api/admin/coupons': ({ body }) => ({
          success: true,
          message: 'Coupon SAVE10 added',
          data: { ...save10, ...body, used: 0 },
        }),
      }),
    );
    await screen.findByText('No coupons yet');
    await userEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coupon' });
    const form = within(dialog);

    // Nothing filled in: the contract's words under the fields, and nothing sent.
    await userEvent.click(form.getByRole('button', { name: 'Add coupon' }));
    expect(await form.findByText('A coupon code has at least 3 characters')).toBeInTheDocument();
    expect(form.getByText('Enter the discount')).toBeInTheDocument();
    expect(form.getByLabelText('Code')).toHaveAccessibleDescription(/A coupon code has at least 3 characters/);
    expect(calls('POST', '/api/admin/coupons')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Code'), 'SAVE10');
    expect(form.getByRole('radio', { name: 'Percentage off' })).toBeChecked();
    await userEvent.type(form.getByLabelText('Per cent off (%)'), '10');
    await userEvent.type(form.getByLabelText('Largest discount (₹)'), '500');
    await userEvent.type(form.getByLabelText('Minimum order (₹)'), '999');
    await userEvent.type(form.getByLabelText('Total uses'), '100');
    await userEvent.type(form.getByLabelText('Uses per shopper'), '1');
    await userEvent.click(form.getByRole('checkbox', { name: 'Women' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Men' }));
    await userEvent.click(form.getByRole('button', { name: 'Add coupon' }));

    await waitFor(() => expect(calls('POST', '/api/admin/coupons')).toHaveLength(1));
    expect(calls('POST', '/api/admin/coupons')[0]!.body).toEqual({
      code: 'SAVE10',
      kind: 'percent',
      value: 10,
      min_order: 999,
      max_discount: 500,
      starts_at: null,
      ends_at: null,
      total_uses: 100,
      per_shopper_uses: 1,
      categories: ['women', 'men'],
      paused: false,
    });
    expect(await screen.findAllByText('Coupon SAVE10 added')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a fixed amount whose dates are sent as India’s time (+05:30), with no cap', async () => {
    const { calls } = renderAdminScreen(
      <CouponsPage />,
      api([], {
        'POST /api/admin/coupons': ({ body }) => ({ success: true, data: { ...flat200, ...body } }),
      }),
    );
    await screen.findByText('No coupons yet');
    await userEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add coupon' }));
    await userEvent.type(form.getByLabelText('Code'), 'FLAT200');
    await userEvent.click(form.getByRole('radio', { name: 'Fixed amount off' }));
    expect(form.queryByLabelText('Largest discount (₹)')).not.toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Amount off (₹)'), '200');
    fireEvent.change(form.getByLabelText('Starts'), { target: { value: '2026-03-01T10:00' } });
    fireEvent.change(form.getByLabelText('Ends'), { target: { value: '2026-03-31T23:59' } });
    await userEvent.click(form.getByRole('button', { name: 'Add coupon' }));

    await waitFor(() => expect(calls('POST', '/api/admin/coupons')).toHaveLength(1));
    expect(calls('POST', '/api/admin/coupons')[0]!.body).toEqual({
      code: 'FLAT200',
      kind: 'fixed',
      value: 200,
      min_order: 0,
      max_discount: null,
      starts_at: '2026-03-01T10:00:00+05:30',
      ends_at: '2026-03-31T23:59:00+05:30',
      total_uses: null,
      per_shopper_uses: null,
      categories: [],
      paused: false,
    });
    expect(await screen.findAllByText('FLAT200 added')).not.toHaveLength(0);
  });

  it('refuses an end before the start under the field, and shows the server’s refusal as a toast', async () => {
    const { calls } = renderAdminScreen(
      <CouponsPage />,
      api([], { 'POST /api/admin/coupons': () => refuse(409, 'A coupon with the code SAVE10 already exists') }),
    );
    await screen.findByText('No coupons yet');
    await userEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add coupon' }));
    await userEvent.type(form.getByLabelText('Code'), 'SAVE10');
    await userEvent.type(form.getByLabelText('Per cent off (%)'), '10');
    fireEvent.change(form.getByLabelText('Starts'), { target: { value: '2026-03-31T10:00' } });
    fireEvent.change(form.getByLabelText('Ends'), { target: { value: '2026-03-01T10:00' } });
    await userEvent.click(form.getByRole('button', { name: 'Add coupon' }));
    expect(await form.findByText('The end must be after the start')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/coupons')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Ends'), { target: { value: '' } });
    await userEvent.click(form.getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findAllByText('A coupon with the code SAVE10 already exists')).not.toHaveLength(0);
    // The form stays open with what was typed.
    expect(form.getByLabelText('Code')).toHaveValue('SAVE10');
  });

  it('edits a coupon from its own values, its dates shown in India’s time', async () => {
    const { calls } = renderAdminScreen(
      <CouponsPage />,
      api([flat200], {
        'PUT /api/admin/coupons/:id': ({ body }) => ({ success: true, data: { ...flat200, ...body } }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit FLAT200' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit coupon FLAT200' }));
    expect(form.getByRole('radio', { name: 'Fixed amount off' })).toBeChecked();
    expect(form.getByLabelText('Starts')).toHaveValue('2099-03-01T10:00');
    expect(form.getByLabelText('Ends')).toHaveValue('2099-03-31T23:59');
    expect(form.getByRole('checkbox', { name: 'Women' })).toBeChecked();
    await userEvent.clear(form.getByLabelText('Amount off (₹)'));
    await userEvent.type(form.getByLabelText('Amount off (₹)'), '250');
    await userEvent.click(form.getByRole('button', { name: 'Save coupon' }));

    await waitFor(() => expect(calls('PUT', `/api/admin/coupons/${FLAT200}`)).toHaveLength(1));
    expect(calls('PUT', `/api/admin/coupons/${FLAT200}`)[0]!.body).toMatchObject({
      code: 'FLAT200',
      kind: 'fixed',
      value: 250,
      starts_at: '2099-03-01T10:00:00+05:30',
      ends_at: '2099-03-31T23:59:00+05:30',
      categories: ['women', 'kids'],
    });
  });

  it('pauses a code with the same fields and paused turned on', async () => {
    const { calls } = renderAdminScreen(
      <CouponsPage />,
      api([save10], {
        'PUT /api/admin/coupons/:id': ({ body }) => ({ success: true, data: { ...save10, ...body } }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pause SAVE10' }));
    await waitFor(() => expect(calls('PUT', `/api/admin/coupons/${SAVE10}`)).toHaveLength(1));
    expect(calls('PUT', `/api/admin/coupons/${SAVE10}`)[0]!.body).toEqual({
      code: 'SAVE10',
      kind: 'percent',
      value: 10,
      min_order: 999,
      max_discount: 500,
      starts_at: null,
      ends_at: null,
      total_uses: 100,
      per_shopper_uses: 1,
      categories: [],
      paused: true,
    });
    expect(await screen.findAllByText('SAVE10 paused')).not.toHaveLength(0);
  });

  it('deletes a code only after confirmation', async () => {
    const { calls } = renderAdminScreen(
      <CouponsPage />,
      api([save10], {
        'DELETE /api/admin/coupons/:id': () => ({ success: true, message: 'Coupon deleted' }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SAVE10' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete SAVE10?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE', '/api/admin/coupons/')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete SAVE10' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete SAVE10?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(calls('DELETE', `/api/admin/coupons/${SAVE10}`)).toHaveLength(1));
    expect(await screen.findAllByText('Coupon deleted')).not.toHaveLength(0);
  });
});
