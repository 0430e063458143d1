import { describe, expect, it } from 'vitest';
import { fileProblem, moveItem } from './strip-items';

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('changes nothing for a move off either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('fileProblem', () => {
  it('accepts JPEG, PNG, GIF and WebP under 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
      expect(fileProblem({ type, size: 1024 })).toBeNull();
  });

  it('refuses other types and files of 10 MB or more with the spec texts', () => {
    expect(fileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
    );
    expect(fileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBe(
      'File size must be less than 10MB',
    );
  });
});
