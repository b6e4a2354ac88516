// Checks the Import screen: a dry run that refuses rows shows them with why and keeps Import off with the reason; a
// clean dry run imports, with progress asked every second until done and the saved products summed up; the export's
// link follows the header generation chosen.
import type { ImportJob, ImportReport } from '@shop/contract/product-import';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { ImportPage } from '#web/features/admin-import/import-page.tsx';
import { refuse } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const JOB_ID = '0b7f2f0e-4f7a-4d43-9c1e-5d3c1a2b3c4d';

const csv = (name = 'products_export.csv') =>
  new File(['Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price\n'], name, { type: 'text/csv' });

const refusedReport: ImportReport = {
  summary: { create: 1, update: 0, unchanged: 0, error: 1 },
  rows: [
    { row: 2, handle: 'linen-kurta', sku: 'LK-S-RED', action: 'create', errors: [] },
    { row: 3, handle: 'linen-kurta', sku: 'LK-M-RED', action: 'create', errors: [] },
    { row: 4, handle: 'jute-tote', sku: 'JT-1', action: 'error', errors: ['Row 4: Variant Price must be a number'] },
  ],
};

const cleanReport: ImportReport = {
  summary: { create: 2, update: 1, unchanged: 1, error: 0 },
  rows: [
    { row: 2, handle: 'linen-kurta', sku: 'LK-S-RED', action: 'create', errors: [] },
    { row: 3, handle: 'jute-tote', sku: 'JT-1', action: 'create', errors: [] },
    { row: 4, handle: 'silk-dupatta', sku: 'SD-1', action: 'update', errors: [] },
    { row: 5, handle: 'cotton-saree', sku: 'CS-1', action: 'unchanged', errors: [] },
  ],
};

const job = (fields: Partial<ImportJob>): ImportJob => ({
  job_id: JOB_ID,
  state: 'running',
  file_name: 'products_export.csv',
  done: 0,
  total: 3,
  summary: { create: 0, update: 0, unchanged: 0, error: 0 },
  failure: null,
  rows: [],
  started_at: '2026-11-27T10:00:00.000Z',
  finished_at: null,
  ...fields,
});

async function checkFile(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Product CSV'), csv());
  await user.click(screen.getByRole('button', { name: 'Check file' }));
}

describe('Import products', () => {
  it('shows the refused rows with why, and keeps Import off while any product is refused', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<ImportPage />, {
      'POST /api/admin/products/import': ({ query }) =>
        query?.dry_run ? { success: true, data: refusedReport } : refuse(400, 'Fix the refused rows first'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Import products' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(screen.getByLabelText('Product CSV')).toHaveAccessibleDescription(/Choose the product CSV first/);
    expect(calls('POST', '/api/admin/products/import')).toHaveLength(0);

    await checkFile(user);
    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 to create', '0 to change', '0 unchanged', '1 refused']);
    const [sent] = calls('POST', '/api/admin/products/import');
    expect(sent?.path).toBe('/api/admin/products/import?dry_run=1');
    expect((sent?.body as FormData).get('file')).toHaveProperty('name', 'products_export.csv');
    expect((sent?.body as FormData).has('images')).toBe(false);

    const table = screen.getByRole('table', { name: 'Rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const refused = within(table).getByRole('row', { name: /jute-tote/ });
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(within(refused).getByText('Row 4: Variant Price must be a number')).toBeInTheDocument();

    const importButton = screen.getByRole('button', { name: 'Import 1 product' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription(
      '1 product is refused. Fix its rows in the CSV, then check the file again.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checked: 1 to create, 0 to change, 0 unchanged, 1 refused.');

    await user.click(screen.getByRole('checkbox', { name: 'Only problems' }));
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getAllByRole('row')).toHaveLength(2);
    expect(within(problems).queryByText('linen-kurta')).not.toBeInTheDocument();

    // A new file clears the report: it spoke of the old one.
    await user.upload(screen.getByLabelText('Product CSV'), csv('fixed.csv'));
    expect(screen.queryByRole('list', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('says why a file cannot be read at all', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<ImportPage />, {
      'POST /api/admin/products/import': () =>
        refuse(400, 'This is not a Shopify product CSV: it has no Handle or URL handle column'),
    });
    await checkFile(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This is not a Shopify product CSV: it has no Handle or URL handle column',
    );
    expect(screen.getByLabelText('Product CSV')).toHaveAccessibleDescription(/no Handle or URL handle column/);
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('imports a clean file in the background, its progress asked every second until it is done', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const { calls } = renderAdminScreen(<ImportPage />, {
      'POST /api/admin/products/import': ({ query }) =>
        query?.dry_run ? { success: true, data: cleanReport } : { success: true, data: { job_id: JOB_ID } },
      'GET /api/admin/products/import/:job_id': ({ params }) => {
        expect(params.job_id).toBe(JOB_ID);
        asked += 1;
        if (asked === 1) return { success: true, data: job({ done: 1, total: 3 }) };
        return {
          success: true,
          data: job({
            state: 'done',
            done: 3,
            total: 3,
            summary: { create: 2, update: 1, unchanged: 0, error: 0 },
            finished_at: '2026-11-27T10:00:05.000Z',
          }),
        };
      },
    });
    await user.upload(screen.getByLabelText('Images (zip, optional)'), new File(['PK'], 'pictures.zip'));
    await checkFile(user);
    expect(await screen.findByRole('list', { name: 'Summary' })).toHaveTextContent('2 to create');

    const importButton = screen.getByRole('button', { name: 'Import 3 products' });
    expect(importButton).toBeEnabled();
    await user.click(importButton);

    const progress = await screen.findByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '3');
    expect(progress).toHaveAccessibleName('1 of 3 products');
    expect(screen.getByLabelText('Product CSV')).toBeDisabled();

    expect(
      await screen.findByText('products_export.csv: 2 created, 1 changed, 0 unchanged.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Import finished: 2 created, 1 changed, 0 unchanged',
    );
    expect(screen.getByRole('link', { name: 'Go to Products' })).toHaveAttribute('href', '/admin/products');

    const posts = calls('POST', '/api/admin/products/import');
    expect(posts.map((post) => post.path)).toEqual([
      '/api/admin/products/import?dry_run=1',
      '/api/admin/products/import',
    ]);
    // The import sends the same files the dry run checked.
    expect((posts[1]?.body as FormData).get('images')).toHaveProperty('name', 'pictures.zip');
    // Done: no more asking.
    const polls = calls('GET', `/api/admin/products/import/${JOB_ID}`).length;
    expect(polls).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls('GET', `/api/admin/products/import/${JOB_ID}`)).toHaveLength(polls);

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByLabelText('Product CSV')).toBeEnabled();
    expect(screen.getByLabelText('Product CSV')).toHaveValue('');
  });

  it('says why an import stopped', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<ImportPage />, {
      'POST /api/admin/products/import': ({ query }) =>
        query?.dry_run ? { success: true, data: cleanReport } : { success: true, data: { job_id: JOB_ID } },
      'GET /api/admin/products/import/:job_id': () => ({
        success: true,
        data: job({ state: 'failed', done: 1, failure: 'The shop restarted while importing' }),
      }),
    });
    await checkFile(user);
    await user.click(await screen.findByRole('button', { name: 'Import 3 products' }));
    expect(await screen.findByText('The shop restarted while importing')).toBeInTheDocument();
    expect(screen.getByText(/1 of 3 products were saved before it stopped/)).toBeInTheDocument();
  });

  it('exports in the header generation chosen, current unless changed', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<ImportPage />, {});
    const exportArea = within(screen.getByRole('region', { name: 'Export' }));
    const link = exportArea.getByRole('link', { name: 'Export all products (Shopify CSV)' });
    expect(link).toHaveAttribute('href', '/api/admin/products/export?headers=current');
    await user.click(exportArea.getByRole('radio', { name: 'Legacy' }));
    expect(link).toHaveAttribute('href', '/api/admin/products/export?headers=legacy');
    expect(link).toHaveAttribute('download', 'products_shopify_legacy.csv');
  });
});
