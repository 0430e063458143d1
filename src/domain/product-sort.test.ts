import { describe, expect, it } from 'vitest';
import { productSortSchema } from './product';
import { productSorts, readProductSort } from './product-sort';

describe('readProductSort', () => {
  it("reads each of the shop's orders from its address", () => {
    for (const sort of productSorts) expect(readProductSort(sort)).toBe(sort);
  });

  it('falls back to the newest first for a missing, unknown or odd value', () => {
    for (const value of [
      null,
      '',
      'NEWEST',
      'price',
      'price-asc ',
      '__proto__',
      'constructor',
      'x'.repeat(10_000),
    ])
      expect(readProductSort(value)).toBe('newest');
  });

  it('offers exactly what the API accepts', () => {
    expect(productSortSchema.options).toEqual([...productSorts]);
  });
});
