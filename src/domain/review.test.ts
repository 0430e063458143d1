import { describe, expect, it } from 'vitest';
import { formatRating, roundRating } from './rating';
import { createReviewSchema } from './review';
import { reviewTexts } from './review-texts';

const firstMessage = (input: unknown) => createReviewSchema.safeParse(input).error?.issues[0]?.message;

describe('createReviewSchema', () => {
  it('trims the comment and keeps a whole rating from 1 to 5', () => {
    expect(createReviewSchema.parse({ comment: '  Good  ', rating: 1 })).toEqual({
      comment: 'Good',
      rating: 1,
    });
  });

  it.each([
    [{ comment: ' \n ', rating: 5 }, reviewTexts.emptyComment],
    [{ rating: 5 }, reviewTexts.emptyComment],
    [{ comment: 'ok' }, reviewTexts.ratingRequired],
    [{ comment: 'ok', rating: 0 }, reviewTexts.ratingRequired],
    [{ comment: 'ok', rating: 2.5 }, reviewTexts.ratingRequired],
    [{ comment: 'ok', rating: '5' }, reviewTexts.ratingRequired],
  ])('refuses %j with the form message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('roundRating', () => {
  it.each([
    [4.25, 4.3],
    [13 / 3, 4.3],
    [4.04, 4],
    [5, 5],
  ])('rounds %d to one decimal: %d', (average, rounded) => {
    expect(roundRating(average)).toBe(rounded);
  });
});

describe('formatRating', () => {
  it('shows one decimal, and N/A for a missing rating (SPEC section 1)', () => {
    expect(formatRating(4.3)).toBe('4.3');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(null)).toBe('N/A');
  });
});
