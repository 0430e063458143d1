import { describe, expect, it } from 'vitest';
import { searchTextSchema } from './search';

describe("the header search's check", () => {
  it('takes a text once trimmed and refuses a blank one with the search message', () => {
    expect(searchTextSchema.parse({ q: '  calculus  ' })).toEqual({ q: 'calculus' });
    const blank = searchTextSchema.safeParse({ q: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Type something to search for.');
  });
});
