import type { Page } from '@playwright/test';
import type { Picture } from '../fixtures/pictures';

/** Picks files through the product form's Add picture button. */
export async function pickFiles(page: Page, files: Picture[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add picture' }).click();
  await (await chooser).setFiles(files);
}

/** The picture shown at a position of the product form's strip (1 is the main picture). */
export function pictureAt(page: Page, position: number) {
  return page.getByRole('listitem', { name: new RegExp(`^Picture ${position} of`) }).locator('img');
}
