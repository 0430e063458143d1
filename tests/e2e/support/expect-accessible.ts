import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Records the WCAG 2.0/2.1 A and AA violations axe finds on the whole page (header, open menus, drawers and
 * dialogs included), or in `selector` alone, once what was loading has loaded and what moves has settled. The test goes on and fails at
 * its end, with every screen's findings rather than the first one's.
 */
export async function expectAccessible(page: Page, what: string, selector?: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Axe reads colours as they are drawn: a dialog still fading in shows its text paler than it is. A spinner's
  // animation never ends, so only those that do are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`).join(', ')}`,
  );
  expect.soft(violations, `accessibility of ${what}`).toEqual([]);
}
