import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/market-test';

// Chromium never offers to install from a private window, which every test's own context is: this test opens a
// profile of its own, on the project's device.
test('Chromium can put the app on a home screen: its manifest reads without errors @mobile', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const profile = mkdtempSync(path.join(tmpdir(), 'campus-install-'));
  const browser = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/');
    await expect(page.getByText('Your Campus. Your Marketplace. Buy, Sell, Trade')).toBeVisible();
    const devtools = await browser.newCDPSession(page);

    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Campus Market',
      display: 'standalone',
      start_url: '/',
    });

    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
