import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { adminScreenshots, closeToasts, logIn, placeOrder } from './admin-fixtures';
import { seriousViolations } from './axe';

// The customer's data rights in the back office (issue 13 point 6): find, download, erase.

/** A customer of this test only: an e-mail address and a phone number no other test uses. */
function newCustomer(name: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name,
    email: `asiakas-${id}@example.fi`,
    phone: `040 ${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`,
  };
}

/** What the export answers for an address, asked with the page's back-office session. */
async function exportedOrders(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/customers/export?email=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { orders: { reference: string }[] }).orders;
}

async function openCustomerData(page: Page, menuLabel = 'Asiakastiedot') {
  await page.getByRole('navigation').getByRole('link', { name: menuLabel }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
}

async function search(page: Page, value: string) {
  const form = page.getByTestId('customer-search');
  await form.getByRole('textbox').fill(value);
  await form.getByRole('button').click();
}

// Real logins (argon2), orders, accessibility scans and screenshots: give each journey room.
test.slow();

test('find a customer by e-mail and phone, download the data, erase it with the password', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Liisa Tietopyyntö');
  const first = await placeOrder(request, { contact: customer });
  const second = await placeOrder(request, {
    contact: { ...customer, name: 'Liisa Tietopyyntö-Virtanen' },
  });
  await logIn(page);
  await openCustomerData(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Asiakastiedot' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('tietosuoja-asetuksen');
  await expect(page.getByRole('note')).toContainText('kirjataan');

  // Too short a search is refused in the form; nothing is asked.
  await search(page, 'li');
  await expect(page.getByText('Anna vähintään 3 merkkiä')).toBeVisible();

  // By e-mail: one customer, both names, the phone, two orders.
  await search(page, customer.email.toUpperCase());
  const row = page.getByTestId('customer-row').filter({ hasText: customer.email });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(row).toContainText('Liisa Tietopyyntö');
  await expect(row).toContainText('Liisa Tietopyyntö-Virtanen');
  await expect(row).toContainText(customer.phone);
  await expect(row.locator('dd').nth(2)).toHaveText('2');
  await expect(row.locator('dd').nth(3)).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4} klo \d{1,2}\.\d{2}$/);
  // The searched value never reaches the page's address.
  expect(page.url()).toMatch(/\/admin\/customers$/);
  await adminScreenshots(page, 'admin-customers');

  // By phone, as given and written the international way: the same customer.
  for (const phone of [customer.phone, `+358 ${customer.phone.slice(1)}`]) {
    await search(page, phone);
    await expect(page.getByTestId('customer-row')).toHaveCount(1);
    await expect(row).toBeVisible();
  }
  expect(page.url()).toMatch(/\/admin\/customers$/);

  // Download: a JSON file named by the day, with both orders of the address.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Lataa tiedot (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^asiakastiedot-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    email: string;
    orders: { reference: string; customer: { name: string; phone: string } }[];
  };
  expect(file.email.toLowerCase()).toBe(customer.email);
  expect(file.orders.map((o) => o.reference).sort()).toEqual(
    [first.reference, second.reference].sort(),
  );
  expect(file.orders.map((o) => o.customer.phone)).toEqual([customer.phone, customer.phone]);
  await expect(page.getByText('Asiakkaan tiedot ladattiin tiedostoon.')).toBeVisible();
  expect(page.url()).toMatch(/\/admin\/customers$/);
  await closeToasts(page);

  // Erase asks first, says what happens, and wants the user's own password.
  await row.getByRole('button', { name: 'Poista henkilötiedot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Poistetaanko henkilötiedot?' });
  await expect(dialog).toContainText(customer.email);
  await expect(dialog).toContainText('jokaisessa tämän osoitteen tilauksessa (2 tilausta)');
  await expect(dialog).toContainText('Summat, tilausrivit ja päivämäärät säilyvät');
  await expect(dialog).toContainText('Poistoa ei voi perua.');
  // Both jobs are still to come: their washer needs the address, so the dialog warns.
  await expect(dialog.getByTestId('erase-upcoming')).toContainText('2 tulevaa työtä');
  // The admin of these tests has no TOTP: no code is asked.
  await expect(dialog.getByRole('textbox', { name: /koodi/i })).toHaveCount(0);
  const password = dialog.getByLabel('Nykyinen salasanasi');
  const confirm = dialog.getByRole('button', { name: 'Poista pysyvästi' });
  await confirm.click();
  await expect(dialog.getByText('Anna oma nykyinen salasanasi')).toBeVisible();

  // A wrong password: the server's refusal under the field, and nothing is erased.
  await password.fill('väärä-salasana');
  await confirm.click();
  await expect(dialog.getByText('Nykyinen salasana on väärin')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await adminScreenshots(page, 'admin-customers-erase');
  expect(await exportedOrders(page.request, customer.email)).toHaveLength(2);
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  // The right password: both orders lose their personal data; the search finds nobody.
  await row.getByRole('button', { name: 'Poista henkilötiedot' }).click();
  await password.fill('e2e-salasana-1');
  await confirm.click();
  await expect(page.getByText('Henkilötiedot poistettiin 2 tilauksesta.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Haulla ei löytynyt asiakkaita.')).toBeVisible();
  await expect(page.getByTestId('customer-row')).toHaveCount(0);
  await search(page, customer.phone);
  await expect(page.getByText('Haulla ei löytynyt asiakkaita.')).toBeVisible();
  expect(await exportedOrders(page.request, customer.email)).toEqual([]);
});

test('the customer data page speaks English and passes an accessibility check', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Jane Request');
  await placeOrder(request, { contact: customer });
  await logIn(page);
  await page.getByTestId('language-switch').first().click();
  await openCustomerData(page, 'Customer data');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer data' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('General Data Protection Regulation');
  expect(await seriousViolations(page)).toEqual([]);

  await search(page, customer.phone);
  const row = page.getByTestId('customer-row').filter({ hasText: customer.email });
  await expect(row).toContainText('Jane Request');
  await expect(row.getByRole('button', { name: 'Download data (JSON)' })).toBeVisible();
  await expect(row.locator('dd').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-customers-en');

  await row.getByRole('button', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase the personal data?' });
  await expect(dialog).toContainText("on this address's order (1 order)");
  await expect(dialog.getByLabel('Your current password')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('language-switch').first().click();
});

test('a user with two-factor authentication is asked for the code too', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const customer = newCustomer('Kalle Koodipyyntö');
  await placeOrder(request, { contact: customer });
  const email = `tietosuoja-${Date.now()}@example.fi`;
  await logIn(page);
  // Erasure is an admin's (issue 23): a new user is office unless told otherwise.
  const created = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL! },
    data: { name: 'Toinen Tunniste', email, password: 'salasana-123', role: 'admin' },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext();
  const own = await context.newPage();
  await logIn(own, email, 'salasana-123');
  const setup = await own.request.post('/api/auth/totp/setup', { headers: { origin: baseURL! } });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await own.request.post('/api/auth/totp/enable', {
    headers: { origin: baseURL! },
    data: { code: await generate({ secret }) },
  });
  expect(enabled.status()).toBe(200);

  // The profile is read afresh on a new load of the back office.
  await own.goto('/admin/customers');
  await search(own, customer.email);
  const row = own.getByTestId('customer-row').filter({ hasText: customer.email });
  await row.getByRole('button', { name: 'Poista henkilötiedot' }).click();
  const dialog = own.getByRole('dialog', { name: 'Poistetaanko henkilötiedot?' });
  await expect(dialog).toContainText('todennussovelluksesi koodilla');
  const code = dialog.getByRole('textbox', { name: 'Todennussovelluksen koodi' });
  await dialog.getByLabel('Nykyinen salasanasi').fill('salasana-123');
  await dialog.getByRole('button', { name: 'Poista pysyvästi' }).click();
  await expect(dialog.getByText('Anna todennussovelluksen 6-numeroinen koodi')).toBeVisible();
  await expect(code).toBeFocused();

  // A code that is not the current one: refused under the code, nothing erased.
  const current = await generate({ secret });
  await code.fill(current === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Poista pysyvästi' }).click();
  await expect(
    dialog.getByText('Koodi ei kelpaa: tarkista se todennussovelluksesta'),
  ).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(await exportedOrders(own.request, customer.email)).toHaveLength(1);
  await context.close();
});
