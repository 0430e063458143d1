import { describe, expect, it } from 'vitest';
import { isSameAmount, poishaFromGateway, toGatewayAmount } from './amount';

const range = { min: 10, max: 500_000 };

describe('amounts for the gateways', () => {
  it('writes whole taka as a two-decimal string', () => {
    expect(toGatewayAmount(1250, range)).toEqual({ ok: true, text: '1250.00' });
    expect(toGatewayAmount(10, range)).toEqual({ ok: true, text: '10.00' });
    expect(toGatewayAmount(500_000, range)).toEqual({ ok: true, text: '500000.00' });
  });

  it('refuses what is not a whole amount or lies outside the range', () => {
    for (const amount of [9, 500_001, 0, -1, 10.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(toGatewayAmount(amount, range)).toMatchObject({ ok: false });
    }
    expect(toGatewayAmount(2 ** 53, { min: 1, max: 2 ** 60 })).toMatchObject({
      ok: false,
      problem: 'not a whole number of taka',
    });
    expect(toGatewayAmount(500_001, range)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('maximum'),
    });
    expect(toGatewayAmount(9, range)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('minimum'),
    });
  });

  it('reads the gateways’ decimals exactly, in poisha', () => {
    expect(poishaFromGateway('1250')).toBe(125_000);
    expect(poishaFromGateway('1250.5')).toBe(125_050);
    expect(poishaFromGateway('1250.05')).toBe(125_005);
    for (const text of ['', '1,250.00', '1e3', '-5', '12.345', ' 10.00', '10.', '.5', 'NaN']) {
      expect(poishaFromGateway(text)).toBeNull();
    }
  });

  it('compares without rounding or tolerance', () => {
    expect(isSameAmount('1250.00', 1250)).toBe(true);
    expect(isSameAmount('1250', 1250)).toBe(true);
    expect(isSameAmount('1250.01', 1250)).toBe(false);
    expect(isSameAmount('1249.99', 1250)).toBe(false);
    expect(isSameAmount('12500.00', 1250)).toBe(false);
    expect(isSameAmount('garbage', 0)).toBe(false);
  });
});
