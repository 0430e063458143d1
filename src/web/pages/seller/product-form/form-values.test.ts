import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { emptyValues, productFormSchema } from './form-values';

const filled = {
  name: ' Desk Lamp ',
  price: 900,
  priceNegotiable: true,
  stock: 2,
  condition: 'like_new',
  categoryId: '1',
  subcategoryId: '4',
  description: 'Warm light.',
  detail: '## Lamp',
  specs: '- 5 W',
};

describe('productFormSchema', () => {
  it('turns a filled form into the request, names trimmed', () => {
    expect(productFormSchema.parse(filled)).toEqual({
      name: 'Desk Lamp',
      price: 900,
      priceNegotiable: true,
      stock: 2,
      condition: 'like_new',
      subcategoryId: 4,
      description: 'Warm light.',
      detail: '## Lamp',
      specs: '- 5 W',
    });
  });

  it('names every empty field with its message, as the form shows them', () => {
    expect(schemaResolver(productFormSchema, { sync: true })(emptyValues)).toEqual({
      name: 'Please enter the product name.',
      price: 'Please enter the price.',
      stock: 'Please enter the stock.',
      condition: 'Please choose a condition.',
      categoryId: 'Please choose a category.',
      subcategoryId: 'Please choose a subcategory.',
      description: 'Please enter a description.',
      detail: 'Please write the details.',
      specs: 'Please write the specs.',
    });
  });
});
