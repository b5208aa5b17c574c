import { expect, test } from '@playwright/test';
import {
  adminScreenshots,
  closeToasts,
  logIn,
  moveToToday,
  orderIdOf,
  payOrder,
  placeOrder,
} from './admin-fixtures';
import { expectAccessibleAtWidths } from './axe';

// The order's life in the back office (issue 14, decision 045) against the real server and
// the Paytrail simulator: cancel a paid order (a refund due) and record the refund;
// move an order (and a move onto a taken time refused); mark one done; the history.

test.slow();

test('cancels a paid order, flagged for refund, records the refund, and shows it all in the history', async ({
  page,
  request,
  baseURL,
}) => {
  const { reference } = await placeOrder(request, { contact: { message: 'Ovikoodi A 1234' } });
  await payOrder(request, reference, baseURL!);
  await logIn(page);
  const id = await orderIdOf(page, reference);
  await page.goto(`/admin/order/edit/${id}`);
  const life = page.getByTestId('order-life');
  const money = page.getByTestId('order-money');
  // The job is scheduled; its money is paid (issue 24: two things).
  await expect(life.getByText('Vahvistettu', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(money.getByTestId('payment-status')).toHaveText('Maksettu');
  await expect(page.getByTestId('address-note')).toContainText('Ovikoodi A 1234');
  await expect(life.getByRole('button', { name: 'Merkitse tehdyksi' })).toBeVisible();
  await expect(money.getByRole('button', { name: 'Kirjaa maksu' })).toHaveCount(0);
  await expectAccessibleAtWidths(page, 'paid order');
  await adminScreenshots(page, 'admin-order-life-paid');

  await life.getByRole('button', { name: 'Peru tilaus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Peru tilaus' });
  await expect(dialog.getByLabel('Kerro asiakkaalle sähköpostilla')).toBeChecked();
  await dialog.getByRole('button', { name: 'Peru tilaus' }).click();
  await expect(dialog.getByText('Pakollinen tieto')).toBeVisible();
  await dialog.getByLabel('Syy').fill('Asiakas perui puhelimessa');
  await dialog.getByRole('button', { name: 'Peru tilaus' }).click();
  await expect(page.getByText('Tilaus peruttu.')).toBeVisible();
  await closeToasts(page);
  await expect(life.getByText('Peruttu', { exact: true })).toBeVisible();
  await expect(page.getByTestId('refund-due')).toBeVisible();
  await expect(page.getByTestId('cancelled-info')).toContainText('Asiakas perui puhelimessa');
  const history = page.getByTestId('order-history');
  await expect(history.getByText('Merkitty palautettavaksi')).toBeVisible();
  await expect(history.getByText('Maksettu verkossa')).toBeVisible();
  await expectAccessibleAtWidths(page, 'cancelled order');
  await adminScreenshots(page, 'admin-order-life-cancelled');

  // The whole refund: the form offers what is due back.
  await money.getByRole('button', { name: 'Kirjaa hyvitys' }).click();
  const refund = page.getByRole('dialog', { name: 'Kirjaa hyvitys' });
  await refund.getByLabel('Huomautus (vapaaehtoinen)').fill('Palautettu Paytrailissa');
  await refund.getByRole('button', { name: 'Kirjaa hyvitys' }).click();
  await expect(page.getByText('Hyvitys kirjattu.')).toBeVisible();
  await expect(page.getByTestId('refund-due')).toHaveCount(0);
  await expect(money.getByTestId('payment-status')).toHaveText('Palautettu');
  await expect(page.getByTestId('refunded-info')).toBeVisible();
  await expect(history.getByText('Hyvitys kirjattu', { exact: true })).toBeVisible();
  // Money moved: the order is kept, and may only be voided.
  await expect(life.getByRole('button')).toHaveText(['Mitätöi']);
});

test('in English: moves an order, refuses a taken time, marks one done, and shows the history', async ({
  page,
  request,
}) => {
  const first = await placeOrder(request, { isBill: true });
  const second = await placeOrder(request, { isBill: true });
  await logIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'In English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch board' })).toBeVisible();
  const firstId = await orderIdOf(page, first.reference);
  const secondId = await orderIdOf(page, second.reference);

  // A far day (past the customers' three months): the staff's override.
  const day = '2027-08-17';
  for (const [id, isTaken] of [
    [firstId, false],
    [secondId, true],
  ] as const) {
    await page.goto(`/admin/order/edit/${id}`);
    const life = page.getByTestId('order-life');
    await expect(life.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 15_000 });
    const washer = await page.request.get(`/api/order/${firstId}`);
    const cleanerId = ((await washer.json()) as { cleanerId: number }).cleanerId;
    await life.getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move the job' });
    await dialog.getByLabel('Washer').selectOption(String(cleanerId));
    await dialog.getByLabel('Day').fill(day);
    await dialog.getByLabel('Start time').fill('12:00');
    await expect(dialog.getByLabel('Tell the customer by e-mail')).toBeChecked();
    await dialog.getByRole('button', { name: 'Move' }).click();
    if (isTaken) {
      await expect(dialog.getByTestId('slot-taken')).toBeVisible();
      await expectAccessibleAtWidths(page, 'slot taken');
      await adminScreenshots(page, 'admin-order-life-slot-taken');
      await dialog.getByRole('button', { name: 'Close' }).last().click();
    } else {
      await expect(page.getByText('Job moved.')).toBeVisible();
      await closeToasts(page);
      await expect(
        page.getByTestId('order-history').getByText('Moved', { exact: true }),
      ).toBeVisible();
    }
  }

  await page.goto(`/admin/order/edit/${firstId}`);
  const life = page.getByTestId('order-life');
  await expect(life.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 15_000 });
  // Not before the job's day (issue 23): the far day's job cannot be marked done yet.
  await life.getByRole('button', { name: 'Mark done' }).click();
  const early = page.getByRole('dialog', { name: 'Mark done' });
  await early.getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByText("The job's day has not come yet")).toBeVisible();
  await closeToasts(page);
  await page.keyboard.press('Escape');
  await expect(early).toHaveCount(0);
  // Moved to today (the staff's override, at the first free start), it can.
  await moveToToday(page, firstId);
  await page.reload();
  await expect(life.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await life.getByRole('button', { name: 'Mark done' }).click();
  const done = page.getByRole('dialog', { name: 'Mark done' });
  await done.getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByText('Marked done.')).toBeVisible();
  await closeToasts(page);
  await expect(life.getByText('Done', { exact: true })).toBeVisible();
  const history = page.getByTestId('order-history');
  await expect(history.getByText('Created', { exact: true })).toBeVisible();
  await expect(history.getByText('Done', { exact: true })).toBeVisible();
  await expect(history.getByText(/Day: .* → 2027-08-17/)).toBeVisible();
  await expectAccessibleAtWidths(page, 'done order');
  await adminScreenshots(page, 'admin-order-life-done');
});
