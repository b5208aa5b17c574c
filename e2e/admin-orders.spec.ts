import { expect, test } from '@playwright/test';
import { adminScreenshots, closeToasts, logIn, placeOrder } from './admin-fixtures';
import { expectAccessible } from './axe';

// The back office's orders against the real server (admin spec sections 2, 5, 7 and 8):
// find an order placed through the customers' API, edit it, and delete it.

test.slow();

test('find an order, edit its customer and address with the spec checks, and delete it', async ({
  page,
  request,
}) => {
  const { reference } = await placeOrder(request);
  await logIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Tilaukset' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tilaukset' })).toBeVisible();
  // The share over the twelve months up to today by default, any period on choice (issue 24).
  await expect(page.getByTestId('international-share')).toContainText('%');
  await page.getByTestId('share-period').click();
  await page.getByRole('option', { name: 'Viime vuosi' }).click();
  await expect(page.getByTestId('international-share')).toContainText('31.12.');
  await expect(page.getByTestId('order-row').first()).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'list');
  await adminScreenshots(page, 'admin-order-list');

  // Newest first; the reference finds exactly this order.
  await page.getByLabel('Haku').fill(reference);
  // The search reaches the address 300 ms after the last key: wait for it, or its late
  // write wins over the click below while the order page's code loads (a fresh database
  // shows this one order with or without the search).
  await expect(page).toHaveURL(new RegExp(`[?&]q=${reference}`));
  await expect(page.getByTestId('order-row')).toHaveCount(1, { timeout: 10_000 });
  const row = page.getByTestId('order-row');
  await expect(row).toContainText('Matti Meikäläinen');
  await row.getByRole('link', { name: /^Muokkaa tilausta/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Tilaus #\d+$/ })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  // The facts name the washer (not their number).
  const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const stored = (await (await page.request.get(`/api/order/${orderId}`)).json()) as {
    cleanerId: number;
  };
  const washers = (await (await page.request.get('/api/settings/cleaners')).json()) as {
    id: number;
    name: string;
  }[];
  const washerName = washers.find((w) => w.id === stored.cleanerId)!.name;
  await expect(page.getByText(washerName, { exact: true })).toBeVisible();

  // The spec's checks: name and phone required, a complete address.
  const form = page.getByTestId('order-form');
  await form.getByLabel('Puhelinnumero').fill('');
  await form.getByLabel('Postitoimipaikka').fill('');
  await form.getByRole('button', { name: 'Tallenna' }).click();
  await expect(form.getByText('Pakollinen tieto')).toHaveCount(2);
  await expectAccessible(page, 'edit with errors');
  await adminScreenshots(page, 'admin-order-edit-errors');

  await form.getByLabel('Asiakkaan nimi').fill('Maija Meikäläinen');
  await form.getByLabel('Puhelinnumero').fill('050 765 4321');
  await form.getByLabel('Postitoimipaikka').fill('Helsinki');
  await form.getByLabel('Laskutusosoite on eri kuin pesuosoite').check();
  await form.getByRole('textbox', { name: 'Nimi', exact: true }).nth(1).fill('Maija M');
  await form.getByLabel('Katuosoite').nth(1).fill('Laskutie 2');
  await form.getByLabel('Postinumero').nth(1).fill('00200');
  await form.getByLabel('Postitoimipaikka').nth(1).fill('Helsinki');
  await form.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Tilaus tallennettu.')).toBeVisible();
  await closeToasts(page);
  await page.reload();
  await expect(page.getByTestId('order-form').getByLabel('Asiakkaan nimi')).toHaveValue(
    'Maija Meikäläinen',
    { timeout: 15_000 },
  );
  await expect(page.getByTestId('order-form').getByLabel('Katuosoite').nth(1)).toHaveValue(
    'Laskutie 2',
  );

  // Delete asks first, then the order is gone.
  await page.getByRole('link', { name: 'Takaisin tilauksiin' }).click();
  await page.getByLabel('Haku').fill(reference);
  // The search reaches the address 300 ms after the last key: wait for it, or its late
  // write wins over the click below while the order page's code loads (a fresh database
  // shows this one order with or without the search).
  await expect(page).toHaveURL(new RegExp(`[?&]q=${reference}`));
  await expect(page.getByTestId('order-row')).toHaveCount(1, { timeout: 10_000 });
  await page.getByRole('button', { name: /^Poista tilaus/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Poistetaanko tilaus?' });
  await expect(dialog).toContainText('Maija Meikäläinen');
  await dialog.getByRole('button', { name: 'Poista tilaus' }).click();
  await expect(page.getByText('Tilaus poistettu.')).toBeVisible();
  await expect(page.getByText('Ei tilauksia näillä ehdoilla.')).toBeVisible();
  expect((await request.get(`/api/order/payment/${reference}`)).status()).toBe(404);
});
