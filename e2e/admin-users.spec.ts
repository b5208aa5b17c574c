import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { adminScreenshots, e2eAdmin, logIn, logoutButton } from './admin-fixtures';
import { seriousViolations } from './axe';

/** Closes the toasts one by one (each close moves the others), for clear screenshots. */
async function dismissToasts(page: Page) {
  const close = page.locator('.mantine-Notification-closeButton');
  for (let left = await close.count(); left > 0; left = await close.count()) {
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await expect(close).toHaveCount(left - 1);
  }
}

// The toasts (Mantine's notifications) are left out: their close buttons are not ours.
// With a modal open only the modal is checked: the page behind it is dimmed on purpose.
const modal = '.mantine-Modal-content';
const notifications = '.mantine-Notifications-root';

// Real logins (argon2), accessibility scans and screenshots: give each journey room.
test.slow();

test('create, edit and delete a user, with the spec validation and toasts', async ({ page }) => {
  const email = `maija-${Date.now()}@example.fi`;
  const changed = email.replace('maija-', 'maija.m-');
  await logIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Käyttäjät' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Käyttäjät' })).toBeVisible();
  const me = page.getByTestId('user-row').filter({ hasText: e2eAdmin.email });
  await expect(me).toContainText('sinä');
  await expect(me.getByRole('button', { name: `Poista: ${e2eAdmin.name}` })).toBeDisabled();
  await adminScreenshots(page, 'admin-user-list');

  // Create: the form's own checks first, in Finnish.
  await page.getByRole('link', { name: 'Uusi käyttäjä' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/create$/);
  const form = page.getByTestId('user-form');
  await form.getByRole('textbox', { name: 'Nimi', exact: true }).fill('Ma');
  await form.getByRole('textbox', { name: 'Sähköposti', exact: true }).fill('ei-osoite');
  await form.getByRole('textbox', { name: 'Salasana', exact: true }).fill('salasana-123');
  await form.getByRole('textbox', { name: 'Salasana uudelleen', exact: true }).fill('salasana-124');
  await form.getByRole('button', { name: 'Luo käyttäjä' }).click();
  await expect(form.getByText('Nimi on liian lyhyt')).toBeVisible();
  await expect(form.getByText('Sähköpostiosoite ei ole kelvollinen')).toBeVisible();
  await expect(form.getByText('Salasanojen täytyy täsmätä')).toBeVisible();
  await adminScreenshots(page, 'admin-user-create-errors');

  // The server's check: an email in use (another letter case) is named on its field.
  await form.getByRole('textbox', { name: 'Nimi', exact: true }).fill('Maija Meikäläinen');
  await form
    .getByRole('textbox', { name: 'Sähköposti', exact: true })
    .fill(e2eAdmin.email.toUpperCase());
  await form.getByRole('textbox', { name: 'Salasana uudelleen', exact: true }).fill('salasana-123');
  await form.getByRole('button', { name: 'Luo käyttäjä' }).click();
  await expect(form.getByText('Sähköpostiosoite on jo käytössä')).toBeVisible();
  await expect(page.getByText(/^Käyttäjän luonti epäonnistui\. Yritä uudelleen!/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nimi', exact: true })).toHaveValue(
    'Maija Meikäläinen',
  );

  await form.getByRole('textbox', { name: 'Sähköposti', exact: true }).fill(email);
  await form.getByRole('button', { name: 'Luo käyttäjä' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/list$/);
  await expect(page.getByText('Käyttäjä luotu onnistuneesti.')).toBeVisible();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('Maija Meikäläinen');

  // Edit: name and email; an empty password keeps the password.
  await row.getByRole('link', { name: 'Muokkaa: Maija Meikäläinen' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/edit\/\d+$/);
  const edit = page.getByTestId('user-form');
  await expect(edit.getByRole('textbox', { name: 'Sähköposti', exact: true })).toHaveValue(email);
  await edit.getByRole('textbox', { name: 'Nimi', exact: true }).fill('M');
  await edit.getByRole('button', { name: 'Tallenna' }).click();
  await expect(edit.getByText('Nimi on liian lyhyt')).toBeVisible();
  await adminScreenshots(page, 'admin-user-edit');
  await edit.getByRole('textbox', { name: 'Nimi', exact: true }).fill('Maija Muokattu');
  await edit.getByRole('textbox', { name: 'Sähköposti', exact: true }).fill(changed);
  await edit.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/list$/);
  await expect(page.getByText('Käyttäjä päivitetty onnistuneesti.')).toBeVisible();
  const edited = page.getByTestId('user-row').filter({ hasText: changed });
  await expect(edited).toContainText('Maija Muokattu');

  // A new password asks for your own current password, checked by the server (decision 041).
  await edited.getByRole('link', { name: 'Muokkaa: Maija Muokattu' }).click();
  const reset = page.getByTestId('user-form');
  const ownPassword = reset.getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true });
  await expect(ownPassword).toHaveCount(0);
  await reset.getByRole('textbox', { name: 'Uusi salasana', exact: true }).fill('uusi-salasana-7');
  await reset
    .getByRole('textbox', { name: 'Salasana uudelleen', exact: true })
    .fill('uusi-salasana-7');
  await expect(reset.getByRole('group', { name: 'Vahvista henkilöllisyytesi' })).toBeVisible();
  await reset.getByRole('button', { name: 'Tallenna' }).click();
  await expect(reset.getByText('Anna oma nykyinen salasanasi')).toBeVisible();
  await ownPassword.fill('vaara-salasana');
  await reset.getByRole('button', { name: 'Tallenna' }).click();
  await expect(reset.getByText('Nykyinen salasana on väärin')).toBeVisible();
  await expect(ownPassword).toHaveValue('');
  await expect(ownPassword).toHaveAttribute('aria-invalid', 'true');
  await dismissToasts(page);
  await adminScreenshots(page, 'admin-user-password-reauth');
  expect(await seriousViolations(page, { exclude: notifications })).toEqual([]);
  await ownPassword.fill(e2eAdmin.password);
  await reset.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/list$/);
  await expect(page.getByText('Käyttäjä päivitetty onnistuneesti.').first()).toBeVisible();

  // Delete: the modal names the email and asks for your password; cancel keeps the user,
  // a missing or wrong password is refused under its field, the right one removes them.
  await edited.getByRole('button', { name: 'Poista: Maija Muokattu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Poistetaanko käyttäjä?' });
  await expect(dialog).toContainText(changed);
  await dialog.getByRole('button', { name: 'Poista käyttäjä' }).click();
  await expect(dialog.getByText('Anna oma nykyinen salasanasi')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true })
    .fill('vaara-salasana');
  await dialog.getByRole('button', { name: 'Poista käyttäjä' }).click();
  await expect(dialog.getByText('Nykyinen salasana on väärin')).toBeVisible();
  await dismissToasts(page);
  await adminScreenshots(page, 'admin-user-delete');
  expect(await seriousViolations(page, { include: modal, exclude: notifications })).toEqual([]);
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Poista: Maija Muokattu' }).click();
  await expect(
    dialog.getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true }),
  ).toHaveValue('');
  await dialog
    .getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true })
    .fill(e2eAdmin.password);
  await dialog.getByRole('button', { name: 'Poista käyttäjä' }).click();
  await expect(page.getByText('Käyttäjä poistettu onnistuneesti!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-row').filter({ hasText: changed })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('user-row').filter({ hasText: e2eAdmin.email })).toBeVisible();
  await expect(page.getByTestId('user-row').filter({ hasText: changed })).toHaveCount(0);
});

test('the user pages speak English and pass an accessibility check', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('language-switch').first().click();
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(logoutButton(page)).toHaveText(`Log out (${e2eAdmin.name})`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New user' }).click();
  const form = page.getByTestId('user-form');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('salasana-123');
  await form.getByRole('textbox', { name: 'Password again', exact: true }).fill('toinen-123');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByText('Passwords must match')).toBeVisible();
  await expect(form.getByText('This information is required').first()).toBeVisible();
  await adminScreenshots(page, 'admin-user-create-en');
  // A new password asks for your own, in English too (checked here before anything is sent).
  await page.goto('/admin/user/list');
  await page.getByRole('link', { name: `Edit: ${e2eAdmin.name}` }).click();
  const edit = page.getByTestId('user-form');
  await edit.getByRole('textbox', { name: 'New password', exact: true }).fill('uusi-salasana-1');
  await edit.getByRole('textbox', { name: 'Password again', exact: true }).fill('uusi-salasana-1');
  await expect(edit.getByRole('group', { name: 'Confirm it is you' })).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(
    edit.getByRole('textbox', { name: 'Your current password', exact: true }),
  ).toHaveAttribute('aria-invalid', 'true');
  await expect(edit.getByText('Enter your own current password')).toBeVisible();
  await adminScreenshots(page, 'admin-user-password-reauth-en');
  await page.getByTestId('language-switch').first().click();
});

test("turning off a user's two-factor authentication asks for your password", async ({
  page,
  baseURL,
  playwright,
}) => {
  const email = `kaksi-${Date.now()}@example.fi`;
  await logIn(page);
  const created = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL! },
    data: { name: 'Kadonnut Puhelin', email, password: 'salasana-123', role: 'admin' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // The user turns TOTP on through the API, in a browser of their own.
  const theirs = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
  });
  expect(
    (await theirs.post('/api/auth/login', { data: { email, password: 'salasana-123' } })).status(),
  ).toBe(200);
  const { secret } = (await (await theirs.post('/api/auth/totp/setup')).json()) as {
    secret: string;
  };
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  expect((await theirs.post('/api/auth/totp/enable', { data: { code } })).status()).toBe(200);

  await page.goto(`/admin/user/edit/${id}`);
  await expect(page.getByText('2FA käytössä')).toBeVisible();
  expect(await seriousViolations(page, { exclude: notifications })).toEqual([]);
  await page.getByRole('button', { name: 'Poista kaksivaiheinen tunnistautuminen' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Poistetaanko kaksivaiheinen tunnistautuminen?',
  });
  await expect(dialog).toContainText(email);
  await dialog
    .getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true })
    .fill('vaara-salasana');
  await dialog.getByRole('button', { name: 'Poista tunnistautuminen' }).click();
  await expect(dialog.getByText('Nykyinen salasana on väärin')).toBeVisible();
  await dismissToasts(page);
  await adminScreenshots(page, 'admin-user-mfa-reset');
  expect(await seriousViolations(page, { include: modal, exclude: notifications })).toEqual([]);
  // Refused: their two-factor is still on and their session still live.
  expect((await theirs.get('/api/auth')).status()).toBe(200);
  await dialog
    .getByRole('textbox', { name: 'Nykyinen salasanasi', exact: true })
    .fill(e2eAdmin.password);
  await dialog.getByRole('button', { name: 'Poista tunnistautuminen' }).click();
  await expect(
    page.getByText('Käyttäjän kaksivaiheinen tunnistautuminen poistettiin.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ei 2FA:ta')).toBeVisible();
  expect((await theirs.get('/api/auth')).status()).toBe(401);
  await theirs.dispose();
});
