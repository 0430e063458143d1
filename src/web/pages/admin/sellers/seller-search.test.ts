import { describe, expect, it } from 'vitest';
import { isBanned, matchesSellerSearch } from './seller-search';

describe('matchesSellerSearch', () => {
  it('matches name or email, ignoring case and surrounding spaces', () => {
    const seller = { name: 'Sadia Rahman', email: 'seller@campus.test' };
    for (const search of ['', 'sadia', ' RAHMAN ', 'seller@', 'campus.test']) {
      expect(matchesSellerSearch(seller, search)).toBe(true);
    }
    expect(matchesSellerSearch(seller, 'tanvir')).toBe(false);
  });
});

describe('isBanned', () => {
  it('reads level -1 as banned', () => {
    expect(isBanned({ level: -1 })).toBe(true);
    expect(isBanned({ level: 1 })).toBe(false);
  });
});
