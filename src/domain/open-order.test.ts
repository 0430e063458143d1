import { describe, expect, it } from 'vitest';
import { cartTexts } from './cart-texts';
import { quantitiesByProduct, sameLines } from './open-order';

describe('the same cart', () => {
  it('is the same quantity of the same products, whatever their order or how they are split', () => {
    const order = [
      { productId: 3, quantity: 2 },
      { productId: 1, quantity: 1 },
    ];
    expect(
      sameLines(order, [
        { productId: 1, quantity: 1 },
        { productId: 3, quantity: 1 },
        { productId: 3, quantity: 1 },
      ]),
    ).toBe(true);
    expect(sameLines(order, [{ productId: 3, quantity: 2 }])).toBe(false);
    expect(sameLines(order, [...order, { productId: 4, quantity: 1 }])).toBe(false);
    expect(
      sameLines(order, [
        { productId: 1, quantity: 1 },
        { productId: 3, quantity: 3 },
      ]),
    ).toBe(false);
    expect(sameLines([], [])).toBe(true);
  });

  it('sums duplicates in id order', () => {
    expect([
      ...quantitiesByProduct([
        { productId: 9, quantity: 1 },
        { productId: 2, quantity: 4 },
        { productId: 9, quantity: 2 },
      ]),
    ]).toEqual([
      [2, 4],
      [9, 3],
    ]);
  });
});

describe('what the cart says about stock', () => {
  it('names the product and what is left, and whether the cart holds it all', () => {
    const limit = (available: number, inCart: number) =>
      cartTexts.stock.limit({ name: 'Lamp', available, inCart });
    expect(limit(0, 0)).toBe('Lamp is out of stock.');
    expect(limit(1, 1)).toBe('Lamp: only 1 left in stock, and your cart already has it.');
    expect(limit(3, 3)).toBe('Lamp: only 3 left in stock, and your cart already has all 3.');
    expect(limit(3, 1)).toBe('Lamp: only 3 left in stock.');
    expect(cartTexts.stock.line(0)).toBe('Out of stock');
    expect(cartTexts.stock.line(2)).toBe('Only 2 left in stock');
  });
});
