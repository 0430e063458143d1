/**
 * Text in `color` on that colour's light tint: a shade darker than the palette's darkest keeps it readable
 * (WCAG AA contrast) while the text still carries the colour.
 */
export function readableShade(color: string): string {
  return `color-mix(in srgb, var(--mantine-color-${color}-9), black 35%)`;
}
