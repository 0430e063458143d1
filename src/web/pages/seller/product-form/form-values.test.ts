import { describe, expect, it } from 'vitest';
import { emptyValues, validateValues } from './form-values';

const filled = {
  name: ' Desk Lamp ',
  price: 900,
  stock: 2,
  categoryId: '1',
  subcategoryId: '4',
  description: 'Warm light.',
  detail: '## Lamp',
  specs: '- 5 W',
};

describe('validateValues', () => {
  it('turns a filled form into the request, names trimmed', () => {
    expect(validateValues(filled)).toEqual({
      ok: true,
      input: { ...filled, name: 'Desk Lamp', categoryId: undefined, subcategoryId: 4 },
    });
  });

  it('names every empty field with its message', () => {
    const result = validateValues(emptyValues);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Please enter the product name.',
      price: 'Please enter the price.',
      stock: 'Please enter the stock.',
      categoryId: 'Please choose a category.',
      subcategoryId: 'Please choose a subcategory.',
      description: 'Please enter a description.',
      detail: 'Please write the details.',
      specs: 'Please write the specs.',
    });
  });
});
