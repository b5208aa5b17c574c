import { expect, test, type Page } from '@playwright/test';
import {
  adminScreenshots,
  closeToasts,
  logIn,
  moveToToday,
  orderIdOf,
  payOrder,
  placeOrder,
} from './admin-fixtures';
import { expectAccessible } from './axe';
import { orderPathFromMail, placeInvoiceOrder } from './order-page-helpers';
import { companyContact } from '#contracts/contact-form.fixture.ts';

// The money apart from the job (issue 24) in the back office, against the real server and
// the Paytrail simulator, at a phone and a desktop width: an invoice job is done, then paid
// in two parts (unpaid -> partly paid -> paid); an online job paid, cancelled and refunded
// in part (refund due -> partly refunded), in English.

test.slow();

const euros = (cents: number) =>
  `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`.replace(/^(\d+)(\d{3}),/, '$1\u00a0$2,');

/**
 * axe with the pointer off the header: closing a toast at 360 px leaves it over the
 * language switch, whose hover colour axe would judge instead of the page's.
 */
async function expectAccessibleHere(page: Page, what: string) {
  await page.mouse.move(180, 600);
  await page.waitForTimeout(200);
  await expectAccessible(page, what);
}

async function stored(page: Page, id: number) {
  const res = await page.request.get(`/api/order/${id}`);
  return (await res.json()) as { total_price_after_discount: number; amount_due: number };
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an invoice job is done, then paid in two parts', async ({ page, request }) => {
      const { reference } = await placeOrder(request, { isBill: true });
      await logIn(page);
      const id = await orderIdOf(page, reference);
      await moveToToday(page, id);
      await page.goto(`/admin/order/edit/${id}`);
      const life = page.getByTestId('order-life');
      const money = page.getByTestId('order-money');
      const badge = money.getByTestId('payment-status');
      await expect(badge).toHaveText('Maksamatta', { timeout: 15_000 });

      await life.getByRole('button', { name: 'Merkitse tehdyksi' }).click();
      const done = page.getByRole('dialog', { name: 'Merkitse tehdyksi' });
      await done.getByRole('button', { name: 'Merkitse tehdyksi' }).click();
      await expect(page.getByText('Merkitty tehdyksi.')).toBeVisible();
      await closeToasts(page);
      await expect(life.getByText('Tehty', { exact: true })).toBeVisible();
      // Done and unpaid: still a payment to record; an invoice has its due date.
      await expect(badge).toHaveText('Maksamatta');
      await expect(money.getByTestId('money-due-date')).toBeVisible();
      const totalCents = Math.round((await stored(page, id)).total_price_after_discount * 100);
      await expect(money.getByTestId('money-due')).toContainText(euros(totalCents));

      // The first part: 40 € of it.
      await money.getByRole('button', { name: 'Kirjaa maksu' }).click();
      let form = page.getByRole('dialog', { name: 'Kirjaa maksu' });
      // The form offers what is due.
      await expect(form.getByLabel('Summa')).toHaveValue(
        `${(totalCents / 100).toFixed(2).replace('.', ',')} €`,
      );
      await form.getByLabel('Summa').fill('40');
      await form.getByLabel('Tapa').selectOption('bank_transfer');
      await form.getByRole('button', { name: 'Kirjaa maksu' }).click();
      await expect(page.getByText('Maksu kirjattu.')).toBeVisible();
      await closeToasts(page);
      await expect(badge).toHaveText('Osittain maksettu');
      await expect(money.getByTestId('money-paid')).toContainText(euros(4000));
      await expect(money.getByTestId('money-due')).toContainText(euros(totalCents - 4000));
      await expectAccessibleHere(page, `partly paid ${width}`);

      // More than is left: the server names the amount, nothing is written.
      await money.getByRole('button', { name: 'Kirjaa maksu' }).click();
      form = page.getByRole('dialog', { name: 'Kirjaa maksu' });
      await form.getByLabel('Summa').fill(String(totalCents / 100));
      await form.getByRole('button', { name: 'Kirjaa maksu' }).click();
      await expect(form.getByText('Summa on suurempi kuin maksamatta oleva osuus')).toBeVisible();
      await closeToasts(page);
      // The rest, by card on site.
      await form.getByLabel('Summa').fill(((totalCents - 4000) / 100).toFixed(2).replace('.', ','));
      await form.getByLabel('Tapa').selectOption('card');
      await form.getByRole('button', { name: 'Kirjaa maksu' }).click();
      await expect(page.getByText('Maksu kirjattu.')).toBeVisible();
      await closeToasts(page);
      await expect(badge).toHaveText('Maksettu');
      await expect(money.getByTestId('money-due')).toContainText(euros(0));
      await expect(money.getByTestId('money-entry')).toHaveCount(2);
      await expect(money.getByRole('button', { name: 'Kirjaa maksu' })).toHaveCount(0);
      // Kept: voided, never deleted.
      await expect(life.getByRole('button', { name: 'Mitätöi' })).toBeVisible();
      await expect(page.getByTestId('order-history').getByText('Maksu kirjattu')).toHaveCount(2);
      await expectAccessibleHere(page, `paid ${width}`);
      if (width === 1280) await adminScreenshots(page, 'admin-money-invoice-paid');

      // The list shows the job's status and the money's state.
      await page.goto(`/admin/order/list?q=${reference}`);
      const row = page.getByRole('row').filter({ hasText: 'Tehty' });
      await expect(row.getByTestId('payment-status')).toHaveText('Maksettu', { timeout: 15_000 });
    });

    test('in English: an online job is paid, cancelled and refunded in part', async ({
      page,
      request,
      baseURL,
    }) => {
      const { reference } = await placeOrder(request);
      await payOrder(request, reference, baseURL!);
      await logIn(page);
      await page.getByRole('banner').getByRole('button', { name: 'In English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dispatch board' })).toBeVisible();
      const id = await orderIdOf(page, reference);
      await page.goto(`/admin/order/edit/${id}`);
      const life = page.getByTestId('order-life');
      const money = page.getByTestId('order-money');
      const badge = money.getByTestId('payment-status');
      await expect(badge).toHaveText('Paid', { timeout: 15_000 });
      await expect(life.getByText('Confirmed', { exact: true })).toBeVisible();
      await expect(money.getByTestId('money-entries')).toContainText('Online payment');

      await life.getByRole('button', { name: 'Cancel order' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel the order' });
      await cancel.getByLabel('Reason').fill('The customer moved away');
      await cancel.getByRole('button', { name: 'Cancel order' }).click();
      await expect(page.getByText('Order cancelled.')).toBeVisible();
      await closeToasts(page);
      await expect(badge).toHaveText('Refund due');
      const totalCents = Math.round((await stored(page, id)).total_price_after_discount * 100);

      await money.getByRole('button', { name: 'Record a refund' }).click();
      const refund = page.getByRole('dialog', { name: 'Record a refund' });
      await refund.getByLabel('Amount').fill('25');
      await refund.getByRole('button', { name: 'Record a refund' }).click();
      await expect(page.getByText('Refund recorded.')).toBeVisible();
      await closeToasts(page);
      await expect(badge).toHaveText('Partly refunded');
      await expect(money.getByTestId('money-paid')).toContainText(
        `€${((totalCents - 2500) / 100).toFixed(2)}`,
      );
      await expect(money.getByTestId('money-entry')).toHaveCount(2);
      await expectAccessibleHere(page, `partly refunded ${width}`);
      if (width === 1280) await adminScreenshots(page, 'admin-money-online-refunded');
    });
  });
}

test("a company's late cancellation: the office sees its charge due, as the cancellation charge", async ({
  page,
  request,
}) => {
  // A company has no withdrawal right: on the first offered day (within 5 business days)
  // the terms' late share is charged (decision 068), and the order owes it (decision 094).
  const email = `late-company-${Date.now()}@example.fi`;
  const { reference } = await placeInvoiceOrder(request, email, 'fi', 0, 4, companyContact);
  const { path } = await orderPathFromMail(email);
  const token = path.split('/').at(-1)!;
  const cancelled = await request.post(`/api/manage/${token}/cancel`, {
    data: { acceptFee: true },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const { cancellation } = (await cancelled.json()) as { cancellation: { chargedCents: number } };
  expect(cancellation.chargedCents).toBeGreaterThan(0);

  await logIn(page);
  const id = await orderIdOf(page, reference);
  await page.goto(`/admin/order/edit/${id}`);
  const money = page.getByTestId('order-money');
  await expect(money.getByTestId('payment-status')).toHaveText('Maksamatta', { timeout: 15_000 });
  await expect(money.getByTestId('money-cancellation-charge')).toContainText(
    `Peruutusmaksu${euros(cancellation.chargedCents)}`,
  );
  await expect(money.getByTestId('money-due')).toContainText(euros(cancellation.chargedCents));
  await expect(money.getByTestId('money-refund-due')).toHaveCount(0);
  // The history says the charge in words and euros, not as stored.
  const charged = euros(cancellation.chargedCents);
  await expect(page.getByTestId('order-history')).toContainText(
    `Peruutusmaksu: 30 % hinnasta (alle 5 arkipäivää ennen työtä) · veloitetaan ${charged} · maksettavaa ${charged}`,
  );
  await expect(page.getByTestId('order-history')).toContainText('Tekijä: asiakas');
  await expectAccessibleHere(page, 'late-cancelled order money');
  await adminScreenshots(page, 'money-late-cancellation');
});
