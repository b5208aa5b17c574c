import { expect, type Page } from '@playwright/test';
import { instantToWallClock } from '#web/features/admin-notifications/lib/helsinki-wall-clock.ts';
import { adminScreenshots, closeToasts, logIn } from './admin-fixtures';
import { seriousViolations } from './axe';
import { test } from './live-page';
import { serverNow } from './server-time';

// Real logins (argon2), the landing page, accessibility scans and screenshots.
test.slow();

const day = 24 * 60 * 60 * 1000;
/** A datetime-local value on the Helsinki clock, `offsetMs` from the server's now. */
const helsinki = (offsetMs: number) =>
  instantToWallClock(new Date(serverNow().getTime() + offsetMs).toISOString());

/**
 * Other browser tests look at the landing page at the same time: a notification of this
 * test shows there only while the test needs it, and goes in `finally` whatever happens.
 */
async function deleteLeftovers(page: Page, message: string) {
  const origin = new URL(page.url()).origin;
  const list = await page.request.get('/api/notification/list');
  if (!list.ok()) return;
  for (const n of (await list.json()) as { id: number; message: string }[]) {
    if (n.message === message) {
      await page.request.delete(`/api/notification/${n.id}`, { headers: { origin } });
    }
  }
}

const banners = (page: Page) => page.getByRole('region', { name: 'Tiedotteet' }).getByRole('alert');

/**
 * Holds the page's `method` requests to `url` until the returned release is called, so a
 * state shown while they are on their way ('Luodaan...', 'Ladataan..') is seen however slow
 * the machine is (a fixed delay could pass before the check looked). After the release the
 * route lets every request through (removing it while a held request is let go would make
 * Playwright answer that request twice).
 */
async function holdRequests(page: Page, url: string, method: 'GET' | 'POST') {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === method) await released;
    await route.continue();
  });
  return release;
}

test('create a banner with a popup, see it on the landing page, end it, delete it', async ({
  page,
}) => {
  const message = `E2E-tiedote ${Date.now()}: huoltokatko`;
  await logIn(page);
  try {
    await page.getByRole('navigation').getByRole('link', { name: 'Tiedotteet' }).click();
    await expect(page).toHaveURL(/\/admin\/notification\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiedotteet' })).toBeVisible();
    await expect(page.getByTestId('notification-row').first()).toBeVisible();
    await adminScreenshots(page, 'admin-notification-list');

    // Create: the shared schema's checks first, in Finnish.
    await page.getByRole('link', { name: 'Luo uusi' }).click();
    await expect(page).toHaveURL(/\/admin\/notification\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Luo uusi tiedote' })).toBeVisible();
    const form = page.getByTestId('notification-form');
    const start = form.getByLabel('Näkyy alkaen');
    const stop = form.getByLabel('Näkyy asti');
    await start.fill('');
    await form.getByRole('button', { name: 'Luo tiedote' }).click();
    await expect(form.getByText('Pakollinen tieto')).toHaveCount(3);
    await form.getByRole('textbox', { name: 'Viesti', exact: true }).fill(message);
    await start.fill(helsinki(-2 * day));
    await stop.fill(helsinki(-3 * day));
    await form.getByRole('button', { name: 'Luo tiedote' }).click();
    await expect(form.getByText('Päättymisajan tulee olla alkamisajan jälkeen')).toBeVisible();
    await expect(form.getByText('Pakollinen tieto')).toHaveCount(0);
    await adminScreenshots(page, 'admin-notification-create-errors');

    // A popup text with a link and attempts to run script; the preview sanitises live.
    await form.getByLabel('Tyyppi').selectOption({ label: 'Kiireellinen' });
    await form
      .getByRole('textbox', { name: 'Lisätiedot (ponnahdusikkuna)' })
      .fill(
        '<p>Katko koskee <strong>verkkotilauksia</strong>. ' +
          '<a href="https://example.fi/katko">Lue tiedote</a></p>' +
          '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>' +
          '<a href="javascript:window.pwned=3">vaarallinen</a>',
      );
    const preview = form.getByTestId('extra-info-preview');
    await expect(preview.getByRole('link', { name: 'Lue tiedote' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(await preview.innerHTML()).not.toMatch(/onerror|<script|javascript:|<img/);
    await stop.fill(helsinki(2 * day));
    // Saving waits until the button's 'Creating...' has been seen.
    const releaseSave = await holdRequests(page, '**/api/notification', 'POST');
    await form.getByRole('button', { name: 'Luo tiedote' }).click();
    await expect(form.getByRole('button', { name: 'Luodaan...' })).toBeVisible();
    releaseSave();
    await expect(page).toHaveURL(/\/admin\/notification\/list$/);
    await expect(page.getByText('Tiedote luotu onnistuneesti.')).toBeVisible();
    const row = page.getByTestId('notification-row').filter({ hasText: message });
    await expect(row).toContainText('Kiireellinen');
    await expect(row).toContainText('Näkyy nyt');
    await expect(row).toContainText('Lisätiedot');
    const id = await row.getAttribute('data-id');

    // The customer's landing page shows it, its popup without any script.
    await page.goto('/?pc=skip');
    const banner = banners(page).filter({ hasText: message });
    await expect(banner).toHaveAttribute('data-type', 'URGENT');
    await banner.getByRole('button', { name: 'Lue lisää' }).click();
    const popup = page.getByRole('dialog', { name: 'Tiedote' });
    await expect(popup.getByRole('link', { name: 'Lue tiedote' })).toHaveAttribute(
      'href',
      'https://example.fi/katko',
    );
    await expect(popup.getByTestId('extra-info-html')).toHaveText(
      'Katko koskee verkkotilauksia. Lue tiedotevaarallinen',
    );
    expect(await popup.getByTestId('extra-info-html').innerHTML()).not.toMatch(
      /onerror|<script|javascript:|<img/,
    );
    expect(await page.evaluate('window.pwned')).toBeUndefined();
    await popup.getByRole('button', { name: 'Sulje', exact: true }).click();

    // Edit: 'Loading..' while loading, the stored text is the sanitised one; end it yesterday.
    const releaseLoad = await holdRequests(page, `**/api/notification/${id}`, 'GET');
    await page.goto('/admin/notification/list');
    await page.getByRole('link', { name: `Muokkaa tiedotetta #${id}` }).click();
    await expect(page.getByText('Ladataan..')).toBeVisible();
    releaseLoad();
    await expect(
      page.getByRole('heading', { level: 1, name: `Muokkaa tiedotetta #${id}` }),
    ).toBeVisible();
    const edit = page.getByTestId('notification-form');
    const extra = edit.getByRole('textbox', { name: 'Lisätiedot (ponnahdusikkuna)' });
    await expect(extra).toHaveValue(/target="_blank" rel="noopener noreferrer">Lue tiedote<\/a>/);
    expect(await extra.inputValue()).not.toMatch(/onerror|<script|javascript:|<img/);
    await edit.getByRole('textbox', { name: 'Viesti', exact: true }).fill('');
    await edit.getByRole('button', { name: 'Tallenna' }).click();
    await expect(edit.getByText('Pakollinen tieto')).toBeVisible();
    await adminScreenshots(page, 'admin-notification-edit');
    await edit.getByRole('textbox', { name: 'Viesti', exact: true }).fill(message);
    await edit.getByLabel('Näkyy alkaen').fill(helsinki(-3 * day));
    await edit.getByLabel('Näkyy asti').fill(helsinki(-day));
    await edit.getByRole('button', { name: 'Tallenna' }).click();
    await expect(page).toHaveURL(/\/admin\/notification\/list$/);
    await expect(page.getByText('Tiedote päivitetty onnistuneesti.')).toBeVisible();
    await expect(row).toContainText('Päättynyt');

    // Gone from the landing page (the demo banner stays).
    await page.goto('/?pc=skip');
    await expect(banners(page).filter({ hasText: 'verkkokaupan tilauksista' })).toBeVisible();
    await expect(banners(page).filter({ hasText: message })).toHaveCount(0);

    // Delete: the modal names the notification; cancel keeps it, confirm removes it.
    await page.goto('/admin/notification/list');
    await closeToasts(page);
    await row.getByRole('button', { name: `Poista tiedote #${id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Poistetaanko tiedote?' });
    await expect(dialog).toContainText(message);
    await adminScreenshots(page, 'admin-notification-delete');
    await dialog.getByRole('button', { name: 'Peruuta' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Poista tiedote #${id}` }).click();
    await dialog.getByRole('button', { name: 'Poista tiedote' }).click();
    await expect(page.getByText('Tiedote poistettu onnistuneesti!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('notification-row').first()).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await deleteLeftovers(page, message);
  }
});

test('the notification pages speak English, show an empty list and pass an accessibility check', async ({
  page,
}) => {
  await logIn(page);
  await page.getByTestId('language-switch').first().click();
  try {
    await page.getByRole('navigation').getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notification-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Create new' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create New Notification' }),
    ).toBeVisible();
    const form = page.getByTestId('notification-form');
    await form.getByRole('textbox', { name: 'More information (popup)' }).fill('<p>Hello</p>');
    await form.getByRole('button', { name: 'Create notification' }).click();
    await expect(form.getByText('This information is required')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await adminScreenshots(page, 'admin-notification-create-en');

    // The edit page of the demo notification.
    await page.goto('/admin/notification/list');
    await page
      .getByRole('link', { name: /^Edit notification #\d+$/ })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Edit Notifications #\d+$/ }),
    ).toBeVisible();
    await expect(page.getByTestId('notification-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // An unknown id.
    await page.goto('/admin/notification/edit/999999');
    await expect(page.getByText('Notification not found.')).toBeVisible();

    // With no notifications the list says so.
    await page.route('**/api/notification/list', (route) => route.fulfill({ json: [] }));
    await page.goto('/admin/notification/list');
    await expect(page.getByTestId('notifications-empty')).toContainText('No notifications.');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await page.getByTestId('language-switch').first().click();
  }
});

test('a banner in English for English visitors; one without English shows its Finnish text', async ({
  page,
}) => {
  const message = `E2E-tiedote ${Date.now()}: kielet`;
  const english = `E2E notice ${Date.now()}: languages`;
  await logIn(page);
  try {
    await page.goto('/admin/notification/create');
    const form = page.getByTestId('notification-form');
    await form.getByRole('textbox', { name: 'Viesti', exact: true }).fill(message);
    const inEnglish = form.getByTestId('notification-english');
    await inEnglish.getByRole('textbox', { name: 'Viesti englanniksi' }).fill(english);
    await inEnglish
      .getByRole('textbox', { name: 'Lisätiedot englanniksi (ponnahdusikkuna)' })
      .fill('<p>The break concerns <strong>web orders</strong>.</p>');
    await expect(inEnglish.getByTestId('extra-info-preview-en')).toHaveText(
      'The break concerns web orders.',
    );
    await form
      .getByRole('textbox', { name: 'Lisätiedot (ponnahdusikkuna)', exact: true })
      .fill('<p>Katko koskee verkkotilauksia.</p>');
    await form.getByLabel('Näkyy asti').fill(helsinki(2 * day));
    expect(await seriousViolations(page)).toEqual([]);
    await adminScreenshots(page, 'admin-notification-create-english');
    await form.getByRole('button', { name: 'Luo tiedote' }).click();
    await expect(page).toHaveURL(/\/admin\/notification\/list$/);

    // The English landing page: the English texts, said as English; the Finnish page: Finnish.
    await page.goto('/en?pc=skip');
    const englishBanners = page.getByRole('region', { name: 'Announcements' }).getByRole('alert');
    const banner = englishBanners.filter({ hasText: english });
    await expect(banner.locator('[lang="en"]')).toHaveText(english);
    await banner.getByRole('button', { name: 'Read more' }).click();
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await expect(popup.getByTestId('extra-info-html')).toHaveText('The break concerns web orders.');
    await popup.getByRole('button', { name: 'Close', exact: true }).click();
    // The demo banner has its English text too (the seed's).
    await expect(englishBanners.filter({ hasText: '€30 off every web shop order' })).toBeVisible();
    await page.getByTestId('language-switch-fi').click();
    await expect(page).toHaveURL(/\/\?pc=skip$/);
    await expect(banners(page).filter({ hasText: message }).locator('[lang="fi"]')).toHaveText(
      message,
    );

    // Without its English texts the English page shows the Finnish ones, marked Finnish.
    await page.goto('/admin/notification/list');
    const row = page.getByTestId('notification-row').filter({ hasText: message });
    const id = await row.getAttribute('data-id');
    await page.goto(`/admin/notification/edit/${id}`);
    const edit = page.getByTestId('notification-form');
    await expect(edit.getByRole('textbox', { name: 'Viesti englanniksi' })).toHaveValue(english);
    await edit.getByRole('textbox', { name: 'Viesti englanniksi' }).fill('');
    await edit.getByRole('textbox', { name: 'Lisätiedot englanniksi (ponnahdusikkuna)' }).fill('');
    await edit.getByRole('button', { name: 'Tallenna' }).click();
    await expect(page).toHaveURL(/\/admin\/notification\/list$/);
    await page.goto('/en?pc=skip');
    const fallback = englishBanners.filter({ hasText: message });
    await expect(fallback.locator('[lang="fi"]')).toHaveText(message);
    await fallback.getByRole('button', { name: 'Read more' }).click();
    await expect(popup.getByTestId('extra-info-html')).toHaveText('Katko koskee verkkotilauksia.');
  } finally {
    await deleteLeftovers(page, message);
  }
});
