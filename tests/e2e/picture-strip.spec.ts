import { devices, type Page } from '@playwright/test';
import { expect, type Market, test } from './fixtures/market-test';
import { picture } from './fixtures/pictures';
import { pickFiles, pictureAt } from './support/product-pictures';
import { signInThroughApi } from './support/sign-in-through-api';

/** A new seller's Add Product form with two pictures; answers their sources in strip order. */
async function formWithTwoPictures(page: Page, market: Market) {
  await signInThroughApi(page.request, await market.seller());
  await page.goto('/add-product');
  await pickFiles(page, [await picture('blue.png', '#1c7ed6'), await picture('green.png', '#2b8a3e')]);
  await expect(page.getByRole('listitem', { name: 'Picture 1 of 2, main picture' })).toBeVisible();
  return [await pictureAt(page, 1).getAttribute('src'), await pictureAt(page, 2).getAttribute('src')];
}

/** What the strip tells a screen reader; each step of a drag waits for it, as a person waits to see it move. */
const announced = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();

/** A picked-up thumbnail is lifted out of the strip (outlined, with a shadow). */
const lifted = (page: Page, position: number) =>
  expect(page.getByRole('listitem', { name: new RegExp(`^Picture ${position} of`) })).toHaveAttribute(
    'data-dragging',
  );

test.describe('on a phone', () => {
  const phone = devices['Pixel 7'];
  test.use({
    viewport: phone.viewport,
    deviceScaleFactor: phone.deviceScaleFactor,
    userAgent: phone.userAgent,
    isMobile: true,
    hasTouch: true,
  });

  test('a finger drags a picture to the front of the strip', async ({ page, market }) => {
    const [blue, green] = await formWithTwoPictures(page, market);
    const from = await pictureAt(page, 2).boundingBox();
    const to = await pictureAt(page, 1).boundingBox();
    if (!from || !to) throw new Error('the pictures are not on screen');

    // Real touch events, as a finger sends them: press and hold, slide left, lift.
    const touchscreen = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      touchscreen.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const y = from.y + from.height / 2;
    const startX = from.x + from.width / 2;
    const endX = to.x + to.width / 2;
    await touch('touchStart', startX, y);
    await lifted(page, 2);
    for (let step = 1; step <= 10; step++)
      await touch('touchMove', startX + ((endX - startX) * step) / 10, y);
    await announced(page, 'Picture 2 is over position 1.');
    await touch('touchEnd', endX, y);

    await expect(pictureAt(page, 1)).toHaveAttribute('src', green ?? '');
    await expect(pictureAt(page, 2)).toHaveAttribute('src', blue ?? '');
    await expect(page.getByRole('listitem', { name: 'Picture 1 of 2, main picture' })).toBeVisible();
  });

  test('a quick swipe over the strip moves no picture', async ({ page, market }) => {
    const [blue, green] = await formWithTwoPictures(page, market);
    const from = await pictureAt(page, 2).boundingBox();
    if (!from) throw new Error('the picture is not on screen');
    const touchscreen = await page.context().newCDPSession(page);
    const y = from.y + from.height / 2;
    const x = from.x + from.width / 2;
    await touchscreen.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    // Moving at once, before the press would pick the picture up, is a swipe.
    await touchscreen.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x - 60, y }],
    });
    await touchscreen.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(pictureAt(page, 1)).toHaveAttribute('src', blue ?? '');
    await expect(pictureAt(page, 2)).toHaveAttribute('src', green ?? '');
  });
});

test('the keyboard picks a picture up by its grip and moves it with the arrow keys', async ({
  page,
  market,
}) => {
  const [blue, green] = await formWithTwoPictures(page, market);
  const grip = page.getByRole('button', { name: 'Drag picture 1' });
  await grip.focus();
  await page.keyboard.press('Space');
  await lifted(page, 1);
  await page.keyboard.press('ArrowRight');
  await announced(page, 'Picture 1 is over position 2.');
  await page.keyboard.press('Space');
  await announced(page, 'Picture 1 was dropped at position 2.');

  await expect(pictureAt(page, 1)).toHaveAttribute('src', green ?? '');
  await expect(pictureAt(page, 2)).toHaveAttribute('src', blue ?? '');

  // Escape puts a picked-up picture back.
  await page.getByRole('button', { name: 'Drag picture 1' }).focus();
  await page.keyboard.press('Enter');
  await lifted(page, 1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await announced(page, 'Moving picture 1 was cancelled.');
  await expect(pictureAt(page, 1)).toHaveAttribute('src', green ?? '');
});
