import { expect, test } from '@playwright/test';
import { adminScreenshots, closeToasts, e2eAdmin, helsinkiDay, logIn } from './admin-fixtures';
import { seriousViolations } from './axe';

// Real logins (argon2) twice, axe and screenshots.
test.slow();

// Decision 047: a session that ends under an unsaved form keeps the page and the form; the
// user signs in again in a dialog and saves.
test('an expired session keeps the unsaved discount, signs in in a dialog, then saves it', async ({
  page,
}) => {
  const code = `SESS${Date.now().toString(36).slice(-6)}`.toUpperCase();
  await logIn(page);
  await page.goto('/admin/discount/create');
  const form = page.getByTestId('discount-form');
  const codeBox = form.getByRole('textbox', { name: 'Koodi', exact: true });
  const amount = form.getByRole('textbox', { name: 'Alennus (%)', exact: true });
  await codeBox.fill(code);
  await amount.fill('7');
  await form.getByRole('textbox', { name: 'Voimassa alkaen', exact: true }).fill(helsinkiDay(0));
  await form.getByRole('textbox', { name: 'Voimassa asti', exact: true }).fill(helsinkiDay(30));

  // The session ends (its cookies gone, as after a logout elsewhere or a long pause).
  await page.context().clearCookies();
  await form.getByRole('button', { name: 'Luo alennuskoodi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Istunto on päättynyt' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/discount\/create$/);
  await expect(codeBox).toHaveValue(code);
  await expect(amount).toHaveValue('7');
  await closeToasts(page);
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-session-lost');

  // A wrong password is said so, and the dialog stays.
  await dialog.getByRole('textbox', { name: 'Salasana' }).fill('väärä-salasana');
  await dialog.getByRole('button', { name: 'Kirjaudu' }).click();
  await expect(dialog.getByText('Käyttäjätunnus tai salasana on väärin')).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('textbox', { name: 'Salasana' }).fill(e2eAdmin.password);
  await dialog.getByRole('button', { name: 'Kirjaudu' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(codeBox).toHaveValue(code);

  await form.getByRole('button', { name: 'Luo alennuskoodi' }).click();
  await expect(page).toHaveURL(/\/admin\/discount\/list$/, { timeout: 15_000 });
  await expect(page.getByTestId('discount-code').filter({ hasText: code })).toHaveCount(1);
});
