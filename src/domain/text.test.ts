import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resetPasswordSchema, signUpSchema } from './account';
import { addCategorySchema, addSubcategoriesSchema } from './admin-categories';
import { createOrderRequestSchema, payOrderRequestSchema } from './checkout';
import { ID_MAX, idParamSchema, idSchema, userIdSchema } from './ids';
import { sendMessageRequestSchema } from './messenger';
import { createReviewSchema } from './review';
import { searchQuerySchema } from './search';
import { sellerProductInputSchema } from './seller-product';
import { controlCharactersText, excerpt, hasControlCharacters, isBlank } from './text';

const invisible = ['', '   ', '\u200b', '\u200b\u200c\u200d', ' \u2060\ufeff\u00ad ', '\t\n'];

describe('excerpt', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt('  A well kept\n\nbook.  ', 40)).toBe('A well kept book.');
  });

  it('cuts a long text after a whole word and marks the cut', () => {
    const cut = excerpt('Calculus, eighth edition, with every exercise solved in pencil', 30);
    expect(cut).toBe('Calculus, eighth edition,…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });
});

describe('blank and control characters', () => {
  it.each(invisible)('counts %j as blank', (text) => {
    expect(isBlank(text)).toBe(true);
  });

  it('keeps text with something visible, joiners inside words included', () => {
    for (const text of ['a', ' a\u200b', 'ক্\u200dষ', '👩\u200d💻']) expect(isBlank(text)).toBe(false);
  });

  it('finds NUL and the other control characters, but not tab or line breaks', () => {
    for (const text of ['\u0000', 'a\u0000b', '\u0001', '\u001f', '\u007f', '\u000b']) {
      expect(hasControlCharacters(text)).toBe(true);
    }
    expect(hasControlCharacters('line one\r\nline two\tend')).toBe(false);
  });
});

/** Every free-text field of a request, with a valid request around it and the message for a blank value. */
const fields: [string, z.ZodType, Record<string, unknown>, string, string][] = [
  [
    'sign-up name',
    signUpSchema,
    { email: 'a@campus.test', password: 'long-enough-1' },
    'name',
    'Please enter your full name.',
  ],
  ['category name', addCategorySchema, { subcategories: [] }, 'name', 'Category name is required'],
  ['review', createReviewSchema, { rating: 5 }, 'comment', 'Please write something before submitting.'],
  ['chat message', sendMessageRequestSchema, { conversationId: 1 }, 'message', 'Please write a message.'],
  ['search text', searchQuerySchema, {}, 'q', 'Type something to search for.'],
  [
    'payment phone',
    payOrderRequestSchema,
    { method: 'bkash', address: 'Hall' },
    'phone',
    'Please enter your phone number.',
  ],
  [
    'delivery address',
    payOrderRequestSchema,
    { method: 'bkash', phone: '1' },
    'address',
    'Please enter your delivery address.',
  ],
  ...(
    [
      ['name', 'Please enter the product name.'],
      ['description', 'Please enter a description.'],
      ['detail', 'Please write the details.'],
      ['specs', 'Please write the specs.'],
    ] as const
  ).map(([field, message]): [string, z.ZodType, Record<string, unknown>, string, string] => [
    `product ${field}`,
    sellerProductInputSchema,
    {
      name: 'Lamp',
      price: 1,
      stock: 1,
      condition: 'good',
      subcategoryId: 1,
      description: 'D',
      detail: 'D',
      specs: 'S',
    },
    field,
    message,
  ]),
];

describe.each(fields)('the %s', (_, schema, valid, field, blankMessage) => {
  it('accepts a real text, trimmed', () => {
    const parsed = schema.parse({ ...valid, [field]: '  Hello \u200b' });
    expect((parsed as Record<string, unknown>)[field]).toBe('Hello \u200b');
  });

  it.each(invisible)('refuses %j as blank', (text) => {
    const issues = schema.safeParse({ ...valid, [field]: text }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toContain(blankMessage);
  });

  it('refuses a NUL byte', () => {
    const issues = schema.safeParse({ ...valid, [field]: 'Hello\u0000' }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toContain(controlCharactersText);
  });
});

describe('subcategory names', () => {
  it('drops blank entries, invisible ones included, and refuses control characters', () => {
    expect(addSubcategoriesSchema.parse({ subcategories: ['Pens', '\u200b', ' '] }).subcategories).toEqual([
      'Pens',
    ]);
    expect(addSubcategoriesSchema.safeParse({ subcategories: ['\u200b'] }).success).toBe(false);
    expect(addSubcategoriesSchema.safeParse({ subcategories: ['Pe\u0000ns'] }).success).toBe(false);
  });
});

describe('keys and tokens', () => {
  it('refuse control characters', () => {
    const order = { items: [{ productId: 1, quantity: 1 }], idempotencyKey: 'key-1234\u0000' };
    expect(createOrderRequestSchema.safeParse(order).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: 'abc\u0000', newPassword: 'long-enough-1' }).success).toBe(
      false,
    );
  });
});

describe('ids', () => {
  it('are whole numbers from 1 to the largest PostgreSQL integer', () => {
    expect(idSchema.parse(ID_MAX)).toBe(2_147_483_647);
    for (const id of [0, -1, 1.5, ID_MAX + 1, 2 ** 53, Number.NaN])
      expect(idSchema.safeParse(id).success).toBe(false);
    expect(idParamSchema.parse('2147483647')).toBe(ID_MAX);
    for (const id of ['2147483648', '99999999999999999999', '1e400', 'abc', '']) {
      expect(idParamSchema.safeParse(id).success).toBe(false);
    }
  });

  it('of people are short plain text', () => {
    expect(userIdSchema.parse('f3b1c2d4-0000-4a5b-8c9d-0123456789ab')).toBeTruthy();
    for (const id of ['', 'a\u0000', 'a b', 'x'.repeat(101)])
      expect(userIdSchema.safeParse(id).success).toBe(false);
  });
});
