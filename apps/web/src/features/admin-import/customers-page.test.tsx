// Checks the customer and review import screen: a customer dry run shows the counts and the rows to look at, then
// imports with its progress; Invite says how many will be mailed before it mails them; a review file is checked, then
// imported, with the rows left out and why.
import type { CustomerImportJob, CustomerImportReport } from '@shop/contract/customer-import';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { CustomersImportPage } from '#web/features/admin-import/customers-page.tsx';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const JOB_ID = '3c1f2f0e-4f7a-4d43-9c1e-5d3c1a2b3c4d';
const csv = (name: string) => new File(['Email\n'], name, { type: 'text/csv' });

const report: CustomerImportReport = {
  summary: { create: 2, update: 1, unchanged: 0, error: 0 },
  rows: [
    { row: 2, email: 'meera@example.in', action: 'create', errors: [], warnings: [] },
    {
      row: 3,
      email: 'ravi@example.in',
      action: 'create',
      errors: [],
      warnings: ['The address was left out: no such pincode: 100001'],
    },
    { row: 4, email: 'kavya@example.in', action: 'update', errors: [], warnings: [] },
  ],
};

const job = (fields: Partial<CustomerImportJob>): CustomerImportJob => ({
  job_id: JOB_ID,
  state: 'running',
  file_name: 'customers_export.csv',
  done: 0,
  total: 3,
  summary: { create: 0, update: 0, unchanged: 0, error: 0 },
  failure: null,
  rows: [],
  started_at: '2026-12-07T10:00:00.000Z',
  finished_at: null,
  ...fields,
});

describe('Import customers and reviews', () => {
  it('checks the customer file, shows the rows to look at, then imports it with its progress', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const { calls } = renderAdminScreen(<CustomersImportPage />, {
      'POST /api/admin/customers/import': ({ query }) =>
        query?.dry_run ? { success: true, data: report } : { success: true, data: { job_id: JOB_ID } },
      'GET /api/admin/customers/import/:job_id': () => {
        asked += 1;
        return asked === 1
          ? { success: true, data: job({ done: 1 }) }
          : {
              success: true,
              data: job({ state: 'done', done: 3, summary: { create: 2, update: 1, unchanged: 0, error: 0 } }),
            };
      },
      'GET /api/admin/customers/invite': () => ({ success: true, data: { waiting: 0 } }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Import customers and reviews' })).toBeInTheDocument();

    const customers = within(screen.getByRole('region', { name: 'Customers' }));
    await user.click(customers.getByRole('button', { name: 'Check file' }));
    expect(customers.getByLabelText('Customer CSV')).toHaveAccessibleDescription(/Choose the customer CSV first/);
    await user.upload(customers.getByLabelText('Customer CSV'), csv('customers_export.csv'));
    await user.click(customers.getByRole('button', { name: 'Check file' }));
    const summary = await customers.findByRole('list', { name: 'Customer summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 to create', '1 to change', '0 unchanged', '0 refused']);
    const notes = customers.getByRole('list', { name: 'Rows to look at' });
    expect(notes).toHaveTextContent('Row 3');
    expect(notes).toHaveTextContent('The address was left out: no such pincode: 100001');
    expect(calls('POST', '/api/admin/customers/import')[0]?.path).toBe('/api/admin/customers/import?dry_run=1');

    await user.click(customers.getByRole('button', { name: 'Import 3 customers' }));
    expect(await customers.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(
      await customers.findByText(
        'customers_export.csv: 2 created, 1 changed, 0 unchanged, 0 refused.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });

  it('says how many customers Invite will mail, and mails them only once confirmed', async () => {
    const user = userEvent.setup();
    let waiting = 12;
    const { calls } = renderAdminScreen(<CustomersImportPage />, {
      'GET /api/admin/customers/invite': () => ({ success: true, data: { waiting } }),
      'POST /api/admin/customers/invite': ({ body }) => {
        expect(body).toEqual({ all_imported: true });
        waiting = 0;
        return { success: true, data: { invited: 12, already: 0 } };
      },
    });
    const invite = within(screen.getByRole('region', { name: 'Invite imported customers' }));
    expect(await invite.findByText(/12 imported customers have not been invited yet/)).toBeInTheDocument();
    await user.click(invite.getByRole('button', { name: 'Invite imported customers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mail 12 imported customers?' });
    expect(calls('POST', '/api/admin/customers/invite')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mail 12 imported customers' }));
    expect(await screen.findByText('Invited 12 customers.')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/customers/invite')).toHaveLength(1);
    expect(await invite.findByText('No imported customer is waiting for an invitation.')).toBeInTheDocument();
    expect(invite.getByRole('button', { name: 'Invite imported customers' })).toBeDisabled();
  });

  it('checks a review file, then imports it, listing the rows left out', async () => {
    const user = userEvent.setup();
    const refused = [{ row: 5, reason: 'No product has the handle "old-kurta"' }];
    const { calls } = renderAdminScreen(<CustomersImportPage />, {
      'GET /api/admin/customers/invite': () => ({ success: true, data: { waiting: 0 } }),
      'POST /api/admin/reviews/import': ({ query }) => ({
        success: true,
        data: query?.dry_run ? { created: 3, unchanged: 0, refused } : { created: 3, unchanged: 0, refused },
      }),
    });
    const reviews = within(screen.getByRole('region', { name: 'Reviews' }));
    await user.upload(reviews.getByLabelText('Review CSV'), csv('judgeme.csv'));
    await user.click(reviews.getByRole('button', { name: 'Check file' }));
    expect(
      await reviews.findByText(/3 reviews to add, 0 already here, 1 refused\. Nothing has been saved yet\./),
    ).toBeInTheDocument();
    expect(reviews.getByRole('list', { name: 'Refused review rows' })).toHaveTextContent(
      'Row 5: No product has the handle "old-kurta"',
    );
    await user.click(reviews.getByRole('button', { name: 'Import 3 reviews' }));
    expect(await reviews.findByRole('heading', { name: 'Reviews imported' })).toBeInTheDocument();
    expect(calls('POST', '/api/admin/reviews/import').map((call) => call.path)).toEqual([
      '/api/admin/reviews/import?dry_run=1',
      '/api/admin/reviews/import',
    ]);
  });
});
