import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** A small PNG of one colour, as a file for the picture input. */
export async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 96, height: 96, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export type PictureFile = Awaited<ReturnType<typeof photo>>;

/** Picks files through the product form's Add picture button. */
export async function pickFiles(page: Page, files: PictureFile[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add picture' }).click();
  await (await chooser).setFiles(files);
}

/** The picture shown at a position of the product form's strip (1 is the main picture). */
export function pictureAt(page: Page, position: number) {
  return page.getByRole('listitem', { name: new RegExp(`^Picture ${position} of`) }).locator('img');
}
