import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the script has taken over the part of a page the server drew that holds `element`: React has
 * claimed its node (it keeps its props on the node, under a key of its own).
 */
export async function expectTakenOver(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}
