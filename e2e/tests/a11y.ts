import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe-core checks on every page (docs/accessibility.md): WCAG 2 A and AA, every rule of those tags on. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa'];

/**
 * The critical and serious axe-core violations of the page (or of the part `include` names), one line each:
 * `rule: selector (summary)`. Legacy mode runs axe inside the page itself, without opening a page for the results.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)})`));
}

/**
 * Waits until the page has settled: rendered (a heading shown), no request under way, no loader or busy table left in the main area, and the
 * fonts loaded (colours and sizes are measured as the user sees them).
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('#root h1, #root h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
