import type { Page } from '@playwright/test';

/** Every error the page reports: React's hydration errors are page errors or console errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/**
 * Sums the layout shifts of every page this tab opens from now on, by the browser's own
 * measure (as Lighthouse reads CLS); call before `goto` or `reload`, read with the result.
 * `shiftedElements(page)` names what moved, for an assertion's message.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(`
    window.layoutShift = 0;
    window.layoutShiftSources = [];
    const describe = (node) =>
      !node ? '?' : node.nodeType !== 1 ? '#text in ' + describe(node.parentElement)
        : node.localName + (node.id ? '#' + node.id : '') +
          (node.dataset.testid ? '[data-testid=' + node.dataset.testid + ']' : '') +
          (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : '');
    const box = (rect) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.layoutShift += entry.value;
        for (const source of entry.sources ?? [])
          window.layoutShiftSources.push(
            describe(source.node) + ' ' + box(source.previousRect) + ' -> ' + box(source.currentRect) +
              ' at ' + Math.round(entry.startTime) + ' ms',
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  return () => page.evaluate<number>('window.layoutShift');
}

/**
 * The most a page may shift and still be "CLS 0" as Lighthouse reports it (three decimals).
 * On a busy machine Chromium has measured a one-pixel move of a block the first paint drew
 * (0.0003, the thank-you page in CI); anything a person sees move is far above it.
 */
export const noVisibleShift = 0.0005;

/** What moved in the layout shifts `watchLayoutShifts` saw: element, box before and after. */
export function shiftedElements(page: Page): Promise<string> {
  return page.evaluate<string>("window.layoutShiftSources.join('\\n')");
}

/**
 * What the pages this tab opens from now on change of what the server drew: attributes whose
 * value changes (an id, a label's `for`, an `aria-*` reference, the page's language), as
 * "attribute on element: old → new". Call before `goto`, read with the result.
 */
export async function watchChangedAttributes(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(`
    window.changedAttributes = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const value = record.target.getAttribute(record.attributeName);
        if (record.oldValue !== null && value !== record.oldValue)
          window.changedAttributes.push(
            record.attributeName + ' on ' + record.target.localName + ': ' + record.oldValue + ' → ' + value,
          );
      }
    }).observe(document, {
      subtree: true,
      attributeOldValue: true,
      attributeFilter: ['id', 'for', 'lang', 'aria-controls', 'aria-labelledby', 'aria-describedby'],
    });
  `);
  return () => page.evaluate<string[]>('window.changedAttributes');
}
