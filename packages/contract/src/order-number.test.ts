import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('are written TT-1042', () => {
    expect(formatOrderNumber(1042)).toBe('TT-1042');
  });

  it.each(['TT-1042', 'tt-1042', ' TT 1042 ', 'TT1042', '1042'])('read %j as 1042', (typed) => {
    expect(parseOrderNumber(typed)).toBe(1042);
  });

  it.each(['', 'TT-', 'XX-1042', '10.42', 'TT--1042', '1234567890', 'a3f9c2d1-0000-4000-8000-000000000000'])(
    'find no number in %j',
    (typed) => {
      expect(parseOrderNumber(typed)).toBeNull();
    },
  );
});
