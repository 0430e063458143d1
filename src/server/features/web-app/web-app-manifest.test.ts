import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { matchPage } from '../../../domain/match-page';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const iconSchema = z.object({
  src: z.string().startsWith('/'),
  sizes: z.string().regex(/^\d+x\d+$/),
  type: z.literal('image/png').optional(),
  purpose: z.enum(['any', 'maskable']).optional(),
});
const manifestSchema = z.object({
  name: z.literal('Campus Market'),
  short_name: z.string().min(1).max(12),
  start_url: z.literal('/'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/),
  background_color: z.string().regex(/^#[0-9a-f]{6}$/),
  icons: z.array(iconSchema),
  shortcuts: z.array(z.object({ name: z.string(), url: z.string(), icons: z.array(iconSchema) })),
});

const publicDir = path.resolve(import.meta.dirname, '../../../web/public');

describe('GET /manifest.webmanifest', () => {
  it('is the web app manifest, kept an hour in a cache', async () => {
    const response = await t.app.inject('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    manifestSchema.parse(response.json());
  });

  it('names icons that exist at the sizes it says, for any launcher and a maskable one', async () => {
    const { icons, shortcuts } = manifestSchema.parse((await t.app.inject('/manifest.webmanifest')).json());
    for (const icon of [...icons, ...shortcuts.flatMap((shortcut) => shortcut.icons)]) {
      const { width, height, format } = await sharp(path.join(publicDir, icon.src)).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
    }
    const anySizes = icons.filter((icon) => icon.purpose !== 'maskable').map((icon) => icon.sizes);
    expect(anySizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('has shortcuts to Shop, My Orders and Messages, each a page of the app', async () => {
    const { shortcuts } = manifestSchema.parse((await t.app.inject('/manifest.webmanifest')).json());
    expect(shortcuts.map((shortcut) => [shortcut.name, matchPage(shortcut.url)?.key])).toEqual([
      ['Shop', 'shop'],
      ['My Orders', 'myOrders'],
      ['Messages', 'messenger'],
    ]);
  });
});
