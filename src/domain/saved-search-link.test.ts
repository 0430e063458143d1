import { describe, expect, it } from 'vitest';
import { savedSearchFilters, savedSearchFilterWords, savedSearchPath } from './saved-search-link';
import { setShopFilters } from './shop-filter-params';
import { readShopFilters } from './shop-filters';

const plain = { q: null, subcategoryId: null, condition: null, min: null, max: null, inStock: false };

describe('a saved search’s link', () => {
  it('is the shop’s address of the search, its filters written as the shop writes them', () => {
    const search = {
      ...plain,
      q: 'graphing calculator',
      condition: ['like_new', 'good'] as const,
      min: 100,
      max: 2000,
      inStock: true,
    };
    const path = savedSearchPath({ ...search, condition: [...search.condition] });
    const shopWrites = setShopFilters(
      new URLSearchParams({ q: 'graphing calculator' }),
      savedSearchFilters({ ...search, condition: [...search.condition] }),
    );
    expect(path).toBe(`/shop?${shopWrites}`);
    const url = new URL(path, 'http://campus.test');
    expect(url.searchParams.get('q')).toBe('graphing calculator');
    expect(readShopFilters(url.searchParams)).toEqual({
      condition: ['like_new', 'good'],
      min: 100,
      max: 2000,
      inStock: '1',
    });
  });

  it('opens a subcategory’s listing, and a search with no filters without a query string', () => {
    expect(savedSearchPath({ ...plain, subcategoryId: 7, max: 500 })).toBe('/shop/7?max=500');
    expect(savedSearchPath({ ...plain, q: 'lamp & shade' })).toBe('/shop?q=lamp+%26+shade');
  });

  it('names its filters in a few words', () => {
    const words = { conditions: { new: 'New', good: 'Good' }, money: (n: number) => `TK ${n}` };
    expect(
      savedSearchFilterWords({ ...plain, condition: ['new', 'good'], min: 5, inStock: true }, words),
    ).toBe('New, Good · From TK 5 · In stock');
    expect(savedSearchFilterWords(plain, words)).toBe('');
  });
});
