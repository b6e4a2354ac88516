// Checks staff's Stock screen: counts edited in place and saved at once (the PUT carries each changed row with the
// stock it showed), rows sold meanwhile named, the filters in the request, and the stock CSV's dry run before Apply.
import type { StockImportReport, StockRow } from '@shop/contract/stock-sheet';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { StockPage } from '#web/features/admin-stock/stock-page.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

const KURTA = '2c0d4e5f-0000-4000-8000-000000000001';
const TOTE = '2c0d4e5f-0000-4000-8000-000000000002';
const M_INDIGO = '2c0d4e5f-0000-4000-8000-0000000000a1';
const L_INDIGO = '2c0d4e5f-0000-4000-8000-0000000000a2';
const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';

const kurta = (variant_id: string, size: string, stock: number): StockRow => ({
  product_id: KURTA,
  variant_id,
  title: 'Kurta',
  category: 'women',
  image: IMAGE,
  size,
  colour: 'Indigo',
  sku: `TT-K-${size}-IND`,
  stock,
});
const tote: StockRow = {
  product_id: TOTE,
  variant_id: null,
  title: 'Jute Tote',
  category: 'newArrivals',
  image: IMAGE,
  size: null,
  colour: null,
  sku: null,
  stock: 0,
};
const ROWS = [kurta(M_INDIGO, 'M', 5), kurta(L_INDIGO, 'L', 3), tote];

function api(more: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/admin/stock': () => ({ success: true, data: ROWS, total: ROWS.length, page: 1, limit: 50 }),
    ...more,
  };
}

describe('StockPage', () => {
  it('saves two edited rows at once, with the stock each showed, and names a row sold meanwhile', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(
      <StockPage />,
      api({
        'PUT /api/admin/stock': ({ body }) => ({
          success: true,
          message: 'Stock saved',
          data: {
            saved: body.changes.length,
            moved: [{ product_id: KURTA, variant_id: M_INDIGO, seen: 5, found: 4 }],
          },
        }),
      }),
    );
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(await screen.findByText('3 rows, by title')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(within(screen.getByRole('row', { name: 'Jute Tote' })).getByText('Sold out')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Kurta, L, Indigo' })).getByText('Low')).toBeInTheDocument();

    const mIndigo = screen.getByRole('spinbutton', { name: 'Stock of Kurta, M, Indigo' });
    await user.clear(mIndigo);
    await user.type(mIndigo, '12');
    const toteStock = screen.getByRole('spinbutton', { name: 'Stock of Jute Tote' });
    await user.clear(toteStock);
    await user.type(toteStock, '8');
    expect(mIndigo).toHaveAccessibleDescription('Changed, was 5');
    expect(screen.getByRole('row', { name: 'Kurta, M, Indigo' })).toHaveAttribute('data-changed');
    expect(screen.getByRole('row', { name: 'Kurta, L, Indigo' })).not.toHaveAttribute('data-changed');
    expect(screen.getByText('2 rows changed')).toBeInTheDocument();
    expect(save).toBeEnabled();

    await user.click(save);
    await waitFor(() => expect(calls('PUT', '/api/admin/stock')).toHaveLength(1));
    expect(calls('PUT', '/api/admin/stock')[0]!.body).toEqual({
      changes: [
        { product_id: KURTA, variant_id: M_INDIGO, stock: 12, stock_seen: 5 },
        { product_id: TOTE, variant_id: null, stock: 8, stock_seen: 0 },
      ],
    });
    expect(await screen.findByText('Stock saved')).toBeInTheDocument();
    expect(
      screen.getByText('Kurta, M, Indigo: the sheet showed 5, it was 4 when you saved, now 12'),
    ).toBeInTheDocument();
    expect(screen.getByText('No changes yet')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('keeps Save off while a count is not a whole number, and typing the count back un-marks the row', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<StockPage />, api());
    const input = await screen.findByRole('spinbutton', { name: 'Stock of Kurta, L, Indigo' });
    await user.clear(input);
    expect(input).toBeInvalid();
    expect(screen.getByText('Fix 1 count to save: whole numbers, 0 or more')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.type(input, '3');
    expect(screen.getByText('No changes yet')).toBeInTheDocument();
    expect(input).not.toHaveAccessibleDescription();
  });

  it('asks the server for the category and state chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<StockPage />, api());
    await screen.findByText('3 rows, by title');
    await user.selectOptions(screen.getByLabelText('Stock'), 'Sold out');
    await user.selectOptions(screen.getByLabelText('Category'), 'Women');
    await user.type(screen.getByLabelText('Find a product'), 'kurta{Enter}');
    await waitFor(() => {
      const last = calls('GET', '/api/admin/stock').at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toEqual({
        page: '1',
        limit: '50',
        keyword: 'kurta',
        category: 'women',
        state: 'sold-out',
      });
    });
  });

  it('shows the CSV’s dry run row by row, keeps Apply off while a row is wrong, and applies a good file', async () => {
    const user = userEvent.setup();
    const report = (bad: boolean): StockImportReport => ({
      summary: { update: 2, unchanged: 0, error: bad ? 1 : 0 },
      rows: [
        {
          row: 2,
          sku: 'TT-K-M-IND',
          name: 'Kurta (Size M, Indigo)',
          action: 'update',
          before: 5,
          after: 12,
          errors: [],
        },
        {
          row: 3,
          sku: 'TT-K-L-IND',
          name: 'Kurta (Size L, Indigo)',
          action: 'update',
          before: 3,
          after: 0,
          errors: [],
        },
        ...(bad
          ? [
              {
                row: 4,
                sku: 'NOPE',
                name: '',
                action: 'error' as const,
                before: null,
                after: 4,
                errors: ['Row 4: No size or colour has the SKU NOPE'],
              },
            ]
          : []),
      ],
    });
    let bad = true;
    const { calls } = renderAdminScreen(
      <StockPage />,
      api({
        'POST /api/admin/stock/import': ({ query }) => ({
          success: true,
          message: query.dry_run ? '2 rows would change' : 'Stock updated on 2 rows',
          data: report(bad),
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Upload stock CSV' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload stock CSV' }));
    const file = new File(['SKU,Quantity\nTT-K-M-IND,12\n'], 'stock.csv', { type: 'text/csv' });
    await user.upload(dialog.getByLabelText('Stock file (CSV)'), file);
    await user.click(dialog.getByRole('button', { name: 'Check file' }));

    const table = within(await dialog.findByRole('table', { name: 'What each row of the file would do' }));
    expect(table.getAllByRole('row')).toHaveLength(5); // the header, 3 rows, and the errors beneath the third
    const first = within(table.getAllByRole('row')[1]!);
    expect(first.getByText('TT-K-M-IND')).toBeInTheDocument();
    expect(first.getByText('5 → 12')).toBeInTheDocument();
    expect(table.getByText('Row 4: No size or colour has the SKU NOPE')).toBeInTheDocument();
    expect(dialog.getByText(/1 row with errors/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Apply 2 changes' })).toBeDisabled();
    expect(calls('POST', '/api/admin/stock/import')[0]!.path).toBe('/api/admin/stock/import?dry_run=1');

    bad = false;
    await user.click(dialog.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Apply 2 changes' })).toBeEnabled());
    const sheetLoads = calls('GET', '/api/admin/stock').length;
    await user.click(dialog.getByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByText('Stock updated on 2 rows')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/stock/import').at(-1)!.path).toBe('/api/admin/stock/import');
    expect(calls('POST', '/api/admin/stock/import').at(-1)!.body).toBeInstanceOf(FormData);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls('GET', '/api/admin/stock').length).toBeGreaterThan(sheetLoads));
  });
});
