import { expect, type Page } from '@playwright/test';
import type { SiteLanguage } from '#contracts/site-pages.ts';
import { expectAccessibleAtWidths } from './axe';
import { screenshotWidths } from './fixtures';

/**
 * A customer page in a language at its own address (decision 071): it stayed at `path` (no
 * redirect away), its <html> says the language and its h1 is `heading`; axe finds nothing
 * serious at a phone's and a desktop's width, and screenshots of both are taken.
 */
export async function expectPageIn(
  page: Page,
  language: SiteLanguage,
  path: string,
  heading: string | RegExp,
) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // One name per address, without its order's reference or token: 'pages-sv-kalender'.
  const name = `pages${path.replace(/\/[0-9a-f]{32}$|\/[\w-]{43}$/, '').replace(/\//g, '-')}`;
  await expectAccessibleAtWidths(page, name);
  await screenshotWidths(page, name);
}
