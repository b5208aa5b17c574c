import { expect, test } from '@playwright/test';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { isWorkingDay } from '#domain/calendar/working-days.ts';
import {
  adminScreenshots,
  closeToasts,
  helsinkiDay,
  logIn,
  orderIdOf,
  placeOrder,
} from './admin-fixtures';
import { expectAccessible } from './axe';

// Decision 085: a consumer's job moved by staff into their 14-day withdrawal period. The
// move dialog says the day is within the period and offers to record the customer's
// request to start then (asked by phone, say); recorded, the order no longer lacks it.
test('staff record the request to start within the withdrawal period with a move', async ({
  page,
}) => {
  const periodEnd = addDays(helsinkiDay(0), 14);
  const { reference } = await placeOrder(page.request, {
    isBill: true,
    contact: { early_start: false },
    after: periodEnd,
  });
  await logIn(page);
  const id = await orderIdOf(page, reference);
  await page.goto(`/admin/order/edit/${id}`);
  await page.getByTestId('order-life').getByRole('button', { name: 'Siirrä', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Siirrä työ' });
  const asked = dialog.getByRole('checkbox', {
    name: 'Asiakas pyysi aloittamaan peruuttamisaikana',
  });
  // On its own day, after the period, there is nothing to ask.
  await expect(dialog.getByLabel('Päivä')).toBeVisible();
  await expect(asked).toHaveCount(0);

  // A working day within the period; parallel tests book too, so a taken start is retried.
  let day = addDays(helsinkiDay(0), 3);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  await dialog.getByLabel('Päivä').fill(day);
  await expect(asked).toBeVisible();
  const [year, month, date] = periodEnd.split('-').map(Number);
  await expect(dialog).toContainText(
    new RegExp(`viimeinen päivä \\D*${date}\\.${month}\\.${year}\\)`),
  );
  await asked.check();
  await expectAccessible(page, 'move dialog with the request', { include: '[role="dialog"]' });
  await adminScreenshots(page, 'move-early-start');
  for (const start of ['15:00', '13:00', '11:00', '09:00', '08:00']) {
    await dialog.getByLabel('Aloitusaika').fill(start);
    await dialog.getByRole('button', { name: 'Siirrä', exact: true }).click();
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'hidden' }).then(() => 'moved'),
      dialog
        .getByTestId('slot-taken')
        .waitFor()
        .then(() => 'taken'),
    ]);
    if (outcome === 'moved') break;
  }
  await expect(dialog).toBeHidden();
  await closeToasts(page);
  const order = (await (await page.request.get(`/api/order/${id}`)).json()) as StoredOrder;
  expect(order).toMatchObject({ shipping_day: day, early_start_needed_until: null });
});
