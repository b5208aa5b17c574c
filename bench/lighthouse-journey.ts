/**
 * A customer's steps through the real pages in a Puppeteer tab (bench/lighthouse.ts measures
 * the pages between them): the postal code on the landing page, the calculator's 'choose
 * time', a day in the calendar, the contact form sent with a payment method. Every control
 * is found by its test id or field name, never by its text, so any language of the site
 * takes the same steps.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { pagePath, type SiteLanguage } from '#contracts/site-pages.ts';

/**
 * Debian's Chromium as the page benches start it (bench/page-profile.ts,
 * bench/contact-typing.ts), with one tab of a phone's width; close the browser when done.
 */
export async function phoneTab(): Promise<{ browser: Browser; page: Page }> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823 });
  return { browser, page };
}

const stepTimeout = 30_000;

/** The tab's globals as a function run in the page sees them (no DOM types here). */
interface Tab {
  location: URL;
}

async function waitForPath(page: Page, path: string) {
  await page.waitForFunction(
    (want) => (globalThis as unknown as Tab).location.pathname === want,
    { timeout: stepTimeout },
    path,
  );
}

/**
 * The element's own click (as a tap would make it), not a click at its place on the screen:
 * a dialog still fading out or the phone layout's price bar must not take it.
 */
async function click(page: Page, selector: string) {
  const element = await page.waitForSelector(selector, { visible: true, timeout: stepTimeout });
  await element!.evaluate((target) => (target as unknown as { click(): void }).click());
}

/** Landing page, postal code 00100 in the welcome dialog, then on to the calculator. */
export async function enterPostalCode(page: Page, base: string, language: SiteLanguage) {
  await page.goto(base + pagePath('home', language));
  const dialog = '[data-testid="postal-dialog"]';
  await page.waitForSelector(`${dialog} input`, { visible: true, timeout: stepTimeout });
  await page.type(`${dialog} input`, '00100');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="postal-served"]', { timeout: stepTimeout });
  // Once the code is served, the form's only button is 'continue to the price'.
  await click(page, `${dialog} form button`);
  await page.waitForSelector(dialog, { hidden: true, timeout: stepTimeout });
}

/** The calculator's 'choose time' to the calendar. */
export async function chooseTime(page: Page, language: SiteLanguage) {
  await click(page, '[data-testid="choose-time"]:not([disabled])');
  await waitForPath(page, pagePath('calendar', language));
}

/** The last free day shown in the calendar, then on to the contact page. */
export async function chooseDay(page: Page, language: SiteLanguage) {
  const days = '[data-testid="available-days"] button[data-date]:not([data-outside]):enabled';
  await page.waitForSelector(days, { visible: true, timeout: stepTimeout });
  const all = await page.$$(days);
  await all.at(-1)!.evaluate((day) => (day as unknown as { click(): void }).click());
  await click(page, '[data-testid="calendar-continue"]:not([disabled])');
  await waitForPath(page, pagePath('contact', language));
}

/** How the contact form is paid: the invoice by e-mail, or online. */
export type PaymentOption = 'email' | 'online';

/**
 * The contact form filled and sent (analytics declined, the early start asked for when the
 * day is within the withdrawal period, the terms accepted); answers the path it led to.
 */
export async function sendContactForm(page: Page, email: string, payment: PaymentOption) {
  const banner = '[data-testid="consent-banner"] button';
  await page.waitForSelector(banner, { visible: true, timeout: stepTimeout });
  const [, decline] = await page.$$(banner); // 'only the necessary'
  await decline!.evaluate((button) => (button as unknown as { click(): void }).click());
  const fields: Record<string, string> = {
    name: 'Maija Mittari',
    phone: '040 765 4321',
    email,
    streetAddress: 'Mannerheimintie 10',
    city: 'Helsinki',
  };
  // The form comes after the summary (decision 089).
  await page.waitForSelector('input[name="name"]', { visible: true, timeout: stepTimeout });
  for (const [name, value] of Object.entries(fields)) {
    const input = `input[name="${name}"]`;
    // Typed over what is there: the city comes filled in from the postal code.
    await page.click(input, { count: 3 });
    await page.type(input, value);
  }
  await click(page, `[data-testid="payment-${payment}"]`);
  if (await page.$('[data-testid="early-start"]')) await click(page, '[data-testid="early-start"]');
  await click(page, '[data-testid="terms"]');
  const before = new URL(page.url()).pathname;
  await click(page, '[data-testid="submit-order"]:not([disabled])');
  await page.waitForFunction(
    (from) => (globalThis as unknown as Tab).location.pathname !== from,
    { timeout: stepTimeout },
    before,
  );
  return new URL(page.url()).pathname;
}

/**
 * The order page's path from the order confirmation the server wrote to DATA_DIR/mail (no
 * SMTP_URL): the first mail to `email` with a link to the page; waits up to 30 s.
 */
export async function orderPagePathFromMail(
  dataDir: string,
  publicUrl: string,
  email: string,
  language: SiteLanguage,
): Promise<string> {
  const marker = 'TOKEN';
  const [before] = pagePath('manage', language, { token: marker }).split(marker);
  const escaped = `${publicUrl}${before}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const link = new RegExp(`${escaped}[A-Za-z0-9_-]{43}`);
  const folder = join(dataDir, 'mail');
  for (let attempt = 0; attempt < 60; attempt += 1) {
    for (const file of await readdir(folder).catch(() => [] as string[])) {
      const raw = await readFile(join(folder, file), 'utf8');
      if (!raw.includes(email)) continue;
      const mail = await simpleParser(raw);
      const found = link.exec(
        `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`,
      );
      if (found) return found[0].slice(publicUrl.length);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail with an order page link to ${email}`);
}
