import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Records the WCAG 2.0/2.1 A and AA violations axe finds on the whole page (header, open menus, drawers and
 * dialogs included), or in `selector` alone, once what was loading has loaded. The test goes on and fails at
 * its end, with every screen's findings rather than the first one's.
 */
export async function expectAccessible(page: Page, what: string, selector?: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`).join(', ')}`,
  );
  expect.soft(violations, `accessibility of ${what}`).toEqual([]);
}
