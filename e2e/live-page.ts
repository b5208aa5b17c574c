import { test as base } from '@playwright/test';

/**
 * `test` whose `page.goto` returns once the page is live: a customer page arrives rendered
 * by the server and only reacts after React has hydrated it and restored the saved order,
 * which `<html data-ready>` says (decision 044). Typing into the server's HTML before then
 * would be lost, for a test as for a person.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const answer = await goto(url, options);
      if (!url.startsWith('/api')) {
        await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });
      }
      return answer;
    };
    await use(page);
  },
});
