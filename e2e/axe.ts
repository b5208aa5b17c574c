import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical accessibility findings (axe), one line each naming the
 * rule and the elements, so `expect(await seriousViolations(page)).toEqual([])` says what
 * failed. `include` scans only inside a selector (a dialog), `exclude` leaves one out.
 */
export async function seriousViolations(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  let axe = new AxeBuilder({ page });
  if (scope.include) axe = axe.include(scope.include);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  return (await axe.analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
