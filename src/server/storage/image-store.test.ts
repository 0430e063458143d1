import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { blankPng } from '../testing/blank-png';
import { createImageStore } from './image-store';
import { createLocalObjectStore, type StoredObject } from './object-store';

const root = await mkdtemp(path.join(tmpdir(), 'campus-images-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const objects = createLocalObjectStore(root);
const images = createImageStore(objects);

async function sizeOf(stored: StoredObject | null) {
  if (!stored) return null;
  const bytes = Buffer.concat(await stored.body.toArray());
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

describe('the image store', () => {
  it('keeps a phone-sized picture beside the full one, each within its box', async () => {
    const key = await images.save(blankPng(2400, 1800), '1-0');
    expect(await sizeOf(await images.read('full', key))).toEqual({
      width: 1600,
      height: 1200,
      format: 'webp',
    });
    expect(await sizeOf(await images.read('main', key))).toEqual({ width: 800, height: 600, format: 'webp' });
    expect(await sizeOf(await images.read('card', key))).toEqual({ width: 480, height: 360, format: 'webp' });
  });

  it('makes the phone-sized picture of one stored before it existed when first asked, and keeps it', async () => {
    const key = await images.save(blankPng(1000, 2000), '2-0');
    await objects.remove([`main/${key}.webp`]);
    expect(await objects.read(`main/${key}.webp`)).toBeNull();

    expect(await sizeOf(await images.read('main', key))).toEqual({ width: 400, height: 800, format: 'webp' });
    expect(await sizeOf(await objects.read(`main/${key}.webp`))).toEqual({
      width: 400,
      height: 800,
      format: 'webp',
    });
  });

  it('answers nothing for a picture it never stored, and makes nothing of it', async () => {
    expect(await images.read('main', '3-0-1-missing')).toBeNull();
    expect(await images.read('card', '3-0-1-missing')).toBeNull();
    expect(await objects.read('main/3-0-1-missing.webp')).toBeNull();
  });

  it('gives each of many asking at once for a phone-sized picture not yet made the whole of it', async () => {
    const key = await images.save(blankPng(1600, 1600), '4-0');
    await objects.remove([`main/${key}.webp`]);
    const sizes = await Promise.all(
      Array.from({ length: 6 }, async () => sizeOf(await images.read('main', key))),
    );
    expect(sizes).toEqual(Array(6).fill({ width: 800, height: 800, format: 'webp' }));
  });
});
