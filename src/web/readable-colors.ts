/**
 * Colours that WCAG AA can read (contrast 4.5:1 for text), computed from the theme's palette rather than
 * chosen by eye per component: Mantine's own shades miss it for white text on orange, yellow, green, teal or
 * red buttons (orange 8 is 3.6:1), for a colour's darkest shade on its light tint (teal 9 on teal 1 is 4.3:1),
 * and for its grey 'dimmed' text (3.3:1).
 */

/** Just above the 4.5:1 AA asks for text, so rounding in a browser never lands below it. */
export const READABLE_CONTRAST = 4.6;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value.slice(0, 6);
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG's relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours given as #rgb or #rrggbb. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `color` itself when it reads on `background`, else `color` mixed with black, a step of 5% at a time, until it
 * does: the same hue, just dark enough.
 */
export function readableOn(color: string, background: string): string {
  const rgb = parseHex(color);
  for (let black = 0; black <= 1; black += 0.05) {
    const mixed = toHex(rgb.map((channel) => channel * (1 - black)) as Rgb);
    if (contrastRatio(mixed, background) >= READABLE_CONTRAST) return mixed;
  }
  return '#000000';
}

/** `color` mixed with `share` of black. */
export function darker(color: string, share: number): string {
  return toHex(parseHex(color).map((channel) => channel * (1 - share)) as Rgb);
}
