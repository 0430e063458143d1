import { describe, expect, it } from 'vitest';
import { searchSuggestionsQuerySchema, suggestionWords, typoBudget } from './search-suggestions';

describe('suggestionWords', () => {
  it('keeps words with a letter, of 3 to 32 characters, each once, in order', () => {
    expect(suggestionWords('ti-84 calculus, math 101 calculus ab')).toEqual(['calculus', 'math']);
  });

  it('counts characters, not UTF-16 units, and keeps marks inside a word', () => {
    expect(suggestionWords('বই 📚📚📚 ক্যালকুলাস')).toEqual(['ক্যালকুলাস']);
    expect(suggestionWords(`${'a'.repeat(32)} ${'b'.repeat(33)}`)).toEqual(['a'.repeat(32)]);
  });

  it('allows one edit in a short word and two in a longer one', () => {
    expect([3, 4, 5, 12].map(typoBudget)).toEqual([1, 1, 2, 2]);
  });
});

describe('the suggestions query', () => {
  it('is checked like the search text', () => {
    expect(searchSuggestionsQuerySchema.safeParse({ q: '  calculas ' })).toMatchObject({
      success: true,
      data: { q: 'calculas' },
    });
    expect(searchSuggestionsQuerySchema.safeParse({ q: ' \u200b ' }).success).toBe(false);
    expect(searchSuggestionsQuerySchema.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
  });
});
