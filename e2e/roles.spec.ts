import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminScreenshots, e2eAdmin, logIn, placeOrder } from './admin-fixtures';
import { seriousViolations } from './axe';

// Roles in the browser (issue 23): an office user sees only the day's work, a page outside
// their role says so instead of failing, and the users form gives each user a role (a washer
// user their washer), asking for the acting user's password when a role changes.

test.slow();

const password = 'salasana-123';
const notifications = '.mantine-Notifications-root';

/** The admin's API session in a browser of its own (state-changing calls carry Origin). */
async function adminApi(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const login = await api.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(login.status()).toBe(200);
  return api;
}

async function register(api: APIRequestContext, data: Record<string, unknown>) {
  const created = await api.post('/api/auth/register', { data: { password, ...data } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; role: string; washerId: number | null };
}

test('an office user sees only the day’s work: no users, prices or settings, no erase button', async ({
  page,
  baseURL,
  playwright,
}) => {
  const api = await adminApi(playwright, baseURL!);
  const email = `toimisto-${Date.now().toString(36)}@example.fi`;
  const office = await register(api, { name: 'Outi Toimisto', email });
  expect(office.role).toBe('office');
  const customer = `asiakas-${Date.now().toString(36)}@example.fi`;
  await placeOrder(api, { contact: { email: customer } });

  await logIn(page, email, password);
  const nav = page.getByRole('navigation').first();
  for (const label of ['Ajojärjestely', 'Tilaukset', 'Asiakastiedot', 'Kalenteri']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  for (const label of ['Käyttäjät', 'Hinnoittelu', 'Asetukset']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }
  // The seller's details are an admin's to save: no demo-seller notice for the office.
  await expect(page.getByTestId('dispatch-day')).toBeVisible();
  await expect(page.getByTestId('demo-seller-alert')).toHaveCount(0);
  expect(await seriousViolations(page, { exclude: notifications })).toEqual([]);
  await adminScreenshots(page, 'roles-office-menu');
  // The phone's menu, opened.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Avaa tai sulje valikko' }).click();
  await expect(nav.getByRole('link', { name: 'Tilaukset', exact: true })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'e2e/screenshots/roles-office-menu-open-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A page outside the role, reached by its address: one clear message, no error toasts.
  for (const path of ['/admin/user/list', '/admin/counter/list', '/admin/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Ei käyttöoikeutta' })).toBeVisible();
    await expect(page.getByTestId('not-allowed')).toContainText('Käyttäjäroolisi ei salli');
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'roles-not-allowed');
  await page.getByRole('link', { name: 'Omalle etusivulle' }).click();
  await expect(page).toHaveURL(/\/admin\/dispatch/);

  // Customers: find and download, but no erase.
  await page.goto('/admin/customers');
  const form = page.getByTestId('customer-search');
  await form.getByRole('textbox').fill(customer);
  await form.getByRole('button').click();
  const row = page.getByTestId('customer-row').filter({ hasText: customer });
  await expect(row.getByRole('button', { name: 'Lataa tiedot (JSON)' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Poista henkilötiedot' })).toHaveCount(0);
  expect(await seriousViolations(page, { exclude: notifications })).toEqual([]);

  // In English too.
  await page.goto('/admin/user/list');
  await page.getByTestId('language-switch').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await page.getByTestId('language-switch').first().click();
  await api.dispose();
});

test('an admin makes a washer user with their washer, and a role change asks for the password', async ({
  page,
}) => {
  const email = `pesija-${Date.now().toString(36)}@example.fi`;
  await logIn(page);
  const washers = (await (await page.request.get('/api/settings/cleaners')).json()) as {
    id: number;
    name: string;
  }[];
  const washer = washers[0]!;
  await page.getByRole('navigation').getByRole('link', { name: 'Käyttäjät' }).click();
  await page.getByRole('link', { name: 'Uusi käyttäjä' }).click();
  const form = page.getByTestId('user-form');
  const role = form.getByRole('combobox', { name: 'Rooli' });
  await expect(role).toHaveValue('office');
  await form.getByRole('textbox', { name: 'Nimi', exact: true }).fill('Pekka Pesijä');
  await form.getByRole('textbox', { name: 'Sähköposti', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Salasana', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Salasana uudelleen', exact: true }).fill(password);
  await role.selectOption('washer');
  const washerSelect = form.getByRole('combobox', { name: 'Pesijä' });
  await form.getByRole('button', { name: 'Luo käyttäjä' }).click();
  // A washer user names their washer.
  await expect(form.getByText('Pakollinen tieto')).toBeVisible();
  await washerSelect.selectOption(String(washer.id));
  expect(await seriousViolations(page, { exclude: notifications })).toEqual([]);
  await adminScreenshots(page, 'roles-user-form-washer');
  await form.getByRole('button', { name: 'Luo käyttäjä' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/list$/);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row.getByTestId('user-role-badge')).toHaveText(`Pesijä: ${washer.name}`);
  await expect(
    page.getByTestId('user-row').filter({ hasText: e2eAdmin.email }).getByTestId('user-role-badge'),
  ).toHaveText('Ylläpitäjä');
  await adminScreenshots(page, 'roles-user-list');

  // Edit: another role asks for the acting user's own password; a wrong one is refused.
  await row.getByRole('link', { name: 'Muokkaa: Pekka Pesijä' }).click();
  const edit = page.getByTestId('user-form');
  await expect(edit.getByRole('combobox', { name: 'Rooli' })).toHaveValue('washer');
  await expect(edit.getByRole('combobox', { name: 'Pesijä' })).toHaveValue(String(washer.id));
  const current = edit.getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true });
  await expect(current).toHaveCount(0);
  await edit.getByRole('combobox', { name: 'Rooli' }).selectOption('office');
  await expect(current).toBeVisible();
  await expect(edit.getByRole('combobox', { name: 'Pesijä' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Tallenna' }).click();
  await expect(edit.getByText('Anna oma nykyinen salasanasi')).toBeVisible();
  await current.fill('vaara-salasana');
  await edit.getByRole('button', { name: 'Tallenna' }).click();
  await expect(current).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/user\/edit\/\d+$/);
  expect(await seriousViolations(page, { exclude: notifications })).toEqual([]);
  await adminScreenshots(page, 'roles-user-edit-role');
  await current.fill(e2eAdmin.password);
  await edit.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/list$/);
  await expect(
    page.getByTestId('user-row').filter({ hasText: email }).getByTestId('user-role-badge'),
  ).toHaveText('Toimisto');
});
