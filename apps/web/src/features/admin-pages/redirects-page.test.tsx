// Checks staff's Redirects screen: the list, adding one (and the tick box offered when the server refuses a loop or
// another host), deleting, and an import's created and refused rows.
import type { Redirect } from '@shop/contract/redirects';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { RedirectsPage } from '#web/features/admin-pages/redirects-page.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const blog: Redirect = {
  _id: '7a0d4e5f-0000-4000-8000-000000000001',
  from: '/blogs/news/summer',
  to: '/shop/pages/summer-sale',
  created_at: '2026-12-01T10:00:00.000Z',
};

function api(extra: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/admin/redirects': () => ({ success: true, data: [blog] }),
    'POST /api/admin/redirects': ({ body }) =>
      body.to.startsWith('https://') && !body.allow_offsite
        ? refuse(400, 'This redirect sends shoppers to another site (www.instagram.com).', {
            data: { refusal: 'offsite' },
          })
        : { success: true, message: 'Redirect added', data: { ...blog, _id: blog._id.replace('1', '2'), ...body } },
    'DELETE /api/admin/redirects/:id': () => ({ success: true, message: 'Redirect deleted' }),
    'POST /api/admin/redirects/import': () => ({
      success: true,
      data: { created: 2, refused: [{ row: 4, reason: 'Row 4: This redirect would send /a round in a loop' }] },
    }),
    ...extra,
  };
}

describe('the Redirects screen', () => {
  it('lists each old address and where it goes, with the export', async () => {
    renderAdminScreen(<RedirectsPage />, api());
    expect(await screen.findByText('/blogs/news/summer')).toBeInTheDocument();
    expect(screen.getByText('/shop/pages/summer-sale')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 redirect' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/redirects/export');
  });

  it('offers the tick box when the server refuses another host, and sends it ticked', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdminScreen(<RedirectsPage />, api());
    await user.type(await screen.findByRole('textbox', { name: 'Old address' }), '/insta');
    await user.type(screen.getByRole('textbox', { name: 'Goes to' }), 'https://www.instagram.com/threadandtote');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('another site (www.instagram.com)');
    await user.click(screen.getByRole('checkbox', { name: 'It is meant to leave the shop' }));
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'POST')[1]!.body).toMatchObject({ from: '/insta', allow_offsite: true });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Old address' })).toHaveValue(''));
  });

  it('deletes a redirect once staff confirm', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdminScreen(<RedirectsPage />, api());
    await user.click(await screen.findByRole('button', { name: 'Delete the redirect from /blogs/news/summer' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(requests.find((r) => r.method === 'DELETE')!.path).toBe(`/api/admin/redirects/${blog._id}`);
  });

  it('imports a CSV and shows what was added and each refused row with why', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<RedirectsPage />, api());
    await user.upload(
      await screen.findByLabelText('Redirects CSV'),
      new File(['Redirect from,Redirect to\n/a,/b'], 'redirects.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('2 redirects added; 1 row was not');
    expect(status).toHaveTextContent('Row 4: This redirect would send /a round in a loop');
  });
});
