import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type BrowserContext, type Page } from '@playwright/test';

const screenshotDir = path.resolve('e2e/screenshots');

/**
 * Whether this run keeps screenshots: always on a developer's machine, in CI only when asked
 * (`SCREENSHOTS=1`); no one looks at CI's, and two full-page captures per call add minutes.
 */
const takeScreenshots = !process.env.CI || process.env.SCREENSHOTS === '1';

/**
 * Writes full-page screenshots at a phone width (360 px) and a desktop width (1280 px).
 * `settleMs` waits after each resize for what moves with the width (the back office's menu
 * slides between its phone and desktop positions).
 */
export async function screenshotWidths(page: Page, name: string, { settleMs = 0 } = {}) {
  if (!takeScreenshots) return;
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    if (settleMs) await page.waitForTimeout(settleMs);
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}

/** The visitor's language is a cookie the server renders in (decision 044). */
export async function chooseEnglish(context: BrowserContext) {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('no baseURL in the Playwright project');
  await context.addCookies([{ name: 'language', value: 'en', url }]);
}
