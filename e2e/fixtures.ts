import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type BrowserContext, type Page } from '@playwright/test';

const screenshotDir = path.resolve('e2e/screenshots');

/** Writes full-page screenshots at a phone width (360 px) and a desktop width (1280 px). */
export async function screenshotWidths(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
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
