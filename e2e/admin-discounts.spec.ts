import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminScreenshots, closeToasts, logIn } from './admin-fixtures';
import { seriousViolations } from './axe';
import { untilLive } from './live-page';
import { helsinkiDay } from './server-time';

// Real logins (argon2), a customer page beside the back office, axe and screenshots.
test.slow();

/** A customer in a fresh tab (an empty order) types the code into the calculator's box. */
async function customerTries(browser: Browser, code: string) {
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto('/?pc=skip');
  await untilLive(customer);
  await customer.getByLabel('Kampanjakoodi').fill(code);
  return { customer, close: () => context.close() };
}

const row = (page: Page, code: string) =>
  page.getByTestId('discount-row').filter({ has: page.getByText(code, { exact: true }) });

test('create a code, a customer uses it, deactivate it, delete it', async ({ page, browser }) => {
  const code = `E2E${Date.now().toString(36).slice(-6)}`.toUpperCase();
  await logIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Alennuskoodit' }).click();
  await expect(page).toHaveURL(/\/admin\/discount\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alennuskoodit' })).toBeVisible();
  await expect(row(page, 'DEMO10')).toContainText('10 %');

  // Create: the form's own checks first, in Finnish.
  await page.getByRole('link', { name: 'Luo uusi' }).click();
  await expect(page).toHaveURL(/\/admin\/discount\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi alennuskoodi' })).toBeVisible();
  const form = page.getByTestId('discount-form');
  const codeBox = form.getByRole('textbox', { name: 'Koodi', exact: true });
  const amount = form.getByRole('textbox', { name: 'Alennus (%)', exact: true });
  const from = form.getByRole('textbox', { name: 'Voimassa alkaen', exact: true });
  const to = form.getByRole('textbox', { name: 'Voimassa asti', exact: true });
  const create = form.getByRole('button', { name: 'Luo alennuskoodi' });
  await create.click();
  await expect(form.getByText('Pakollinen tieto')).toHaveCount(4);
  await codeBox.fill('ABC');
  await amount.fill('101');
  await from.fill(helsinkiDay(0));
  await to.fill(helsinkiDay(-1));
  await create.click();
  await expect(form.getByText('Koodi on liian lyhyt')).toBeVisible();
  await expect(
    form.getByText('Arvon tulee olla enemmän kuin 0 ja enintään 100', { exact: true }),
  ).toBeVisible();
  await expect(form.getByText('Loppupäivä ei voi olla ennen alkupäivää')).toBeVisible();
  await codeBox.fill('KOLMETOISTA13');
  await amount.fill('12,5');
  await create.click();
  await expect(form.getByText('Koodi saa sisältää enintään 12 merkkiä')).toBeVisible();
  await expect(form.getByText('Arvon tulee olla kokonaisluku')).toBeVisible();
  await adminScreenshots(page, 'admin-discount-create-errors');

  // The server's check: a code that exists in another letter case is named on its field,
  // and the form keeps what was typed.
  await codeBox.fill('demo10');
  await amount.fill('15');
  await form.getByRole('textbox', { name: 'Käyttökertojen raja', exact: true }).fill('10');
  await to.fill(helsinkiDay(60));
  await create.click();
  await expect(form.getByText('Koodi on jo käytössä')).toBeVisible();
  await expect(
    page.getByText(/^Alennuskoodin luonti epäonnistui\. Yritä uudelleen!/),
  ).toBeVisible();
  await expect(amount).toHaveValue('15');
  await closeToasts(page);

  await codeBox.fill(code.toLowerCase());
  await create.click();
  await expect(page).toHaveURL(/\/admin\/discount\/list$/);
  await expect(page.getByText('Alennuskoodi luotu onnistuneesti.')).toBeVisible();
  const created = row(page, code);
  await expect(created.getByTestId('discount-amount')).toHaveText('15 %');
  await expect(created.getByTestId('discount-used')).toHaveText('0 / 10');
  await expect(created.getByTestId('discount-active')).toHaveText('Käytössä');
  // Newest first.
  await expect(page.getByTestId('discount-code').first()).toHaveText(code);

  // Sortable columns: by code, A to Z then Z to A.
  await page.getByTestId('sort-code').click();
  await expect(page.getByRole('columnheader', { name: 'Koodi' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const ascending = await page.getByTestId('discount-code').allTextContents();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'fi')));
  await page.getByTestId('sort-code').click();
  const descending = await page.getByTestId('discount-code').allTextContents();
  expect(descending).toEqual([...ascending].reverse());
  await closeToasts(page);
  await adminScreenshots(page, 'admin-discount-list');

  // A customer's campaign-code box accepts it, in any letter case.
  const first = await customerTries(browser, code.toLowerCase());
  await expect(first.customer.getByTestId('campaign-code-valid')).toContainText(code, {
    timeout: 15_000,
  });
  await first.close();

  // Edit: deactivate (and a rule on the way); the uses are shown, not editable.
  await created.getByRole('link', { name: `Muokkaa: ${code}` }).click();
  await expect(page).toHaveURL(/\/admin\/discount\/edit\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Muokkaa alennuskoodia ${code}` }),
  ).toBeVisible();
  const edit = page.getByTestId('discount-form');
  await expect(edit.getByRole('textbox', { name: 'Koodi', exact: true })).toHaveValue(code);
  await expect(edit.getByTestId('discount-applied')).toHaveText('Käytetty 0 kertaa');
  await edit.getByRole('textbox', { name: 'Alennus (%)', exact: true }).fill('0');
  await edit.getByRole('switch', { name: 'Käytössä' }).uncheck();
  await edit.getByRole('button', { name: 'Tallenna' }).click();
  await expect(edit.getByText('Arvon tulee olla suurempi kuin 0')).toBeVisible();
  await adminScreenshots(page, 'admin-discount-edit');
  await edit.getByRole('textbox', { name: 'Alennus (%)', exact: true }).fill('20');
  await edit.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page).toHaveURL(/\/admin\/discount\/list$/);
  await expect(page.getByText('Alennuskoodi päivitetty onnistuneesti.')).toBeVisible();
  await expect(row(page, code).getByTestId('discount-active')).toHaveText('Pois käytöstä');
  await expect(row(page, code).getByTestId('discount-amount')).toHaveText('20 %');

  // The customer's box refuses the inactive code.
  const second = await customerTries(browser, code);
  await expect(second.customer.getByText('Koodi ei kelpaa. Tarkista kirjoitusasu.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(second.customer.getByTestId('campaign-code-valid')).toHaveCount(0);
  await second.close();

  // Delete: the modal names the code; cancel keeps it, confirm removes it.
  await closeToasts(page);
  await row(page, code)
    .getByRole('button', { name: `Poista: ${code}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Poistetaanko alennuskoodi?' });
  await expect(dialog).toContainText(code);
  await adminScreenshots(page, 'admin-discount-delete');
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, code)).toBeVisible();
  await row(page, code)
    .getByRole('button', { name: `Poista: ${code}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Poista alennuskoodi' }).click();
  await expect(page.getByText('Alennuskoodi poistettu onnistuneesti!')).toBeVisible();
  await expect(row(page, code)).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'DEMO10')).toBeVisible();
  await expect(row(page, code)).toHaveCount(0);
});

test('the discount pages speak English, show an empty list and pass axe', async ({ page }) => {
  const axe = async () => expect(await seriousViolations(page)).toEqual([]);
  await logIn(page);
  await page.getByTestId('language-switch').first().click();
  await page.getByRole('navigation').getByRole('link', { name: 'Discounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await expect(row(page, 'DEMO10').getByTestId('discount-active')).toHaveText('Active');
  await expect(row(page, 'DEMO10').getByTestId('discount-used')).toContainText('/ 100');
  await axe();
  await adminScreenshots(page, 'admin-discount-list-en');

  await row(page, 'DEMO10').getByRole('link', { name: 'Edit: DEMO10' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit discount DEMO10' })).toBeVisible();
  await axe();

  await page.goto('/admin/discount/create');
  const form = page.getByTestId('discount-form');
  await form.getByRole('radio', { name: 'Fixed amount' }).check();
  await form.getByRole('textbox', { name: 'Discount (€)', exact: true }).fill('5,555');
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill('AB');
  await form.getByRole('button', { name: 'Create discount' }).click();
  await expect(form.getByText('Code is too short')).toBeVisible();
  await expect(form.getByText('At most two decimals')).toBeVisible();
  await expect(form.getByText('This information is required')).toHaveCount(2);
  await axe();
  await adminScreenshots(page, 'admin-discount-create-en');

  // An unknown id, and an empty list (the answer stubbed: other tests share the database).
  await page.goto('/admin/discount/edit/999999');
  await expect(page.getByText('Discount code not found.')).toBeVisible();
  await page.route('**/api/discount', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue(),
  );
  await page.goto('/admin/discount/list');
  await expect(page.getByTestId('discounts-empty')).toContainText('No discount codes yet.');
  await page.getByTestId('language-switch').first().click();
});
