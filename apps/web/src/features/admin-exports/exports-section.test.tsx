// Checks the Exports section: this month so far by default, each link downloading its CSV for the chosen period, and
// a period the server would refuse said at once, with the period's links switched off.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportsSection, monthSoFar } from './exports-section.tsx';

/** 25 November 2026, 02:00 in India (still the 24th in UTC). */
const NOW = new Date('2026-11-24T20:30:00Z');

const link = (name: string) => screen.getByRole('link', { name });

describe('the Exports section', () => {
  it("offers this month so far, by India's calendar", () => {
    expect(monthSoFar(NOW)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    render(<ExportsSection now={NOW} />);
    expect(screen.getByRole('region', { name: 'Exports' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-25');
    expect(link('Orders CSV')).toHaveAttribute('href', '/api/admin/exports/orders?from=2026-11-01&to=2026-11-25');
    expect(link('Orders CSV')).toHaveAttribute('download');
    expect(link('Sales register CSV')).toHaveAttribute(
      'href',
      '/api/admin/exports/sales-register?from=2026-11-01&to=2026-11-25',
    );
    expect(link('Customers CSV')).toHaveAttribute('href', '/api/admin/exports/customers');
  });

  it('points the links at the period chosen', async () => {
    const user = userEvent.setup();
    render(<ExportsSection now={NOW} />);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-04-01');
    expect(link('Orders CSV')).toHaveAttribute('href', '/api/admin/exports/orders?from=2026-04-01&to=2026-11-25');
  });

  it('says what is wrong with a period the server would refuse, and offers no download for it', async () => {
    const user = userEvent.setup();
    render(<ExportsSection now={NOW} />);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('A period is at most 366 days');
    expect(link('Orders CSV')).not.toHaveAttribute('href');
    expect(link('Orders CSV')).toHaveAttribute('aria-disabled', 'true');
    expect(link('Sales register CSV')).not.toHaveAttribute('href');
    expect(link('Customers CSV')).toHaveAttribute('href', '/api/admin/exports/customers');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(/at most 366 days/);
  });
});
