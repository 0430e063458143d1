import { describe, expect, it } from 'vitest';
import { canBeBought, isForSale } from './for-sale';

describe('for sale', () => {
  it('is an active product whose seller is not banned', () => {
    expect(isForSale({ status: 'active', sellerBanned: false })).toBe(true);
    expect(isForSale({ status: 'active', sellerBanned: true })).toBe(false);
    expect(isForSale({ status: 'pending', sellerBanned: false })).toBe(false);
    expect(isForSale({ status: 'out-of-stock', sellerBanned: false })).toBe(false);
  });

  it('takes a product whose seller the web cannot know about as not banned', () => {
    expect(isForSale({ status: 'active' })).toBe(true);
    expect(isForSale({ status: 'pending' })).toBe(false);
  });
});

describe('can be bought', () => {
  it('needs the product for sale and some of it in stock', () => {
    expect(canBeBought({ status: 'active', stock: 1 })).toBe(true);
    expect(canBeBought({ status: 'active', stock: 0 })).toBe(false);
    expect(canBeBought({ status: 'out-of-stock', stock: 5 })).toBe(false);
    expect(canBeBought({ status: 'pending', stock: 5 })).toBe(false);
    expect(canBeBought({ status: 'active', stock: 5, sellerBanned: true })).toBe(false);
  });
});
