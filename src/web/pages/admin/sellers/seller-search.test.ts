import { describe, expect, it } from 'vitest';
import { matchesSellerSearch } from './seller-search';

describe('matchesSellerSearch', () => {
  it('matches name or email, ignoring case and surrounding spaces', () => {
    const seller = { name: 'Sadia Rahman', email: 'seller@campus.test' };
    for (const search of ['', 'sadia', ' RAHMAN ', 'seller@', 'campus.test']) {
      expect(matchesSellerSearch(seller, search)).toBe(true);
    }
    expect(matchesSellerSearch(seller, 'tanvir')).toBe(false);
  });
});
