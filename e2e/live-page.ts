import { test as base, type Page } from '@playwright/test';

/**
 * `test` whose `page.goto` and `page.reload` return once the page is live: a customer page arrives rendered
 * by the server and only reacts after React has hydrated it and restored the saved order,
 * which `<html data-ready>` says (decision 044). Typing into the server's HTML before then
 * would be lost, for a test as for a person.
 */
/** Waits until a customer page is live (`<html data-ready>`), for pages `test` did not open. */
export const untilLive = (page: Page) =>
  page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });

/** The API answers and the back office (rendered in the browser only) have no hydration to wait for. */
const isCustomerPage = (url: string) =>
  !/^\/(api|admin)(\/|$)/.test(new URL(url, 'http://page.test').pathname);

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const answer = await goto(url, options);
      if (isCustomerPage(url)) await untilLive(page);
      return answer;
    };
    // A reload arrives as the server's page again: live only once hydrated, as after goto.
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const answer = await reload(options);
      if (isCustomerPage(page.url())) await untilLive(page);
      return answer;
    };
    await use(page);
  },
});
