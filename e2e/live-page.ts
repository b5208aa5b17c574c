import { test as base, type Page } from '@playwright/test';

/**
 * `test` whose `page.goto` returns once the page is live: a customer page arrives rendered
 * by the server and only reacts after React has hydrated it and restored the saved order,
 * which `<html data-ready>` says (decision 044). Typing into the server's HTML before then
 * would be lost, for a test as for a person.
 */
/** Waits until a customer page is live (`<html data-ready>`), for pages `test` did not open. */
export const untilLive = (page: Page) =>
  page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const answer = await goto(url, options);
      if (!url.startsWith('/api')) {
        await untilLive(page);
      }
      return answer;
    };
    await use(page);
  },
});
