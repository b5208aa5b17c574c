import { expect } from '@playwright/test';
import { test } from './live-page';
import { declineAnalytics } from './checkout-helpers';

/**
 * How a server-rendered page starts (decision 057): hydration runs as a transition, parts
 * below the prices hydrate from chunks of their own, the build's stylesheets stay at the
 * end of the body with a lazy page's after them, and the toast container waits for a toast.
 */

test('text typed as soon as the page is live is kept, also on a slow phone', async ({ page }) => {
  await declineAnalytics(page);
  // The campaign code field hydrates from its own chunk, after the rest of the page.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/?pc=skip');
  await page.getByLabel('Kampanjakoodi').fill('DEMO10');
  await expect(page.getByTestId('campaign-code-valid')).toContainText('DEMO10');
  const amount = page.getByTestId('window-1').getByRole('textbox');
  const before = Number(await amount.inputValue());
  await page
    .getByTestId('window-1')
    .getByRole('button', { name: /^Lisää/ })
    .click();
  await expect(amount).toHaveValue(String(before + 1));
});

test("a lazy page's stylesheets come after the build's, which stay at the end of the body", async ({
  page,
}) => {
  await declineAnalytics(page);
  await page.goto('/tilauskalenteri');
  // The calendar's own stylesheets arrive with its chunk (Vite adds them to <head>).
  await expect
    .poll(() => page.locator('link[rel="stylesheet"]').count(), { timeout: 15_000 })
    .toBeGreaterThan(1);
  const sheets = await page.evaluate<{ parent: string; href: string }[]>(`
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => ({
      parent: link.parentElement.tagName,
      href: link.getAttribute('href'),
    }))
  `);
  expect(sheets.every((sheet) => sheet.parent === 'BODY')).toBe(true);
  // The build's own (index-*.css, in the server's HTML) first, as the build orders them.
  expect(sheets[0]!.href).toMatch(/\/assets\/index-[\w-]+\.css$/);
  expect(sheets.slice(1).some((sheet) => /index-/.test(sheet.href))).toBe(false);
});

test('the toast container mounts with the first toast, not at the start', async ({ page }) => {
  await declineAnalytics(page);
  await page.goto('/?pc=skip');
  await page.waitForTimeout(500);
  await expect(page.locator('.mantine-Notifications-root')).toHaveCount(0);
  // A saved order of another shape is dropped with a toast (server-rendering spec).
  const saved = {
    state: { quantities: { windows: [] }, createdOrder: { status: 'paid' } },
    version: 1,
  };
  await page.evaluate(`sessionStorage.setItem('order', ${JSON.stringify(JSON.stringify(saved))})`);
  await page.goto('/?pc=skip');
  await expect(page.getByText('Selaimeen tallennettu tilaus oli vanhentunut')).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`the landing page at ${width} px`, async ({ page }) => {
    await declineAnalytics(page);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto('/?pc=skip');
    await expect(page.getByTestId('price-total')).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/landing-startup-${width}.png`, fullPage: true });
  });
}

test('the landing page starts from the counter and notifications it arrived with, asking for neither', async ({
  page,
}) => {
  await declineAnalytics(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/?pc=skip');
  await expect(page.getByTestId('price-total')).toBeVisible();
  // The banners come from the page's state too: the demo's is shown.
  await expect(
    page.getByRole('region', { name: 'Tiedotteet' }).getByRole('alert').first(),
  ).toBeVisible();
  await page.waitForTimeout(1000);
  expect(asked.filter((path) => /^\/api\/(counter|notification)\b/.test(path))).toEqual([]);
});
