import { type CSSVariablesResolver, createTheme, type MantineTheme } from '@mantine/core';
import { darker, readableOn } from './readable-colors';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text at WCAG AA contrast (shade 6, the default, is 3.5:1).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Bengali", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Close buttons show only an icon: screen readers need their name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // An active link's description is drawn at 90% opacity, which takes its colour below 4.5:1 on the tint.
    NavLink: { styles: { description: { opacity: 1 } } },
  },
});

/**
 * The light scheme's colours that carry text, made readable for every colour of the palette at once
 * (readable-colors.ts): a filled button's white label, outline and coloured text on white, a light variant's
 * text on its tint (badges, light buttons, avatars), and the dimmed, error and link texts.
 */
export function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, palette] of Object.entries(theme.colors)) {
    const filled = readableOn(palette[shade] ?? theme.black, theme.white);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darker(filled, 0.12);
    variables[`--mantine-color-${name}-outline`] = filled;
    // The tint is shade 1, and shade 2 under the pointer.
    variables[`--mantine-color-${name}-light-color`] = readableOn(
      palette[9] ?? theme.black,
      palette[2] ?? theme.white,
    );
  }
  const primary = theme.colors[theme.primaryColor]?.[shade] ?? theme.black;
  variables['--mantine-color-dimmed'] = readableOn(theme.colors.gray?.[6] ?? theme.black, theme.white);
  variables['--mantine-color-error'] = readableOn(theme.colors.red?.[6] ?? theme.black, theme.white);
  variables['--mantine-color-anchor'] = readableOn(primary, theme.white);
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: readableColorVariables(resolved),
  dark: {},
});
