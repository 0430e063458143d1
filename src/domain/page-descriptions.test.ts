import { describe, expect, it } from 'vitest';
import { isPublicPage } from './page-descriptions';
import { pageKeys, pages } from './pages';

describe('public pages', () => {
  it('take in every page opened from outside the app', () => {
    const landing = pageKeys.filter((key) => 'landing' in pages[key]);
    expect(landing.length).toBeGreaterThan(0);
    expect(landing.filter((key) => !isPublicPage(key))).toEqual([]);
  });

  it('leave out every page behind a guard', () => {
    const guarded = pageKeys.filter((key) => 'guard' in pages[key]);
    expect(guarded.length).toBeGreaterThan(0);
    expect(guarded.filter(isPublicPage)).toEqual([]);
  });
});
