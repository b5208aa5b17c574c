import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminScreenshots, closeToasts, logIn } from './admin-fixtures';
import { seriousViolations } from './axe';

// The back office's settings against the real server (admin spec sections 2-4, 7): a
// postal area of two Tuusula codes no demo washer serves, picked by typing place names, and
// a washer from the suggestions serving it; a customer is then served there. Other
// journeys run alongside on the demo washers and areas: those are never changed, and what
// this test makes it removes again (also when it fails).

test.slow();

const lahela = '04330';
const nahkela = '04350';

interface Named {
  id: number;
  name: string;
}

/** Removes this run's washer and area through the API (the page's own session). */
async function cleanUp(page: Page, areaName: string, washerName: string) {
  const origin = new URL(page.url()).origin;
  const call = (method: 'get' | 'delete', path: string) =>
    page.request[method](`/api/settings/${path}`, { headers: { origin } });
  const washers = (await (await call('get', 'cleaners')).json()) as Named[];
  for (const w of washers.filter((w) => w.name === washerName)) {
    await call('delete', `cleaner/${w.id}`);
  }
  const areas = (await (await call('get', 'postalareas')).json()) as Named[];
  for (const a of areas.filter((a) => a.name === areaName)) {
    await call('delete', `postalarea/${a.id}`);
  }
}

const isServed = async (request: APIRequestContext, code: string) =>
  (
    (await (await request.get(`/api/calendar/validatePostalcode/${code}`)).json()) as {
      available: boolean;
    }
  ).available;

async function openSettings(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Asetukset' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeVisible();
}

test('add a postal area and a washer serving it, see a customer served, remove both', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const areaName = `Tuusula e2e ${stamp}`;
  const washerName = `Pesijä e2e ${stamp}`;
  await logIn(page);
  try {
    expect(await isServed(page.request, lahela)).toBe(false);
    await openSettings(page);
    // The washer section is the default; the demo washers have calendar rows.
    const sections = page.getByRole('tablist', { name: 'Asetusten osiot' });
    await expect(sections.getByRole('tab', { name: 'Pesijät' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('washer-row').first().getByTestId('calendar-id')).toHaveValue(
      /^#\d+$/,
    );

    // Postal areas: a new row, two codes picked by typing the place names.
    await sections.getByRole('tab', { name: 'Postinumeroalueet' }).click();
    const areasForm = page.getByTestId('postal-areas-form');
    await areasForm.getByRole('button', { name: 'Lisää uusi' }).click();
    const areaRow = areasForm.getByTestId('area-row').last();
    const index = await areasForm.getByTestId('area-row').count();
    await areaRow.getByRole('textbox', { name: `Alueen ${index} nimi` }).fill(areaName);
    const codes = areaRow.getByLabel(`Alueen ${index} postinumerot`);
    // Type a place and pick its code; on a busy machine the list may redraw under the
    // typing, so a pick that did not happen is typed again.
    const pick = (text: string, option: string) =>
      expect(async () => {
        await codes.fill(text);
        await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
    await pick('Lahela', `${lahela} - LAHELA`);
    await pick('nahkela', `${nahkela} - NAHKELA`);
    await expect(areaRow.getByText('2 postinumeroa')).toBeVisible();

    // Unsaved edits survive a trip to the other section.
    await sections.getByRole('tab', { name: 'Pesijät' }).click();
    await sections.getByRole('tab', { name: 'Postinumeroalueet' }).click();
    await expect(areaRow.getByRole('textbox', { name: `Alueen ${index} nimi` })).toHaveValue(
      areaName,
    );
    await expect(page.getByText('Tallentamattomia muutoksia')).toBeVisible();
    await adminScreenshots(page, 'admin-settings-areas');
    await areasForm.getByRole('button', { name: 'Tallenna muutokset' }).click();
    await expect(page.getByText('Postinumeroalueet tallennettu.')).toBeVisible();
    await closeToasts(page);

    // Washers: only from the suggestions; the new area is offered.
    await sections.getByRole('tab', { name: 'Pesijät' }).click();
    const washersForm = page.getByTestId('washers-form');
    const addWasher = washersForm.getByRole('button', { name: 'Lisää uusi' });
    await expect(addWasher).toBeDisabled();
    await washersForm.getByRole('combobox', { name: 'Valitse uusi ylläpitäjä' }).click();
    await page.getByRole('option').first().click();
    await addWasher.click();
    const washerRow = washersForm.getByTestId('washer-row').last();
    const n = await washersForm.getByTestId('washer-row').count();
    await expect(washerRow.getByTestId('calendar-id')).toHaveValue('uusi');
    await washerRow.getByRole('textbox', { name: `Pesijän ${n} nimi` }).fill(washerName);
    await washerRow
      .getByRole('textbox', { name: `Pesijän ${n} osoite` })
      .fill('Hyrylänkatu 1, 04300 Tuusula');
    await washerRow.getByLabel(`Pesijän ${n} postinumeroalueet`).click();
    await page.getByRole('option', { name: areaName }).click();
    await page.keyboard.press('Escape');
    await adminScreenshots(page, 'admin-settings-washers');
    await washersForm.getByRole('button', { name: 'Tallenna Muutokset' }).click();
    await expect(page.getByText('Pesijät tallennettu.')).toBeVisible();
    await expect(washerRow.getByTestId('calendar-id')).toHaveValue(/^#\d+$/);
    await closeToasts(page);

    // A customer in Lahela is now served (the availability cache lags at most a second).
    await expect.poll(() => isServed(page.request, lahela), { timeout: 5_000 }).toBe(true);
    await expect.poll(() => isServed(page.request, nahkela), { timeout: 5_000 }).toBe(true);

    // An area a washer serves cannot be removed: the reason and the washer are named.
    await sections.getByRole('tab', { name: 'Postinumeroalueet' }).click();
    await areaRow.getByRole('button', { name: `Poista alue: ${areaName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Poista' }).click();
    await expect(page.getByText(/Postinumeroalue on pesijöiden käytössä/)).toBeVisible();
    await expect(page.getByText(new RegExp(`Aluetta käyttävät: ${washerName}`))).toBeVisible();
    await closeToasts(page);

    // Remove the washer (its calendar goes too), then the area.
    await sections.getByRole('tab', { name: 'Pesijät' }).click();
    await washerRow.getByRole('button', { name: `Poista pesijä: ${washerName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Poista' }).click();
    await expect(page.getByText('Pesijä poistettu.')).toBeVisible();
    await expect(washersForm.getByTestId('washer-row')).toHaveCount(n - 1);
    await sections.getByRole('tab', { name: 'Postinumeroalueet' }).click();
    await areaRow.getByRole('button', { name: `Poista alue: ${areaName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Poista' }).click();
    await expect(page.getByText('Postinumeroalue poistettu.')).toBeVisible();
    await expect(areasForm.getByTestId('area-row')).toHaveCount(index - 1);
    await expect(page.getByText('Tallentamattomia muutoksia')).toHaveCount(0);
    await expect.poll(() => isServed(page.request, lahela), { timeout: 5_000 }).toBe(false);
  } finally {
    await cleanUp(page, areaName, washerName);
  }
});

test('refuses a nameless area and a duplicate name on the field; accessible in both languages', async ({
  page,
}) => {
  await logIn(page);
  await openSettings(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Postinumeroalueet' }).click();
  const areasForm = page.getByTestId('postal-areas-form');
  await expect(areasForm.getByTestId('area-row').first()).toBeVisible();
  await areasForm.getByRole('button', { name: 'Lisää uusi' }).click();
  await areasForm.getByRole('button', { name: 'Lisää uusi' }).click();
  const rows = areasForm.getByTestId('area-row');
  const count = await rows.count();
  await rows
    .nth(count - 1)
    .getByRole('textbox', { name: `Alueen ${count} nimi` })
    .fill('helsinki');
  await areasForm.getByRole('button', { name: 'Tallenna muutokset' }).click();
  await expect(rows.nth(count - 2).getByText('Pakollinen tieto')).toBeVisible();
  await expect(rows.nth(count - 1).getByText('Nimi on jo käytössä')).toBeVisible();
  await adminScreenshots(page, 'admin-settings-errors');
  expect(await seriousViolations(page)).toEqual([]);
  // Unsaved rows only leave the list: nothing was stored.
  await rows
    .nth(count - 1)
    .getByRole('button', { name: 'Poista alue: helsinki' })
    .click();
  await rows
    .nth(count - 2)
    .getByRole('button', { name: `Poista alue: ${count - 1}` })
    .click();
  await expect(rows).toHaveCount(count - 2);
  await expect(page.getByText('Tallentamattomia muutoksia')).toHaveCount(0);

  // English.
  await page.goto('/admin/settings/');
  await page.getByTestId('language-switch').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Washers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Add new' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Select new maintainer' })).toBeVisible();
  await page.getByTestId('language-switch').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeVisible();
});
