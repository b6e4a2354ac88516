import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

/** Whole rupees in paise, so the cases below read as the rupee amounts they are. */
const rupees = (n: number) => n * 100;

describe('an amount in words', () => {
  it('spells rupees and paise the Indian way', () => {
    expect(amountInWords(123_456_789)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    );
  });

  it('says nothing of paise when there are none, nor of empty groups', () => {
    expect(amountInWords(rupees(10_00_000))).toBe('Rupees Ten Lakh Only');
    expect(amountInWords(rupees(1_00_00_000))).toBe('Rupees One Crore Only');
    expect(amountInWords(rupees(1_00_00_005))).toBe('Rupees One Crore Five Only');
    expect(amountInWords(rupees(20_00_300))).toBe('Rupees Twenty Lakh Three Hundred Only');
    expect(amountInWords(rupees(1_000))).toBe('Rupees One Thousand Only');
  });

  it('is "Rupees Zero Only" for nothing', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('spells the small numbers, the teens and the tens', () => {
    expect(amountInWords(rupees(1))).toBe('Rupees One Only');
    expect(amountInWords(rupees(10))).toBe('Rupees Ten Only');
    expect(amountInWords(rupees(11))).toBe('Rupees Eleven Only');
    expect(amountInWords(rupees(19))).toBe('Rupees Nineteen Only');
    expect(amountInWords(rupees(20))).toBe('Rupees Twenty Only');
    expect(amountInWords(rupees(21))).toBe('Rupees Twenty-One Only');
    expect(amountInWords(rupees(40))).toBe('Rupees Forty Only');
    expect(amountInWords(rupees(99))).toBe('Rupees Ninety-Nine Only');
  });

  it('writes hundreds without "and", as invoices and cheques do', () => {
    expect(amountInWords(rupees(100))).toBe('Rupees One Hundred Only');
    expect(amountInWords(rupees(101))).toBe('Rupees One Hundred One Only');
    expect(amountInWords(rupees(999))).toBe('Rupees Nine Hundred Ninety-Nine Only');
    expect(amountInWords(rupees(1_299))).toBe('Rupees One Thousand Two Hundred Ninety-Nine Only');
  });

  it('turns over into thousand, lakh and crore at the Indian boundaries', () => {
    expect(amountInWords(rupees(99_999))).toBe('Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only');
    expect(amountInWords(rupees(1_00_000))).toBe('Rupees One Lakh Only');
    expect(amountInWords(rupees(1_00_001))).toBe('Rupees One Lakh One Only');
    expect(amountInWords(rupees(99_99_999))).toBe(
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    );
    expect(amountInWords(rupees(1_00_00_000))).toBe('Rupees One Crore Only');
    expect(amountInWords(rupees(12_34_56_789))).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only',
    );
  });

  it('counts crores past ninety-nine in lakh and thousand too, never "million" or "billion"', () => {
    expect(amountInWords(rupees(99_00_00_000))).toBe('Rupees Ninety-Nine Crore Only');
    expect(amountInWords(rupees(100_00_00_000))).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(rupees(1_00_000_00_00_000))).toBe('Rupees One Lakh Crore Only');
    expect(amountInWords(rupees(12_345_00_00_000) + 1)).toBe(
      'Rupees Twelve Thousand Three Hundred Forty-Five Crore and One Paisa Only',
    );
  });

  it('spells the paise, one paisa in the singular', () => {
    expect(amountInWords(1)).toBe('Rupees Zero and One Paisa Only');
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(amountInWords(1_05)).toBe('Rupees One and Five Paise Only');
    expect(amountInWords(1_299_99)).toBe('Rupees One Thousand Two Hundred Ninety-Nine and Ninety-Nine Paise Only');
    expect(amountInWords(rupees(10_00_000) + 10)).toBe('Rupees Ten Lakh and Ten Paise Only');
  });

  it('refuses what is not a whole, non-negative number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(12.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});
