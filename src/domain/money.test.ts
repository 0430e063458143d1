import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [0, 'TK 0.00'],
    [5, 'TK 5.00'],
    [1250, 'TK 1,250.00'],
    [1234567, 'TK 1,234,567.00'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});
