import { describe, expect, it } from 'vitest';
import { groupDigits } from './digits';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [0, 'TK 0.00'],
    [5, 'TK 5.00'],
    [1250, 'TK 1,250.00'],
    [1234567, 'TK 1,234,567.00'],
    [-40, 'TK -40.00'],
    [-1250, 'TK -1,250.00'],
    [12.5, 'TK 12.50'],
    [0.005, 'TK 0.01'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('writes every amount as en-US does, without asking Intl', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [
      1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 123_456_789,
    ];
    for (const amount of [
      ...amounts,
      ...amounts.map((each) => -each),
      ...amounts.map((each) => each + 0.25),
    ]) {
      expect(formatMoney(amount)).toBe(`TK ${intl.format(amount)}`);
    }
  });
});

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [4096, '4,096'],
    [10_000_000, '10,000,000'],
  ])('groups %d as %s', (whole, text) => {
    expect(groupDigits(whole)).toBe(text);
  });
});
