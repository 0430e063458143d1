import type { Page } from '@playwright/test';
import { REALTIME_PATH } from '../../../src/domain/realtime-socket';

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

/**
 * Holds the page's live connection before it reaches the server, what a slow or broken link does to it. The
 * returned release connects it and resolves once the server has subscribed it: the page now counts as live.
 */
export async function holdLiveConnection(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let subscribed = () => {};
  const live = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  await page.routeWebSocket(new RegExp(`${REALTIME_PATH}$`), async (socket) => {
    await released;
    const server = socket.connectToServer();
    server.onMessage((message) => {
      socket.send(message);
      if (typeof message === 'string' && JSON.parse(message).type === 'subscribed') subscribed();
    });
  });
  return async () => {
    release();
    await live;
  };
}
