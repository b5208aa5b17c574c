import { expect, test, type Page } from '@playwright/test';

/**
 * The back office is a lazy-loaded bundle: the customer pages never download its code or
 * texts. Markers are strings that only back-office modules contain (an admin API path, an
 * admin text, a dashboard field).
 */
const adminMarkers = [
  '/auth/totp/setup',
  'Hallinnan valikko',
  'free_minutes_needed',
  '/auth/register',
  // The reports' chart library (@mantine/charts on recharts) and their API (issue 24).
  'recharts-surface',
  '/reports/revenue',
];

/** The scripts and texts a page fetches from /assets while it shows `paths` in turn. */
async function scriptsLoaded(page: Page, paths: [string, string?][]): Promise<string[]> {
  const urls = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/assets/') && /\.(js|json)$/.test(url.pathname)) {
      urls.add(url.pathname);
    }
  });
  for (const [path, heading] of paths) {
    await page.goto(path);
    if (heading) {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
        timeout: 15_000,
      });
    }
    // Chunks loaded after the first paint (toasts, dialogs, texts) count too.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
  }
  return [...urls];
}

// Real logins (argon2), accessibility scans and screenshots: give each journey room.
test.slow();

test('the customer pages never download back-office code or texts', async ({
  page,
  browser,
  request,
}) => {
  const customer = await scriptsLoaded(page, [
    ['/', 'Ikkunanpesu kotiin ja yritykselle'],
    ['/tilauskalenteri'],
    ['/vapaat-pesuajat'],
    ['/yhteystiedot'],
    ['/kiitos-tilauksesta'],
    ['/ei-ole-olemassa', 'Sivua ei löytynyt'],
  ]);
  expect(customer.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const url of customer) {
    const body = await (await request.get(url)).text();
    for (const marker of adminMarkers) if (body.includes(marker)) found.push(`${url}: ${marker}`);
  }
  expect(found).toEqual([]);
  // index.html preloads nothing of the back office either.
  const html = await (await request.get('/')).text();
  for (const marker of ['admin-layout', 'login-page', 'dashboard-page']) {
    expect(html).not.toContain(marker);
  }

  // The markers do exist: the back office's own files carry them.
  const adminPage = await browser.newPage();
  const admin = (await scriptsLoaded(adminPage, [['/admin', 'Kirjaudu sisään']])).filter(
    (u) => !customer.includes(u),
  );
  expect(admin.length).toBeGreaterThan(0);
  let adminText = '';
  for (const url of admin) adminText += await (await request.get(url)).text();
  expect(adminText).toContain('Hallinnan valikko');
  expect(adminText).toContain('/auth/login');
  await adminPage.close();
});
