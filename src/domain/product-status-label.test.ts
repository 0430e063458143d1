import { describe, expect, it } from 'vitest';
import { productStatusLabel, shownStatus } from './product-status-label';

describe('product status shown to people', () => {
  it('reads a missing status as pending', () => {
    expect(shownStatus(undefined)).toBe('pending');
    expect(shownStatus(null)).toBe('pending');
    expect(productStatusLabel(null)).toBe('Pending');
  });

  it('labels every known status', () => {
    expect(productStatusLabel('active')).toBe('Active');
    expect(productStatusLabel('pending')).toBe('Pending');
    expect(productStatusLabel('out-of-stock')).toBe('Out of stock');
  });
});
