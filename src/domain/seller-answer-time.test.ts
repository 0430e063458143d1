import { describe, expect, it } from 'vitest';
import { answerTimeText, answerTimeWindowStart } from './seller-answer-time';

describe('answerTimeText', () => {
  it('words the median in hours up to a day, then in days', () => {
    expect(answerTimeText(0)).toBe('Usually answers within an hour');
    expect(answerTimeText(3600)).toBe('Usually answers within an hour');
    expect(answerTimeText(3601)).toBe('Usually answers within 2 hours');
    expect(answerTimeText(23 * 3600)).toBe('Usually answers within 23 hours');
    expect(answerTimeText(23 * 3600 + 1)).toBe('Usually answers within a day');
    expect(answerTimeText(24 * 3600)).toBe('Usually answers within a day');
    expect(answerTimeText(24 * 3600 + 1)).toBe('Usually answers within 2 days');
  });
});

describe('answerTimeWindowStart', () => {
  it('starts at midnight UTC, today counting as the 90th day', () => {
    expect(answerTimeWindowStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-09-01T00:00:00.000Z',
    );
    expect(answerTimeWindowStart(new Date('2026-11-29T00:00:00Z')).toISOString()).toBe(
      '2026-09-01T00:00:00.000Z',
    );
  });
});
