import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where to scan: only inside `include` (a dialog), leaving out `exclude`. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * The page's serious and critical accessibility findings (axe), one line each naming the
 * rule and the elements, so `expect(await seriousViolations(page)).toEqual([])` says what
 * failed. `include` scans only inside a selector (a dialog), `exclude` leaves one out.
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page });
  if (scope.include) axe = axe.include(scope.include);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  return (await axe.analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails naming `what` (the page's state) when axe finds anything serious. */
export async function expectAccessible(page: Page, what: string, scope: AxeScope = {}) {
  expect(await seriousViolations(page, scope), what).toEqual([]);
}

/** `expectAccessible` at the phone (360 px) and the desktop (1280 px) width. */
export async function expectAccessibleAtWidths(page: Page, what: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    await expectAccessible(page, `${what} ${width}`);
  }
}
