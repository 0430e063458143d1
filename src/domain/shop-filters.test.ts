import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_NUMBER } from './limits';
import { setShopFilters } from './shop-filter-params';
import { hasShopFilters, PRICE_FILTER_MAX, readShopFilters } from './shop-filters';

const read = (search: string) => readShopFilters(new URLSearchParams(search));

describe('readShopFilters', () => {
  it('reads conditions comma-separated or repeated, in the order of the levels, each once', () => {
    expect(read('condition=fair,new')).toEqual({ condition: ['new', 'fair'] });
    expect(read('condition=fair&condition=new&condition=fair')).toEqual({ condition: ['new', 'fair'] });
  });

  it('drops unknown conditions, and reads every condition as none', () => {
    expect(read('condition=mint,good,NEW')).toEqual({ condition: ['good'] });
    expect(read('condition=mint')).toEqual({});
    expect(read('condition=new,like_new,good,fair,for_parts')).toEqual({});
  });

  it('bounds prices as the API does', () => {
    expect(PRICE_FILTER_MAX).toBe(MAX_PRODUCT_NUMBER);
    expect(read(`max=${MAX_PRODUCT_NUMBER}`)).toEqual({ max: MAX_PRODUCT_NUMBER });
  });

  it('reads a price range in whole taka, the first of repeated ends', () => {
    expect(read('min=100&max=2000')).toEqual({ min: 100, max: 2000 });
    expect(read('min=100&min=900')).toEqual({ min: 100 });
    expect(read('max=0')).toEqual({ max: 0 });
  });

  it('reads odd prices as no bound, and a range the wrong way round the right way', () => {
    for (const odd of [
      '-5',
      'NaN',
      '12.5',
      '1e3',
      'Infinity',
      '99999999999999999999',
      '100000001',
      '',
      'abc',
    ])
      expect(read(`min=${encodeURIComponent(odd)}&max=${encodeURIComponent(odd)}`)).toEqual({});
    expect(read('min=0')).toEqual({});
    expect(read('min=2000&max=100')).toEqual({ min: 100, max: 2000 });
  });

  it('reads in stock only from inStock=1', () => {
    expect(read('inStock=1')).toEqual({ inStock: '1' });
    expect(read('inStock=true')).toEqual({});
    expect(read('inStock=0')).toEqual({});
  });
});

describe('setShopFilters', () => {
  it('writes the filters in one order and removes the ones not asked, keeping the rest of the address', () => {
    const params = new URLSearchParams('q=lamp&min=5&sort=price-asc');
    setShopFilters(params, { inStock: '1', condition: ['new', 'fair'], max: 900 });
    expect(params.toString()).toBe('q=lamp&sort=price-asc&condition=new%2Cfair&max=900&inStock=1');
    expect(hasShopFilters(read(params.toString()))).toBe(true);
    expect(hasShopFilters(read('q=lamp'))).toBe(false);
  });
});
