import { describe, expect, it } from 'vitest';
import { financialYear, gstinCheckCharacter, gstinProblem, stateNamed } from './india.ts';

describe('GSTINs', () => {
  it('accept a published GSTIN and compute its check character', () => {
    // The sample GSTIN of the GST e-invoice schema's examples (Maharashtra).
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeUndefined();
  });

  it('refuse a wrong shape, another state’s code, and a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z', '27')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1ZV', '29')).toMatch(/starts with its code, 29/);
    expect(gstinProblem('27AAPFU0939F1ZW', '27')).toMatch(/does not check out/);
  });
});

describe('states', () => {
  it('are found whatever the case, spacing or older name', () => {
    expect(stateNamed('  karnataka ')?.code).toBe('29');
    expect(stateNamed('Orissa')?.name).toBe('Odisha');
    expect(stateNamed('NCT of Delhi')?.code).toBe('07');
    expect(stateNamed('Atlantis')).toBeUndefined();
  });
});

describe('the financial year', () => {
  it('turns on 1 April in India’s time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2526');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2627');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('9900');
  });
});
