import { describe, expect, it } from 'vitest';
import { matchingProducts } from './product-name-search';

const products = [{ name: 'Graphing Calculator' }, { name: 'Desk Lamp' }, { name: 'calculator case' }];

describe('matchingProducts', () => {
  it('keeps every product for an empty or blank search', () => {
    expect(matchingProducts(products, '')).toEqual(products);
    expect(matchingProducts(products, '   ')).toEqual(products);
  });

  it('matches part of the name, ignoring case and outer spaces', () => {
    expect(matchingProducts(products, ' CALCULATOR ').map((p) => p.name)).toEqual([
      'Graphing Calculator',
      'calculator case',
    ]);
    expect(matchingProducts(products, 'chair')).toEqual([]);
  });
});
