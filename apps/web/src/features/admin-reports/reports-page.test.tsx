// Checks the Reports screen's GSTR-1: last month's totals by default, a quarter chosen from the list, the two downloads
// for the period shown, and the server's words when the shop has no GSTIN yet.
import { gstReturnEndpoints, type Gstr1Summary } from '@shop/contract/gst-returns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import ReportsScreen from '#web/app/routes/admin.reports.tsx';

/** The summary is answered here, each answer checked against the contract, so the test sees every period asked for. */
function fakeSummary(answer: (url: URL) => { status: number; body: unknown }) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    requests.push(url);
    if (url.pathname !== gstReturnEndpoints.gstr1Summary.path) return new Response(null, { status: 404 });
    const { status, body } = answer(url);
    if (status === 200) gstReturnEndpoints.gstr1Summary.answer.parse(body);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return requests;
}

function renderReports(at = '/admin/reports') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <ReportsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const summaryFor = (from: string, to: string): Gstr1Summary => ({
  gstin: '27AAACT2727Q1ZW',
  fp: `${to.slice(5, 7)}${to.slice(0, 4)}`,
  from,
  to,
  sections: [
    { section: 'b2b', documents: 1, rows: 1, taxable: 2380.95, igst: 119.05, cgst: 0, sgst: 0, total: 2500 },
    { section: 'b2cl', documents: 0, rows: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 },
    { section: 'b2cs', documents: 2, rows: 1, taxable: 1904.76, igst: 0, cgst: 47.62, sgst: 47.62, total: 2000 },
    { section: 'cdnr', documents: 0, rows: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 },
    { section: 'cdnur', documents: 0, rows: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 },
    { section: 'hsn_b2b', documents: 1, rows: 1, taxable: 2380.95, igst: 119.05, cgst: 0, sgst: 0, total: 2500 },
    { section: 'hsn_b2c', documents: 2, rows: 1, taxable: 1904.76, igst: 0, cgst: 47.62, sgst: 47.62, total: 2000 },
  ],
  documents: [
    { kind: 'invoices', from: 'TT/2627/7', to: 'TT/2627/8', total: 2, cancelled: 0, net_issued: 2 },
    { kind: 'credit_notes', from: 'TTCN/2627/1', to: 'TTCN/2627/1', total: 1, cancelled: 0, net_issued: 1 },
  ],
  net: { taxable: 4285.71, igst: 119.05, cgst: 47.62, sgst: 47.62, total: 4500 },
  exported_at: null,
});

beforeEach(() => {
  // 27 November 2026 in India: last month is October.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T06:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Reports: GSTR-1', () => {
  it("shows last month's totals by section, the net, and downloads for that month", async () => {
    const requests = fakeSummary((url) => ({
      status: 200,
      body: { success: true, data: summaryFor(url.searchParams.get('from')!, url.searchParams.get('to')!) },
    }));
    renderReports();

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    // The accountant's CSV files sit below the return.
    const exports = screen.getByRole('region', { name: 'Exports' });
    expect(within(exports).getByRole('link', { name: 'Orders CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/admin\/exports\/orders\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/),
    );
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('October 2026');
    const table = await screen.findByRole('table', { name: 'GSTR-1 totals by section' });
    expect(requests[0]?.search).toBe('?from=2026-10&to=2026-10');
    const b2cs = within(table).getByRole('row', { name: /B2C others/ });
    expect(
      within(b2cs)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '₹1,904.76', '₹0.00', '₹47.62', '₹47.62', '₹2,000.00']);
    expect(within(table).getByRole('row', { name: /Net: invoices less credit notes/ })).toHaveTextContent('₹4,500.00');
    expect(screen.getByText('Invoices TT/2627/7 to TT/2627/8: 2 issued, 0 cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download JSON for the GST portal' })).toHaveAttribute(
      'href',
      '/api/admin/reports/gstr1?from=2026-10&to=2026-10',
    );
    expect(screen.getByRole('link', { name: 'Download CSV files (zip)' })).toHaveAttribute(
      'href',
      '/api/admin/reports/gstr1?from=2026-10&to=2026-10&format=csv',
    );
    expect(screen.queryByText(/Downloaded on/)).not.toBeInTheDocument();
  });

  it('says when the period was downloaded before, in India’s time', async () => {
    fakeSummary((url) => ({
      status: 200,
      body: {
        success: true,
        data: {
          ...summaryFor(url.searchParams.get('from')!, url.searchParams.get('to')!),
          exported_at: '2026-11-27T08:35:00.000Z',
        },
      },
    }));
    renderReports();
    await screen.findByRole('table');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Downloaded on 27 Nov 2026, 14:05: its invoices are taken as filed',
    );
  });

  it('asks for a quarter when one is chosen, the current month and quarter marked as in progress', async () => {
    const requests = fakeSummary((url) => ({
      status: 200,
      body: { success: true, data: summaryFor(url.searchParams.get('from')!, url.searchParams.get('to')!) },
    }));
    renderReports();
    await screen.findByRole('table');
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(within(period).getByRole('option', { name: 'November 2026 (so far)' })).toBeInTheDocument();

    await userEvent.selectOptions(period, 'October–December 2026 (so far)');
    expect(await screen.findByText(/return period 122026/)).toBeInTheDocument();
    expect(requests.at(-1)?.search).toBe('?from=2026-10&to=2026-12');
    expect(screen.getByRole('link', { name: 'Download JSON for the GST portal' })).toHaveAttribute(
      'href',
      '/api/admin/reports/gstr1?from=2026-10&to=2026-12',
    );
  });

  it("says to fill in the shop's details in Settings, and offers no download, while there is no GSTIN", async () => {
    fakeSummary(() => ({
      status: 409,
      body: { success: false, message: "Fill in the shop's details (legal name, address, GSTIN) in Settings first" },
    }));
    renderReports('/admin/reports?from=2026-07&to=2026-09');
    expect(await screen.findByRole('alert')).toHaveTextContent("Fill in the shop's details");
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('July–September 2026');
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});
