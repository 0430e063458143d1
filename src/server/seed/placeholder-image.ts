import sharp from 'sharp';

const palettes = [
  ['#1c7ed6', '#74c0fc'],
  ['#2b8a3e', '#8ce99a'],
  ['#e67700', '#ffd43b'],
  ['#c2255c', '#faa2c1'],
  ['#5f3dc4', '#b197fc'],
  ['#0b7285', '#66d9e8'],
] as const;

/**
 * A generated product photo for demo data: a gradient with simple shapes, varied by `seed`.
 * Shapes only, no text, so it renders the same whatever fonts the machine has.
 */
export async function placeholderImage(seed: number, variant = 0): Promise<Buffer> {
  const [from, to] = palettes[seed % palettes.length] ?? palettes[0];
  const angle = (seed * 47 + variant * 90) % 360;
  const cx = 300 + ((seed * 37) % 200) - 100;
  const cy = 300 + ((seed * 53 + variant * 40) % 160) - 80;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 800 800">
    <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>
    <circle cx="${cx + 100}" cy="${cy + 100}" r="${140 + (seed % 5) * 20}" fill="#ffffff" fill-opacity="0.35"/>
    <rect x="${180 + variant * 60}" y="${420 - variant * 40}" width="300" height="200" rx="28" fill="#ffffff" fill-opacity="0.55"/>
    <rect x="${220 + variant * 60}" y="${460 - variant * 40}" width="220" height="24" rx="12" fill="${from}" fill-opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
