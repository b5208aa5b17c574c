import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { e2eAdmin } from './admin-credentials';

const screenshotDir = path.resolve('e2e/screenshots');

export { e2eAdmin } from './admin-credentials';

/** The Helsinki date `offsetDays` from now, YYYY-MM-DD. */
export const helsinkiDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** axe's serious and critical findings on the page (or only inside `only`), one line each. */
export async function seriousViolations(page: Page, only?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  return (await (only ? axe.include(only) : axe).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails naming `what` (the page's state) when axe finds anything serious. */
export async function expectAccessible(page: Page, what: string, only?: string) {
  expect((await seriousViolations(page, only)).map((line) => `${what} ${line}`)).toEqual([]);
}

/** Logs in through the login page and waits for the dispatch board, where login lands. */
export async function logIn(
  page: Page,
  email: string = e2eAdmin.email,
  password: string = e2eAdmin.password,
) {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Sähköposti', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Salasana', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  // Logging in checks an argon2 hash; on a busy machine that and the board take a while.
  await expect(page).toHaveURL(/\/admin\/dispatch(\?.*)?$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Ajojärjestely' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The log-out button that is on screen (the header's on a desktop, the menu's on a phone). */
export const logoutButton = (page: Page) => page.getByTestId('logout').filter({ visible: true });

/** Closes the toasts (they sit over the header for 15 seconds). */
export async function closeToasts(page: Page) {
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) {
    await close.click();
  }
}

/**
 * Full-page screenshots at 360 and 1280 px (as fixtures.ts' screenshotWidths), waiting for
 * the back office's menu to settle after each resize (it slides between its phone and
 * desktop positions).
 */
export async function adminScreenshots(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(400);
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Places a customer order through the public API (as the checkout does): today's figures;
 * `contact` replaces fields of the contact form (e.g. a customer's own e-mail and phone).
 */
export async function placeOrder(
  request: APIRequestContext,
  options: {
    isBill?: boolean;
    contact?: Partial<typeof privateContact> & { message?: string };
  } = {},
) {
  const counter = counterToDomain(await (await request.get('/api/counter/1')).json());
  const quantities = {
    ...emptyQuantities,
    windows: [{ windowId: counter.windows[0]!.id, amount: 4 }],
    balconyGlassAmount: 2,
  };
  const minutes = Math.ceil(quoteOrder(counter, quantities).washingMinutes);
  const contact = { ...privateContact, ...options.contact };
  const address = options.isBill
    ? { ...contact, paymentType: 'BILL', invoice_channel: 'email' }
    : contact;
  // Parallel tests book too, and availability may lag a booking by a second (decision 022):
  // like a customer, try another free day when the chosen time was just taken (409).
  for (let attempt = 1; ; attempt += 1) {
    const days = await request.get(
      `/api/calendar/validateAndGetAvailableDays/${privateContact.postalCode}/${minutes}`,
    );
    const slots = (await days.json()) as { date: string; starting: string; cleanerId: number }[];
    const slot = slots[Math.floor(Math.random() * Math.min(slots.length, 20))]!;
    const res = await request.post('/api/order', {
      data: {
        ...quantities,
        shippingDay: slot.date,
        cleanerId: slot.cleanerId,
        starting: slot.starting,
        language: 'fi',
        address,
      },
    });
    if (res.status() === 409 && attempt < 5) continue;
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { reference: string; status: string };
  }
}
