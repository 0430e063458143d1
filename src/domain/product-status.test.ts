import { describe, expect, it } from 'vitest';
import {
  productStatusLabel,
  shownStatus,
  statusToggleQuestion,
  toggledProductStatus,
} from './product-status';

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

describe('product status toggle', () => {
  it('toggles between active and out of stock, never from pending', () => {
    expect(toggledProductStatus('active')).toBe('out-of-stock');
    expect(toggledProductStatus('out-of-stock')).toBe('active');
    expect(toggledProductStatus('pending')).toBeNull();
    expect(toggledProductStatus(null)).toBeNull();
  });

  it("asks the spec's question for each direction", () => {
    expect(statusToggleQuestion('out-of-stock')).toBe('Are you sure you want to mark as out of stock?');
    expect(statusToggleQuestion('active')).toBe('Are you sure you want to mark as available?');
  });
});
