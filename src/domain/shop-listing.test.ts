import { describe, expect, it } from 'vitest';
import { productListPath } from './api-paths';
import { readPage, shopListing } from './shop-listing';

describe('shopListing', () => {
  it('reads the subcategory, the order and the page of a shop address', () => {
    expect(shopListing('7', new URLSearchParams('sort=price-desc&page=3'))).toEqual({
      subcategoryId: 7,
      sort: 'price-desc',
      page: 3,
    });
  });

  it('takes the defaults for what is missing or odd', () => {
    for (const [param, search] of [
      [undefined, ''],
      ['abc', 'sort=cheapest&page=-2'],
      ['0', 'page=two'],
    ] as const)
      expect(shopListing(param, new URLSearchParams(search))).toEqual({
        subcategoryId: undefined,
        sort: 'newest',
        page: 1,
      });
  });

  it('reads the filters of the address, which one listing names in one way', () => {
    const listing = shopListing(
      '7',
      new URLSearchParams('inStock=1&max=2000&condition=like_new,new&min=100'),
    );
    expect(listing).toEqual({
      subcategoryId: 7,
      sort: 'newest',
      condition: ['new', 'like_new'],
      min: 100,
      max: 2000,
      inStock: '1',
      page: 1,
    });
    expect(productListPath(listing)).toBe(
      '/api/products?subcategoryId=7&sort=newest&condition=new%2Clike_new&min=100&max=2000&inStock=1&page=1',
    );
  });
});

describe('productListPath', () => {
  it('names the parameters in one order, whatever order the query lists them in', () => {
    expect(productListPath({ page: 2, sort: 'newest', subcategoryId: 4 })).toBe(
      '/api/products?subcategoryId=4&sort=newest&page=2',
    );
    expect(productListPath({ sort: 'price-asc', page: 1 })).toBe('/api/products?sort=price-asc&page=1');
  });
});

describe('readPage', () => {
  it('is the first page unless the address names a later one', () => {
    expect(readPage(new URLSearchParams('page=4'))).toBe(4);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams(''))).toBe(1);
  });
});
