import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE_CONTRAST, readableOn } from './readable-colors';
import { readableColorVariables, theme } from './theme';

describe('contrastRatio', () => {
  it('is WCAG’s ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // Mantine's orange 8 under white text, as axe reports it.
    expect(contrastRatio('#e8590c', '#ffffff')).toBeCloseTo(3.6, 1);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads and darkens one that does not, to just enough', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    const orange = readableOn('#e8590c', '#ffffff');
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(contrastRatio(orange, '#ffffff')).toBeLessThan(5.5);
  });
});

describe('the theme’s colour variables', () => {
  const appTheme = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = readableColorVariables(appTheme);
  const white = appTheme.white;

  it.each(Object.keys(appTheme.colors))('make %s read as a button, as text and on its own tint', (name) => {
    const palette = appTheme.colors[name] ?? [];
    const filled = variables[`--mantine-color-${name}-filled`] ?? '';
    expect(contrastRatio(filled, white)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(variables[`--mantine-color-${name}-outline`]).toBe(filled);
    const onTint = variables[`--mantine-color-${name}-light-color`] ?? '';
    expect(contrastRatio(onTint, palette[1] ?? '')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(contrastRatio(onTint, palette[2] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('make dimmed text, error messages and links read on white', () => {
    for (const name of ['dimmed', 'error', 'anchor']) {
      expect(contrastRatio(variables[`--mantine-color-${name}`] ?? '', white), name).toBeGreaterThanOrEqual(
        READABLE_CONTRAST,
      );
    }
  });
});
