import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminScreenshots, e2eAdmin, logIn, logoutButton } from './admin-fixtures';

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

  // Delete: the modal names the email; cancel keeps the user, confirm removes them.
  await edited.getByRole('button', { name: 'Poista: Maija Muokattu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Poistetaanko käyttäjä?' });
  await expect(dialog).toContainText(changed);
  await adminScreenshots(page, 'admin-user-delete');
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Poista: Maija Muokattu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Poista käyttäjä' }).click();
  await expect(page.getByText('Käyttäjä poistettu onnistuneesti!')).toBeVisible();
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
  const result = await new AxeBuilder({ page }).analyze();
  expect(
    result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
  await page.getByRole('link', { name: 'New user' }).click();
  const form = page.getByTestId('user-form');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('salasana-123');
  await form.getByRole('textbox', { name: 'Password again', exact: true }).fill('toinen-123');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByText('Passwords must match')).toBeVisible();
  await expect(form.getByText('This information is required').first()).toBeVisible();
  await adminScreenshots(page, 'admin-user-create-en');
  await page.getByTestId('language-switch').first().click();
});
