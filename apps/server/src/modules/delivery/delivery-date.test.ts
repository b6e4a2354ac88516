import { describe, expect, it } from 'vitest';
import { estimatedDeliveryDate } from './delivery-date.ts';

/** An instant given as India's wall-clock time. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe('the delivery date', () => {
  it('dispatches within two working days, then counts the days in transit (Monday 10:00, 4 days: next Monday)', () => {
    // Mon 25 Nov 2024 → dispatch Wed 27 → Thu, Fri, Sat, (Sunday off) Mon 2 Dec.
    expect(estimatedDeliveryDate(ist('2024-11-25T10:00'), 4)).toBe('2024-12-02');
    expect(estimatedDeliveryDate(ist('2024-11-25T10:00'), 1)).toBe('2024-11-28');
  });

  it('counts an order at or after 18:00 from the next day', () => {
    expect(estimatedDeliveryDate(ist('2024-11-25T17:59'), 1)).toBe('2024-11-28');
    expect(estimatedDeliveryDate(ist('2024-11-25T18:00'), 1)).toBe('2024-11-29');
  });

  it('never counts a Sunday: Saturday evening and Sunday orders dispatch on Tuesday', () => {
    expect(estimatedDeliveryDate(ist('2024-11-30T19:00'), 1)).toBe('2024-12-04');
    expect(estimatedDeliveryDate(ist('2024-12-01T09:00'), 1)).toBe('2024-12-04');
    // Friday: dispatch Monday (Saturday counts, Sunday does not), then 2 days: Wednesday.
    expect(estimatedDeliveryDate(ist('2024-11-29T09:00'), 2)).toBe('2024-12-04');
  });

  it('reads the day in India, whatever the server’s clock zone: 20:00 UTC is already tomorrow there', () => {
    // 2024-11-24T20:00Z is Monday 01:30 in India.
    expect(estimatedDeliveryDate(new Date('2024-11-24T20:00:00Z'), 1)).toBe('2024-11-28');
    // 2024-11-25T12:30Z is Monday 18:00 in India: past the cut-off.
    expect(estimatedDeliveryDate(new Date('2024-11-25T12:30:00Z'), 1)).toBe('2024-11-29');
  });

  it('crosses months and years', () => {
    // Sat 28 Dec → dispatch Tue 31 Dec → ten working days: Sat 11 Jan.
    expect(estimatedDeliveryDate(ist('2024-12-28T12:00'), 10)).toBe('2025-01-11');
  });
});
