import type { Page } from '@playwright/test';

/** Holds every request to `url` until the returned release is called; what a slow link does, without waiting. */
export async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The script of a lazily loaded page, which the build names after its module: `pageCode('shop-page')`. */
export const pageCode = (module: string) => new RegExp(`/assets/${module}-[\\w-]+\\.js$`);
