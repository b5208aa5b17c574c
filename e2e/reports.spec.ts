import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { addDays, isoWeekday } from '#domain/calendar/local-date.ts';
import { adminScreenshots, closeToasts, logIn, orderIdOf, placeOrder } from './admin-fixtures';
import { seriousViolations } from './axe';
import { helsinkiDay, helsinkiOffset } from './server-time';

// The money pages against the real server (issue 24 points 2, 5 and 6): open invoices with
// their sum, a payment recorded from the list in two parts (the row leaves), a reminder; the
// report's figures for orders this test made, by a hand calculation; the CSV parsed back.
//
// Parallel journeys book, finish and pay orders too, so the figures are read where only
// this test's orders are: a job day about ten weeks ahead (a Thursday no other spec uses)
// and a payment day in the past (staff may record a payment of any earlier day).

test.slow();

interface Order {
  id: number;
  order_number: string;
  cleanerId: number;
  washing_time: number;
  total_price_after_discount: number;
  amount_due: number;
}

/** A Thursday about ten weeks from today (Helsinki). */
function reportDay(): string {
  let day = addDays(helsinkiDay(0), 70);
  while (isoWeekday(day) !== 4) day = addDays(day, 1);
  return day;
}
const paidOn = '2025-06-11';

/** Moves the order to the day, at the washer's first free start. */
async function moveTo(page: Page, id: number, day: string) {
  const order = (await (await page.request.get(`/api/order/${id}`)).json()) as Order;
  for (let hour = 8; hour < 16; hour++) {
    const start = `${day}T${String(hour).padStart(2, '0')}:00:00${helsinkiOffset(day)}`;
    const res = await page.request.post(`/api/order/${id}/reschedule`, {
      data: { cleanerId: order.cleanerId, start, notifyCustomer: false },
      headers: { origin: new URL(page.url()).origin },
    });
    if (res.ok()) return (await res.json()) as Order;
  }
  throw new Error(`order ${id}: no free start on ${day}`);
}

const revenue = async (request: APIRequestContext, from: string, to: string, by = 'month') => {
  const res = await request.get(`/api/reports/revenue?from=${from}&to=${to}&by=${by}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    rows: { key: string; label: string; jobs: number; hoursBooked: number }[];
    totals: Record<string, number>;
  };
};

/** '1 234,50 €' / '€1,234.50' back to euros. */
const euros = (text: string) =>
  Number(
    text
      .replace(/[^\d,.−-]/g, '')
      .replace(/[.,](?=\d{3}\b)/g, '')
      .replace(',', '.')
      .replace('−', '-'),
  );
const fiEuros = (value: number) =>
  `${value
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0€`;
const dmy = (day: string) => day.split('-').reverse().join('.');
/** 'YYYY-MM-DD' as the Finnish page writes it: '3.2.2027'. */
const fiDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}.${m}.${y}`;
};

test('open invoices: the sum, a payment in two parts, a reminder; the report by hand; the CSV', async ({
  page,
  request,
}) => {
  const day = reportDay();
  await logIn(page);
  const placed = [
    await placeOrder(request, { isBill: true }),
    await placeOrder(request, { isBill: true }),
  ];
  const ids = await Promise.all(placed.map((p) => orderIdOf(page, p.reference)));
  const [a, b] = [await moveTo(page, ids[0]!, day), await moveTo(page, ids[1]!, day)];

  // Open invoices (Finnish): both rows, what they owe, the sum at the foot.
  await page.getByRole('navigation').getByRole('link', { name: 'Avoimet laskut' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avoimet laskut' })).toBeVisible();
  const rowOf = (o: Order) =>
    page.getByTestId('receivable-row').filter({ hasText: o.order_number });
  for (const o of [a, b]) {
    await expect(rowOf(o)).toContainText(fiEuros(o.total_price_after_discount));
    await expect(rowOf(o)).toContainText(fiDay(addDays(day, 14)));
    await expect(rowOf(o)).toContainText('Ei erääntynyt');
  }
  const dues = await page.getByTestId('receivable-due').allTextContents();
  const total = euros(await page.getByTestId('receivables-total').innerText());
  expect(total).toBeCloseTo(
    dues.map(euros).reduce((s, v) => s + v, 0),
    2,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-receivables');

  // A payment in two parts from the list: the amount starts as what is due.
  const part = 40;
  const rest = Math.round((a.total_price_after_discount - part) * 100) / 100;
  for (const [amount, left] of [
    [part, rest],
    [rest, 0],
  ] as const) {
    await page.getByRole('button', { name: `Kirjaa maksu tilaukselle ${a.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirjaa maksu' });
    const field = dialog.getByRole('textbox', { name: 'Summa' });
    await expect(field).toHaveValue(
      (left === 0 ? rest : a.total_price_after_discount).toFixed(2).replace('.', ','),
    );
    await field.fill(String(amount).replace('.', ','));
    await dialog.getByLabel('Maksupäivä').fill(paidOn);
    if (left > 0) expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Kirjaa maksu' }).click();
    await expect(page.getByText(`Maksu kirjattu tilaukselle ${a.order_number}.`)).toBeVisible();
    await closeToasts(page);
    if (left > 0) await expect(rowOf(a)).toContainText(fiEuros(left));
  }
  await expect(rowOf(a)).toHaveCount(0);
  await expect(rowOf(b)).toHaveCount(1);

  // A reminder asks first.
  await page
    .getByRole('button', { name: `Lähetä maksumuistutus tilauksesta ${b.order_number}` })
    .click();
  const ask = page.getByRole('dialog', { name: 'Lähetetäänkö maksumuistutus?' });
  await expect(ask).toContainText(b.order_number);
  await ask.getByRole('button', { name: 'Lähetä muistutus' }).click();
  await expect(page.getByText(`Muistutus lähetetty tilauksesta ${b.order_number}`)).toBeVisible();
  await closeToasts(page);
  // Not yet due: the overdue filter leaves it out.
  await page.getByRole('switch', { name: 'Vain erääntyneet' }).check();
  await expect(page).toHaveURL(/overdue=true/);
  await expect(rowOf(b)).toHaveCount(0);

  // The report of the job day, by washer, in English: the hand calculation.
  const byWasher = await revenue(page.request, day, day, 'washer');
  const hoursBooked = Math.round(((a.washing_time + b.washing_time) / 60) * 10) / 10;
  expect(byWasher.totals).toMatchObject({ jobs: 2, hoursBooked, hoursAvailable: 24, earned: 0 });
  await page.goto(`/admin/reports?from=${day}&to=${day}&by=washer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Raportit' })).toBeVisible();
  await page.getByTestId('language-switch').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const work = page.getByTestId('report-work');
  const totals = work.locator('tfoot tr');
  await expect(totals).toContainText(`Total2${hoursBooked.toFixed(1)} h24.0 h`);
  await expect(totals).toContainText(`${Math.round((hoursBooked / 24) * 100)}%`);
  for (const row of byWasher.rows.filter((r) => r.jobs > 0)) {
    await expect(work.getByRole('row', { name: new RegExp(row.label) })).toContainText(
      `${row.label}${row.jobs}${row.hoursBooked.toFixed(1)} h8.0 h`,
    );
  }
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-reports-washer-en');

  // The payment day: collected is the two parts, in the table and in the CSV.
  await page.getByLabel('From').fill(paidOn);
  await page.getByLabel('To').fill(paidOn);
  await page.locator('.mantine-SegmentedControl-root').getByText('Month', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`from=${paidOn}&to=${paidOn}&by=month`));
  const money = page.getByTestId('report-money').locator('tfoot tr');
  const collected = a.total_price_after_discount;
  await expect(money).toContainText(`€${collected.toFixed(2)}`);
  expect((await revenue(page.request, paidOn, paidOn)).totals).toMatchObject({ collected });
  await adminScreenshots(page, 'admin-reports-en');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = parse(text, { bom: true, delimiter: ';', columns: true }) as Record<
    string,
    string
  >[];
  expect(Object.keys(rows[0]!)).toEqual(
    expect.arrayContaining([
      'Row type',
      'Order number',
      'VAT %',
      'Net',
      'VAT',
      'Gross',
      'Money day',
    ]),
  );
  const payments = rows.filter((r) => r['Order number'] === a.order_number);
  expect(payments.map((r) => r['Row type'])).toEqual(['payment', 'payment']);
  // Decimal commas whatever the language (Finnish Excel), days as dd.mm.yyyy.
  expect(payments.map((r) => r.Gross).sort()).toEqual(
    [part, rest].map((v) => v.toFixed(2).replace('.', ',')).sort(),
  );
  for (const r of payments) expect(r['Money day']).toBe(dmy(paidOn));

  // Earned is by job day, of done jobs: a job moved to today and marked done adds its total
  // (read just before and after; other journeys finish jobs of today too, rarely in between).
  const c = await placeOrder(request, { isBill: true });
  const cId = await orderIdOf(page, c.reference);
  const today = helsinkiDay(0);
  const moved = await moveTo(page, cId, today);
  const before = (await revenue(page.request, today, today)).totals;
  const done = await page.request.post(`/api/order/${cId}/mark-done`, {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(done.status()).toBe(200);
  const after = (await revenue(page.request, today, today)).totals;
  const earned = moved.total_price_after_discount;
  expect(after.earned! - before.earned!).toBeCloseTo(earned, 2);
  expect(after.earnedVatExcluded! - before.earnedVatExcluded!).toBeCloseTo(
    Math.round((earned / 1.255) * 100) / 100,
    1,
  );
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByTestId('report-money')).toBeVisible();
  await page.getByTestId('language-switch').first().click();
});
