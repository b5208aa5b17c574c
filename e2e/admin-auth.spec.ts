import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import {
  adminScreenshots,
  closeToasts,
  e2eAdmin,
  logIn,
  logoutButton,
  placeOrder,
} from './admin-fixtures';
import { seriousViolations } from './axe';

/** Serious accessibility faults of the page, or only of the part `only` selects (a modal). */
// Real logins (argon2), accessibility scans and screenshots: give each journey room.
test.slow();

test('a visit to a back-office page while logged out lands on the login page', async ({ page }) => {
  await page.goto('/admin/order/list');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  await page.goto('/admin/user/edit/1');
  await expect(page).toHaveURL(/\/admin$/);
});

test('wrong credentials say "Username or password incorrect"; the right ones open the dispatch board', async ({
  page,
  request,
}) => {
  // Two orders placed by customers today: an online one awaiting payment, an invoiced one.
  await placeOrder(request);
  await placeOrder(request, { isBill: true });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  await adminScreenshots(page, 'admin-login');
  expect(await seriousViolations(page)).toEqual([]);

  // Client-side checks name the fields.
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await expect(page.getByText('Pakollinen tieto').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Sähköposti', exact: true }).fill(e2eAdmin.email);
  await page.getByRole('textbox', { name: 'Salasana', exact: true }).fill('vaara-salasana');
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Käyttäjätunnus tai salasana on väärin');
  await closeToasts(page);
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByTestId('language-switch').click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('vaara-salasana');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Username or password incorrect');
  await closeToasts(page);
  await page.getByTestId('language-switch').click();

  await page.getByRole('textbox', { name: 'Salasana', exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dispatch(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ajojärjestely' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Yleiskatsaus' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Jobs by their day: the orders placed today are jobs of days to come.
  await expect(page.getByTestId('stat-orders-today')).toContainText(/Työt tänään\s*\d/);
  await expect(page.getByTestId('stat-awaiting')).toContainText(/Odottaa maksua\s*[1-9]/);
  await expect(page.getByTestId('stat-revenue-month')).not.toContainText('0,00');
  await expect(page.getByTestId('orders-chart')).toBeVisible();
  await expect(page.getByTestId('washers-table')).toContainText('Mikko Virtanen');
  // The menu of the specification and the log-out button with the user's name.
  const menu = page.getByRole('navigation', { name: 'Hallinnan valikko' });
  for (const entry of [
    'Ajojärjestely',
    'Yleiskatsaus',
    'Tilaukset',
    'Hinnoittelu',
    'Alennuskoodit',
    'Kalenteri',
    'Tiedotteet',
    'Käyttäjät',
    'Asetukset',
  ]) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(logoutButton(page)).toHaveText(`Kirjaudu ulos (${e2eAdmin.name})`);
  await adminScreenshots(page, 'admin-dashboard');
  expect(await seriousViolations(page)).toEqual([]);

  // Logged in, /admin goes straight to the dispatch board.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dispatch(\?.*)?$/);
});

test('every menu entry opens its section; an unknown admin page is not found', async ({ page }) => {
  await logIn(page);
  const menu = page.getByRole('navigation', { name: 'Hallinnan valikko' });
  for (const [entry, heading] of [
    ['Tilaukset', 'Tilaukset'],
    ['Alennuskoodit', 'Alennuskoodit'],
    ['Kalenteri', 'Valitse kalenterin ei-käytettävissä olevat päivät'],
    ['Asetukset', 'Asetukset'],
  ] as const) {
    await menu.getByRole('link', { name: entry }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 15_000,
    });
  }
  await page.goto('/admin/ei-ole');
  await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible();
});

test('on a phone the menu opens from its button, and closes when a page is chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page);
  const menuButton = page.getByRole('button', { name: 'Avaa tai sulje valikko' });
  const users = page.getByRole('navigation').getByRole('link', { name: 'Käyttäjät' });
  await expect(users).not.toBeInViewport();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(users).toBeInViewport();
  await expect(logoutButton(page)).toHaveText(`Kirjaudu ulos (${e2eAdmin.name})`);
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'e2e/screenshots/admin-menu-360.png' });
  await users.click();
  await expect(page).toHaveURL(/\/admin\/user\/list$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(users).not.toBeInViewport();
  await menuButton.click();
  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('an expired access token is refreshed without the user noticing', async ({
  page,
  context,
}) => {
  await logIn(page);
  const before = (await context.cookies()).find((c) => c.name === 'admin_access');
  expect(before?.httpOnly).toBe(true);
  expect(before?.sameSite).toBe('Strict');
  // The access cookie lapses (its Max-Age ends); the refresh cookie is still there.
  await context.clearCookies({ name: 'admin_access' });
  await page.getByRole('navigation').getByRole('link', { name: 'Käyttäjät' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/list$/);
  await expect(page.getByTestId('user-row').filter({ hasText: e2eAdmin.email })).toBeVisible();
  const after = (await context.cookies()).find((c) => c.name === 'admin_access');
  expect(after?.value).toBeTruthy();
  expect(after?.value).not.toBe(before?.value);
  // A reload keeps the user in.
  await page.reload();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
});

test('log out ends the session: an access cookie copied before is refused afterwards', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await logIn(page);
  const copied = (await context.cookies()).find((c) => c.name === 'admin_access')!;
  const other = await playwright.request.newContext({ baseURL });
  const withCopy = { headers: { cookie: `admin_access=${copied.value}` } };
  expect((await other.get('/api/auth', withCopy)).status()).toBe(200);

  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  expect((await other.get('/api/auth', withCopy)).status()).toBe(401);
  await other.dispose();

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
});

test('staff enrol TOTP in the profile; then login asks for the code', async ({
  page,
  browser,
  baseURL,
}) => {
  // Codes are used once: replacing the secret below may wait for the next 30-second step.
  test.setTimeout(240_000);
  const email = `totp-${Date.now()}@example.fi`;
  await logIn(page);
  const created = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL! },
    data: { name: 'Kaksi Vaihetta', email, password: 'salasana-123', role: 'admin' },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext();
  const own = await context.newPage();
  await logIn(own, email, 'salasana-123');
  await own.getByRole('link', { name: /Oma profiili/ }).click();
  await expect(own.getByTestId('mfa-state')).toHaveText('Ei käytössä');
  await own.getByRole('button', { name: 'Ota käyttöön' }).click();
  await expect(own.getByRole('img', { name: 'QR-koodi todennussovellukselle' })).toBeVisible();
  const secret = (await own.getByTestId('totp-secret').textContent())!.trim();
  await adminScreenshots(own, 'admin-profile-totp');
  expect(await seriousViolations(own)).toEqual([]);

  const enable = own.getByTestId('totp-enable');
  await enable.getByRole('textbox', { name: 'Vahvistuskoodi', exact: true }).fill('000000');
  await enable.getByRole('button', { name: 'Vahvista ja ota käyttöön' }).click();
  await expect(enable).toContainText('Koodi ei kelpaa');
  const enrolledAt = Math.floor(Date.now() / 1000);
  await enable
    .getByRole('textbox', { name: 'Vahvistuskoodi', exact: true })
    .fill(await generate({ secret, epoch: enrolledAt }));
  await enable.getByRole('button', { name: 'Vahvista ja ota käyttöön' }).click();
  await expect(own.getByTestId('mfa-state')).toHaveText('Käytössä');

  await logoutButton(own).click();
  await own.getByRole('textbox', { name: 'Sähköposti', exact: true }).fill(email);
  await own.getByRole('textbox', { name: 'Salasana', exact: true }).fill('salasana-123');
  await own.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await expect(own.getByText('Kirjautuminen vaatii vielä vahvistuskoodin.')).toBeVisible();
  // The code used to enrol cannot be used again: take a later 30-second step's code.
  const now = Math.floor(Date.now() / 1000);
  const step = (s: number) => Math.floor(s / 30);
  const epoch = step(now) > step(enrolledAt) ? now : now + 30;
  await own
    .getByRole('textbox', { name: 'Vahvistuskoodi', exact: true })
    .fill(await generate({ secret, epoch }));
  await own.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await expect(own).toHaveURL(/\/admin\/dispatch(\?.*)?$/);

  // With TOTP on, deleting a user asks for the code as well as the password.
  await own.getByRole('navigation').getByRole('link', { name: 'Käyttäjät' }).click();
  await own.getByRole('button', { name: `Poista: ${e2eAdmin.name}` }).click();
  const remove = own.getByRole('dialog', { name: 'Poistetaanko käyttäjä?' });
  await expect(
    remove.getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true }),
  ).toBeVisible();
  await expect(remove.getByRole('textbox', { name: 'Todennussovelluksen koodi' })).toBeVisible();
  await remove.getByRole('button', { name: 'Peruuta' }).click();

  // A new phone: replacing the secret needs the password and a current code (decision 041).
  await own.getByRole('link', { name: /Oma profiili/ }).click();
  await own.getByRole('button', { name: 'Vaihda todennussovellus' }).click();
  const replace = own.getByRole('dialog', { name: 'Vaihdetaanko todennussovellus?' });
  await replace
    .getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true })
    .fill('salasana-123');
  await replace.getByRole('button', { name: 'Jatka' }).click();
  await expect(replace.getByText('Anna todennussovelluksen 6-numeroinen koodi')).toBeVisible();
  await replace.getByRole('textbox', { name: 'Todennussovelluksen koodi' }).fill('000000');
  await replace.getByRole('button', { name: 'Jatka' }).click();
  await expect(replace.getByText('Koodi ei kelpaa')).toBeVisible();
  await adminScreenshots(own, 'admin-profile-totp-replace');
  expect(await seriousViolations(own, { include: '.mantine-Modal-content' })).toEqual([]);
  // The login used the code of step(epoch): wait until a later step's code is accepted.
  const usedStep = step(epoch);
  while (step(Math.floor(Date.now() / 1000)) + 1 <= usedStep) await own.waitForTimeout(1000);
  const next = Math.max(step(Math.floor(Date.now() / 1000)), usedStep + 1) * 30;
  await replace
    .getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true })
    .fill('salasana-123');
  await replace
    .getByRole('textbox', { name: 'Todennussovelluksen koodi' })
    .fill(await generate({ secret, epoch: next }));
  await replace.getByRole('button', { name: 'Jatka' }).click();
  await expect(replace).toBeHidden();
  await expect(own.getByRole('img', { name: 'QR-koodi todennussovellukselle' })).toBeVisible();
  const replaced = (await own.getByTestId('totp-secret').textContent())!.trim();
  expect(replaced).not.toBe(secret);
  const confirm = own.getByTestId('totp-enable');
  await confirm
    .getByRole('textbox', { name: 'Vahvistuskoodi', exact: true })
    .fill(await generate({ secret: replaced, epoch: Math.floor(Date.now() / 1000) }));
  await confirm.getByRole('button', { name: 'Vahvista ja ota käyttöön' }).click();
  await expect(own.getByText('Uusi todennussovellus on nyt käytössä.')).toBeVisible();
  await expect(own.getByTestId('mfa-state')).toHaveText('Käytössä');
  await context.close();
});
