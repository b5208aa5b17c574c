import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CounterApi } from '#contracts/counter.ts';
import { adminScreenshots, closeToasts, logIn } from './admin-fixtures';
import { chooseEnglish } from './fixtures';
import { seriousViolations } from './axe';

// Real logins (argon2), a customer page beside the back office, axe and screenshots, and
// a form of some 150 fields filled by hand: 70-100 s on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The change is one customers' tests never assert on: the English title of the bathroom
 * glass. It is put back in a finally block, through the API, whatever happens.
 */
const changedWindow = 'Kylpyhuoneen lasiseinä';
const changedTitle = 'Bathroom glass wall (e2e)';

/** The configuration with its version (`updated_at`, decision 047). */
async function counterVersion(request: APIRequestContext): Promise<CounterApi> {
  const res = await request.get('/api/counter/9999');
  expect(res.status()).toBe(200);
  return (await res.json()) as CounterApi;
}

/** The configuration without its version: what the tests compare. */
async function counter(request: APIRequestContext): Promise<CounterApi> {
  const { updated_at: _version, ...config } = await counterVersion(request);
  return config;
}

/** Saves `config` as it is (a version in it is checked; without one it overwrites). */
async function putCounter(page: Page, config: CounterApi) {
  const { translate: _translate, ...body } = config;
  const origin = new URL(page.url()).origin;
  return page.request.put('/api/counter/1', { data: body, headers: { origin } });
}

async function putBack(page: Page, original: CounterApi) {
  const { translate: _translate, updated_at: _version, ...body } = original;
  const origin = new URL(page.url()).origin;
  const res = await page.request.put('/api/counter/1', { data: body, headers: { origin } });
  expect(res.status()).toBe(200);
}

const windowRow = (page: Page, title: string) =>
  page
    .getByTestId('window-row')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`: ${title}$`) }) });

test('the list, the placeholder, the form checks; a change reaches the calculator at once', async ({
  page,
  browser,
}) => {
  await logIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Hinnoittelu' }).click();
  await expect(page).toHaveURL(/\/admin\/counter\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hinnoittelu' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Hintakonfiguraatiot' });
  await expect(list.getByRole('row')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-counter-list');

  await page.goto('/admin/counter/create');
  await expect(page.getByText('Sivustolla on yksi hintakonfiguraatio')).toBeVisible();
  await page.getByRole('link', { name: 'Muokkaa hintoja' }).click();
  await expect(page).toHaveURL(/\/admin\/counter\/edit\/1$/);

  // The form: every section, loaded from configuration 8888 (the address says 1).
  const form = page.getByTestId('counter-form');
  await expect(form).toBeVisible({ timeout: 15_000 });
  for (const section of [
    'Hinnat ja rajat',
    'Ikkunat',
    'Parveke',
    'Terassi',
    'Korkeat ikkunat',
    'Muut',
    'Pesuajat',
    'Kirjanpidon tuotenumerot',
  ]) {
    await expect(form.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  const original = await counter(page.request);
  const basePrice = form.getByRole('textbox', { name: 'Perushinta', exact: true });
  await expect(basePrice).toHaveValue(String(original.base_price));
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-counter-edit');

  // The shared schema's messages, before anything is sent.
  const minimum = form.getByRole('textbox', { name: 'Vähimmäishinta', exact: true });
  const percent = form.getByRole('textbox', { name: 'Vuosisopimuksen alennus', exact: true });
  const balcony = form.getByRole('textbox', { name: 'Parvekelasi', exact: true }).first();
  const firstRow = page.getByTestId('window-row').first();
  await basePrice.fill('0');
  await minimum.fill('abc');
  await percent.fill('100');
  await balcony.fill('');
  await firstRow.getByRole('textbox', { name: 'Otsikko', exact: true }).fill('');
  await firstRow.getByRole('textbox', { name: 'Otsikko englanniksi', exact: true }).fill('');
  await form.getByRole('button', { name: 'Tallenna muutokset' }).click();
  await expect(form.getByText('Oltava enemmän kuin 0e')).toBeVisible();
  await expect(form.getByText('Arvon tulee olla numero')).toBeVisible();
  await expect(
    form.getByText('Arvon tulee olla enemmän kuin 0 ja vähemmän kuin 100'),
  ).toBeVisible();
  await expect(form.getByText('Pakollinen tieto', { exact: true })).toBeVisible();
  await expect(firstRow.getByText('Otsikko on pakollinen tieto')).toBeVisible();
  await expect(firstRow.getByText('Title is required')).toBeVisible();
  await expect(basePrice).toBeFocused();
  await adminScreenshots(page, 'admin-counter-errors');

  // An image that is not one of the four kinds is refused where it was chosen.
  await page.reload();
  await expect(form).toBeVisible({ timeout: 15_000 });
  const row = windowRow(page, changedWindow);
  await row.locator('input[type=file]').setInputFiles({
    name: 'kuva.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00'),
  });
  await expect(row.getByText('Kuvan tulee olla PNG-, JPEG-, SVG- tai WebP-kuva')).toBeVisible();
  // A row added and removed again leaves the list as it was.
  const rows = page.getByTestId('window-row');
  const count = await rows.count();
  await form.getByRole('button', { name: 'Lisää ikkuna' }).click();
  await expect(rows).toHaveCount(count + 1);
  await form.getByRole('button', { name: `Poista ikkuna ${count + 1}` }).click();
  await expect(rows).toHaveCount(count);
  await page.reload();
  await expect(form).toBeVisible({ timeout: 15_000 });

  try {
    // A change customers' tests never assert on, saved and seen at once.
    const titleEng = windowRow(page, changedWindow).getByRole('textbox', {
      name: 'Otsikko englanniksi',
      exact: true,
    });
    await titleEng.fill(changedTitle);
    await form.getByRole('button', { name: 'Tallenna muutokset' }).click();
    // The whole configuration is saved in one transaction while customer journeys order
    // beside it: on a busy 2-core machine with PostgreSQL that took over 5 s.
    await expect(page.getByText('Hinnoittelu päivitetty onnistuneesti.')).toBeVisible({
      timeout: 20_000,
    });
    const saved = await counter(page.request);
    const changed = saved.windows.find((w) => w.title === changedWindow);
    expect(changed?.title_eng).toBe(changedTitle);
    // Nothing else moved: the same rows (ids kept), the same prices.
    expect({ ...saved, windows: saved.windows.map((w) => ({ ...w, title_eng: '' })) }).toEqual({
      ...original,
      windows: original.windows.map((w) => ({ ...w, title_eng: '' })),
    });

    const context = await browser.newContext();
    try {
      await chooseEnglish(context);
      const customer = await context.newPage();
      await customer.goto('/?pc=skip');
      await expect(customer.getByText(changedTitle).first()).toBeAttached({ timeout: 15_000 });
    } finally {
      await context.close();
    }

    // Someone else saves meanwhile (decision 047): the stale save is refused, says who and
    // when, and Reload shows their version.
    await closeToasts(page);
    const theirs = await counterVersion(page.request);
    const theirTitle = `${changedTitle} 2`;
    const other = await putCounter(page, {
      ...theirs,
      windows: theirs.windows.map((w) =>
        w.title === changedWindow ? { ...w, title_eng: theirTitle } : w,
      ),
    });
    expect(other.status()).toBe(200);
    await titleEng.fill(`${changedTitle} 3`);
    await form.getByRole('button', { name: 'Tallenna muutokset' }).click();
    const stale = page.getByTestId('stale-save');
    await expect(stale).toContainText('Ylläpitäjä tallensi hinnoittelun välillä', {
      timeout: 20_000,
    });
    expect(await seriousViolations(page)).toEqual([]);
    await adminScreenshots(page, 'admin-counter-stale');
    expect((await counter(page.request)).windows.find((w) => w.title === changedWindow)).toEqual(
      expect.objectContaining({ title_eng: theirTitle }),
    );
    await stale.getByRole('button', { name: 'Lataa uudelleen' }).click();
    await expect(titleEng).toHaveValue(theirTitle);
    await expect(stale).toBeHidden();
    await titleEng.fill(`${changedTitle} 3`);
    await form.getByRole('button', { name: 'Tallenna muutokset' }).click();
    await expect(page.getByText('Hinnoittelu päivitetty onnistuneesti.')).toBeVisible({
      timeout: 20_000,
    });
  } finally {
    await putBack(page, original);
  }
  expect(await counter(page.request)).toEqual(original);
  await closeToasts(page);
});

test('in English: the list and the form speak English, a wrong address says not found', async ({
  page,
}) => {
  await logIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'In English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch board' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Counter config' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Counter config' })).toBeVisible();
  await page.goto('/admin/counter/edit/0');
  const form = page.getByTestId('counter-form');
  await expect(form).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('heading', { level: 2, name: 'Prices and limits' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Base price', exact: true }).fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('This information is required')).toBeVisible();
  await page.goto('/admin/counter/edit/2');
  await expect(page.getByText('Price configuration not found.')).toBeVisible();
});
