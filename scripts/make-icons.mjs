// Draws the app's icons for the web app manifest and iOS's home screen from the logo (src/web/public/favicon.svg).
// Run again after the logo changes: `node scripts/make-icons.mjs`. The PNGs are committed beside the logo.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const logo = await readFile(path.join(publicDir, 'favicon.svg'));

/** The logo on its own, corners rounded, as a launcher shows an "any" icon. */
async function plain(size, file) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
}

/**
 * A maskable icon fills its square, and the launcher may cut it to a circle keeping only the middle 80%: the
 * logo's blue fills the square and the bag sits well inside that circle.
 */
async function maskable(size, file) {
  const inner = Math.round(size * 0.7);
  const bag = await sharp(logo, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#1c7ed6' } })
    .composite([{ input: bag, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'icon-maskable-512.png');
// iOS rounds the corners of its home screen icons itself and draws transparency black: it gets the full square.
await maskable(180, 'apple-touch-icon.png');
