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
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(`
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  return () => page.evaluate<number>('window.layoutShift');
}
