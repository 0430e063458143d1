/**
 * Resolves once the browser is idle, or after `timeout` ms at most: for work the page's first paint does not need,
 * which on a slow phone would otherwise stand in its way.
 */
export function whenIdle(timeout = 1_000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });
}

let firstIdle: Promise<void> | undefined;

/** The page's first idle moment: later calls resolve at once. */
export const afterFirstIdle = (): Promise<void> => {
  firstIdle ??= whenIdle();
  return firstIdle;
};
