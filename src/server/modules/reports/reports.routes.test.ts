/**
 * GET reports/revenue, reports/summary, reports/orders.csv and the dashboard's four figures
 * (issue 24 points 4 to 6) against a hand calculation. The seeded month, November 2026
 * (today Monday the 23rd), with two washers:
 *
 * | order | pay    | status    | job day | washer | min | total  | money (day: amount)                |
 * |-------|--------|-----------|---------|--------|-----|--------|------------------------------------|
 * | o1    | bill   | done      | 10.11.  | Aino   | 120 | 250.00 | pay 15.11. 100, pay 20.11. 50      |
 * | o2    | bill   | confirmed | 2.11.   | Bertta | 90  | 120.00 | none (invoiced 1.11.)              |
 * | o3    | online | done      | 12.11.  | Aino   | 60  | 80.00  | pay 3.11. 80, refund 13.11. 20     |
 * | o4    | online | cancelled | 25.11.  | Bertta | 60  | 60.00  | pay 5.11. 60, refund 7.11. 60      |
 * | o5    | bill   | done, VOIDED 16.11. | 11.11. | Aino | 60 | 500.00 | pay 12.11. 100         |
 * | o6    | bill   | confirmed | mall 11/2026 (1.11.) | 9999 | 600 | 300.00 | none          |
 * | o7    | bill   | done      | 30.10.  | Aino   | 60  | 90.00  | pay 2.11. 90                       |
 * | o8    | online | awaiting  | 30.11.  | Aino   | 60  | 70.00  | none                               |
 * | o10   | bill   | confirmed | 3.12.   | Aino   | 60  | 100.00 | none; o7's customer, recurring     |
 * | o11   | bill   | confirmed | 4.12.   | Aino   | 60  | 40.00  | none; made 31.10. 23:30 Helsinki   |
 *
 * Aino is blocked Tue 24.11. 10-12 (2 h), Bertta the whole week 23.-27.11. (40 h);
 * November has 21 working days (All Saints' Day is Saturday 7.11.): 168 h each.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '#contracts/dashboard.ts';
import { reportSummarySchema, revenueReportSchema } from '#contracts/reports.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import {
  insertManyOrders,
  insertMoney,
  insertReportOrder,
  insertWasher,
} from '#server/test-support/money.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

const now = '2026-11-23T08:00:00+02:00';
const nov = 'from=2026-11-01&to=2026-11-30';

describe('reports', () => {
  let t: TestApp;
  let admin: TestSession;
  let aino: number;
  let bertta: number;

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ now, seedDemo: false }));
    const { db } = t.database;
    aino = await insertWasher(db, 'Aino Pesijä', [
      { start: '2026-11-24T10:00:00+02:00', end: '2026-11-24T12:00:00+02:00' },
    ]);
    bertta = await insertWasher(db, 'Bertta Pesijä', [
      { start: '2026-11-23T08:00:00+02:00', end: '2026-11-27T16:00:00+02:00' },
    ]);
    const o1 = await insertReportOrder(db, {
      created: '2026-10-20T12:00:00+03:00',
      status: 'done',
      totalCents: 25_000,
      shippingDay: '2026-11-10',
      cleanerId: aino,
      washingTime: 120,
      email: 'o1@example.fi',
      name: 'Olli Yksi',
      lines: [
        { name: 'Ikkunat', amount: 2, unitCents: 14_000, itemId: '700001' },
        { name: 'Alennus', amount: 1, unitCents: -3_000, itemId: '700651' },
      ],
    });
    await insertMoney(db, o1, { kind: 'payment', amountCents: 10_000, onDay: '2026-11-15' });
    await insertMoney(db, o1, { kind: 'payment', amountCents: 5_000, onDay: '2026-11-20' });
    await insertReportOrder(db, {
      created: '2026-10-01T12:00:00+03:00',
      totalCents: 12_000,
      shippingDay: '2026-11-02',
      invoicedOn: '2026-11-01',
      cleanerId: bertta,
      washingTime: 90,
      email: 'o2@example.fi',
      name: 'Oona Kaksi',
      companyName: 'Kaksi Oy',
      companyVat: '1234567-8',
    });
    const o3 = await insertReportOrder(db, {
      created: '2026-11-03T09:00:00+02:00',
      status: 'done',
      paymentType: 'online',
      totalCents: 8_000,
      shippingDay: '2026-11-12',
      cleanerId: aino,
      washingTime: 60,
      email: 'o3@example.fi',
      name: '=Kolme; "Otto"',
      lines: [{ name: 'Ikkunat', amount: 1.5, unitCents: 6_000, itemId: '700001' }],
    });
    await insertMoney(db, o3, {
      kind: 'payment',
      amountCents: 8_000,
      onDay: '2026-11-03',
      method: 'online',
    });
    await insertMoney(db, o3, { kind: 'refund', amountCents: 2_000, onDay: '2026-11-13' });
    const o4 = await insertReportOrder(db, {
      created: '2026-11-05T09:00:00+02:00',
      status: 'cancelled',
      paymentType: 'online',
      totalCents: 6_000,
      shippingDay: '2026-11-25',
      cleanerId: bertta,
      washingTime: 60,
      cancelledAt: '2026-11-06T10:00:00+02:00',
      cancelReason: 'Asiakas sairastui',
      email: 'o4@example.fi',
    });
    await insertMoney(db, o4, {
      kind: 'payment',
      amountCents: 6_000,
      onDay: '2026-11-05',
      method: 'online',
    });
    await insertMoney(db, o4, { kind: 'refund', amountCents: 6_000, onDay: '2026-11-07' });
    const o5 = await insertReportOrder(db, {
      created: '2026-11-02T09:00:00+02:00',
      status: 'done',
      totalCents: 50_000,
      shippingDay: '2026-11-11',
      cleanerId: aino,
      washingTime: 60,
      voidedAt: '2026-11-16T12:00:00+02:00',
      email: 'o5@example.fi',
    });
    await insertMoney(db, o5, { kind: 'payment', amountCents: 10_000, onDay: '2026-11-12' });
    await insertReportOrder(db, {
      created: '2026-11-04T09:00:00+02:00',
      totalCents: 30_000,
      mallStartingMonth: '2026-11',
      cleanerId: 9999,
      washingTime: 600,
      email: 'o6@example.fi',
      name: 'Kauppakeskus Kuusi',
    });
    const o7 = await insertReportOrder(db, {
      created: '2026-10-15T09:00:00+03:00',
      status: 'done',
      totalCents: 9_000,
      shippingDay: '2026-10-30',
      cleanerId: aino,
      washingTime: 60,
      email: 'Palaava@Example.fi',
    });
    await insertMoney(db, o7, { kind: 'payment', amountCents: 9_000, onDay: '2026-11-02' });
    await insertReportOrder(db, {
      created: '2026-11-20T09:00:00+02:00',
      status: 'awaiting_payment',
      paymentType: 'online',
      totalCents: 7_000,
      shippingDay: '2026-11-30',
      cleanerId: aino,
      washingTime: 60,
    });
    await insertReportOrder(db, {
      created: '2026-11-22T23:30:00+02:00',
      totalCents: 10_000,
      shippingDay: '2026-12-03',
      cleanerId: aino,
      washingTime: 60,
      email: 'palaava@example.fi',
      repeated: true,
      international: true,
    });
    await insertReportOrder(db, {
      created: '2026-10-31T23:30:00+02:00',
      totalCents: 4_000,
      shippingDay: '2026-12-04',
      cleanerId: aino,
      washingTime: 60,
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    admin.inject({ method: 'GET', url, headers });

  const figures = {
    jobs: 4,
    hoursBooked: 4.5, // 120 + 90 + 60 minutes; the mall's 600 are not washers' hours
    hoursAvailable: 294, // 166 + 128
    earned: 330, // o1 250 + o3 80
    earnedVatExcluded: 262.95, // 330 - round(330 x 25.5 / 125.5, 2) = 330 - 67.05
    collected: 300, // 100 + 50 + 80 + 60 + 90 - 20 - 60 (o5 voided)
    refunded: 80,
    cancelled: 1,
  };

  it('by month: a hand calculation of November', async () => {
    const res = await get(`/api/reports/revenue?${nov}&by=month`);
    expect(res.statusCode).toBe(200);
    const body = revenueReportSchema.parse(res.json());
    expect(body.rows).toEqual([{ key: '2026-11', label: '2026-11', ...figures }]);
    expect(body.totals).toEqual(figures);
  });

  it('by washer: each washer, then the mall jobs (money, no hours)', async () => {
    const body = revenueReportSchema.parse(
      (await get(`/api/reports/revenue?${nov}&by=washer`, { 'accept-language': 'en' })).json(),
    );
    expect(body.rows).toEqual([
      {
        key: String(aino),
        label: 'Aino Pesijä',
        jobs: 2,
        hoursBooked: 3,
        hoursAvailable: 166,
        earned: 330,
        earnedVatExcluded: 262.95,
        collected: 300, // o1 150 + o3 80 - 20 + o7 90
        refunded: 20,
        cancelled: 0,
      },
      {
        key: String(bertta),
        label: 'Bertta Pesijä',
        jobs: 1,
        hoursBooked: 1.5,
        hoursAvailable: 128,
        earned: 0,
        earnedVatExcluded: 0,
        collected: 0,
        refunded: 60,
        cancelled: 1,
      },
      {
        key: 'mall',
        label: 'Shopping centres',
        jobs: 1,
        hoursBooked: 0,
        hoursAvailable: 0,
        earned: 0,
        earnedVatExcluded: 0,
        collected: 0,
        refunded: 0,
        cancelled: 0,
      },
    ]);
    expect(body.totals).toEqual(figures);
  });

  it('by week: ISO weeks, the mall job on the 1st in week 44', async () => {
    const body = revenueReportSchema.parse(
      (await get(`/api/reports/revenue?${nov}&by=week`)).json(),
    );
    expect(body.rows.map((r) => r.key)).toEqual([
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47',
      '2026-W48',
      '2026-W49',
    ]);
    const week = (key: string) => body.rows.find((r) => r.key === key)!;
    expect(week('2026-W44')).toMatchObject({ jobs: 1, hoursAvailable: 0, collected: 0 });
    expect(week('2026-W46')).toMatchObject({ jobs: 2, earned: 330, hoursBooked: 3 });
    // 23.-29.11.: Aino 40 - 2 h, Bertta blocked.
    expect(week('2026-W48')).toMatchObject({ jobs: 0, hoursAvailable: 38 });
    expect(week('2026-W49')).toMatchObject({ hoursAvailable: 16 });
    expect(body.totals).toEqual(figures);
  });

  // The SQL sums per row of the report (decision 062): a period starting mid-month and
  // mid-week puts its first days in the right month and week, and leaves out the mall job
  // of the 1st and everything before the 11th.
  it('a period from a Wednesday mid-month: the same figures by month, week and washer', async () => {
    const mid = 'from=2026-11-11&to=2026-11-25';
    const report = async (by: string) =>
      revenueReportSchema.parse((await get(`/api/reports/revenue?${mid}&by=${by}`)).json());
    const [month, week, washer] = await Promise.all([
      report('month'),
      report('week'),
      report('washer'),
    ]);
    // o3's job of the 12th (80 earned); o1's payments of the 15th and 20th, o3's refund of
    // the 13th; o5 voided.
    expect(month.totals).toMatchObject({ jobs: 1, earned: 80, collected: 130, refunded: 20 });
    expect(month.rows.map((r) => r.key)).toEqual(['2026-11']);
    expect(month.rows[0]).toMatchObject(month.totals);
    expect(week.rows.map((r) => r.key)).toEqual(['2026-W46', '2026-W47', '2026-W48']);
    const inWeek = (key: string) => week.rows.find((r) => r.key === key)!;
    expect(inWeek('2026-W46')).toMatchObject({ jobs: 1, earned: 80, collected: 80, refunded: 20 });
    expect(inWeek('2026-W47')).toMatchObject({ jobs: 0, earned: 0, collected: 50, refunded: 0 });
    // Wed 11th to Fri 13th: 3 working days of 8 h each for both washers.
    expect(inWeek('2026-W46')).toMatchObject({ hoursAvailable: 48 });
    expect(week.totals).toEqual(month.totals);
    expect(washer.totals).toEqual(month.totals);
    expect(washer.rows.find((r) => r.key === 'mall')).toBeUndefined();
  });

  it('the summary: booked, average, outstanding, voided, reasons, customers, shares', async () => {
    const res = await get(`/api/reports/summary?${nov}`);
    expect(res.statusCode).toBe(200);
    expect(reportSummarySchema.parse(res.json())).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      booked: { count: 3, amount: 480 }, // o3, o6, o10
      averageOrder: 160,
      earned: { count: 2, amount: 330 },
      earnedVatExcluded: 262.95,
      collected: 300,
      refunded: 80,
      // o2 120 + o6 300 + o1 100 + o10 100 + o11 40
      outstanding: { count: 5, amount: 660 },
      voided: { count: 1, amount: 500 },
      cancellations: [{ reason: 'Asiakas sairastui', count: 1 }],
      customers: { new: 2, returning: 1 }, // o10 is o7's customer (e-mail in other letters)
      recurring: { orders: 3, recurring: 1 },
      internationalShare: { orders: 3, international: 1 },
      hoursBooked: 4.5,
      hoursAvailable: 294,
    });
  });

  it.each([
    ['from after to', 'from=2026-11-30&to=2026-11-01', ['from', 'to']],
    ['over 3 years', 'from=2024-01-01&to=2027-01-01', ['to']],
    ['a date that is not one', 'from=2026-02-30&to=2026-03-01', ['from']],
    ['no dates', '', ['from', 'to']],
  ])('refuses %s with 400 naming the field', async (_, query, fields) => {
    for (const path of ['revenue', 'summary', 'orders.csv']) {
      const res = await get(`/api/reports/${path}?${query}`, { 'accept-language': 'en' });
      expect(res.statusCode, path).toBe(400);
      const body = res.json<{ error: string; fields: Record<string, string> }>();
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields).sort(), path).toEqual(fields);
    }
  });

  it('takes exactly 3 years, and refuses an unknown grouping', async () => {
    expect((await get('/api/reports/revenue?from=2024-01-01&to=2026-12-31')).statusCode).toBe(200);
    const res = await get(`/api/reports/revenue?${nov}&by=year`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['by']);
  });

  it("the bookkeeper's CSV: BOM, ';', decimal commas, sums that reconcile", async () => {
    const res = await get(`/api/reports/orders.csv?${nov}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toContain('no-store');
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text, { bom: true, delimiter: ';', columns: true }) as Record<
      string,
      string
    >[];
    const header = Object.keys(rows[0]!);
    expect(header).toEqual([
      'Rivityyppi',
      'Tilausnumero',
      'Tilauspäivä',
      'Työpäivä',
      'Laskun päivä',
      'Asiakas',
      'Y-tunnus',
      'Maksutapa',
      'Työn tila',
      'Tuotenumero',
      'Selite',
      'Määrä',
      'Yksikköhinta',
      'ALV %',
      'Veroton',
      'ALV',
      'Verollinen',
      'Maksupäivä',
      'Maksun tapa',
    ]);
    const cents = (v: string) => Math.round(Number(v.replace(',', '.')) * 100);
    const sum = (kind: string[], column: string) =>
      rows.filter((r) => kind.includes(r.Rivityyppi!)).reduce((s, r) => s + cents(r[column]!), 0);
    // Sales: the standing jobs of November (o1, o2, o3, the mall o6): 250 + 120 + 80 + 300.
    expect(sum(['myynti'], 'Verollinen')).toBe(75_000);
    // Money: payments less refunds, as collected.
    expect(sum(['maksu', 'palautus'], 'Verollinen')).toBe(30_000);
    expect(sum(['palautus'], 'Verollinen')).toBe(-8_000);
    for (const r of rows) {
      expect(cents(r.Veroton!) + cents(r.ALV!), JSON.stringify(r)).toBe(cents(r.Verollinen!));
      expect(r['ALV %']).toBe('25,5');
    }
    const o1 = rows.filter((r) => r.Asiakas === 'Olli Yksi' && r.Rivityyppi === 'myynti');
    expect(o1.map((r) => [r.Tuotenumero, r.Selite, r.Määrä, r.Yksikköhinta, r.Verollinen])).toEqual(
      [
        ['700001', 'Ikkunat', '2', '140,00', '280,00'],
        ['700651', 'Alennus', '1', '-30,00', '-30,00'],
      ],
    );
    expect(o1[0]).toMatchObject({
      Tilauspäivä: '20.10.2026',
      Työpäivä: '10.11.2026',
      'Työn tila': 'tehty',
    });
    // o3's lines are 90 €, its total 80 €: the difference is a line of its own.
    const o3 = rows.filter((r) => r.Asiakas === `'=Kolme; "Otto"` && r.Rivityyppi === 'myynti');
    expect(o3.map((r) => [r.Selite, r.Verollinen])).toEqual([
      ['Ikkunat', '90,00'],
      ['Alennus tai pyöristys', '-10,00'],
    ]);
    const o2 = rows.find((r) => r.Asiakas === 'Kaksi Oy')!;
    expect(o2).toMatchObject({
      'Y-tunnus': '1234567-8',
      'Laskun päivä': '01.11.2026',
      Maksutapa: 'lasku',
    });
    const refund = rows.find((r) => r.Rivityyppi === 'palautus' && r.Maksupäivä === '13.11.2026')!;
    expect(refund).toMatchObject({ Verollinen: '-20,00', ALV: '-4,06', Veroton: '-15,94' });
    // Money rows by day, then as recorded.
    expect(rows.filter((r) => r.Rivityyppi !== 'myynti').map((r) => r.Maksupäivä)).toEqual([
      '02.11.2026',
      '03.11.2026',
      '05.11.2026',
      '07.11.2026',
      '13.11.2026',
      '15.11.2026',
      '20.11.2026',
    ]);
  });

  it('the dashboard: booked, earned, collected, outstanding against last month and last year', async () => {
    const res = await get('/api/dashboard');
    expect(res.statusCode).toBe(200);
    const body = dashboardSchema.parse(res.json());
    expect(body.money).toEqual([
      {
        which: 'this_month',
        month: '2026-11',
        booked: 480,
        earned: 330,
        earned_vat_excluded: 262.95,
        collected: 300,
        outstanding: 660,
      },
      {
        which: 'last_month',
        month: '2026-10',
        booked: 500, // o1 250 + o2 120 + o7 90 + o11 40 (23:30 on 31 October)
        earned: 90, // o7
        earned_vat_excluded: 71.71,
        collected: 0,
        outstanding: 500, // what o1, o2, o7 and o11 owed at the end of October
      },
      {
        which: 'same_month_last_year',
        month: '2025-11',
        booked: 0,
        earned: 0,
        earned_vat_excluded: 0,
        collected: 0,
        outstanding: 0,
      },
    ]);
    expect(body.revenue_this_month).toBe(480);
    expect(body.cancelled_this_month).toBe(1);
    expect(body.needs_new_time).toBe(0);
  });
});

describe('the CSV over many pages', () => {
  it('the CSV in English, and over pages of 500 orders', async () => {
    const { t, session } = await createAdminTestApp({ now, seedDemo: false });
    const { db } = t.database;
    const aino = await insertWasher(db, 'Aino Pesijä');
    await insertManyOrders(db, 1100, '2025-05', aino);
    const res = await session.inject({
      method: 'GET',
      url: '/api/reports/orders.csv?from=2025-05-01&to=2025-05-31&lang=en',
    });
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { bom: true, delimiter: ';', columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0]!)[0]).toBe('Row type');
    expect(rows).toHaveLength(1100);
    expect(new Set(rows.map((r) => r['Order number'])).size).toBe(1100);
    const total = rows.reduce(
      (s, r) => s + Math.round(Number(r.Gross!.replace(',', '.')) * 100),
      0,
    );
    expect(total).toBe(1100 * 1000 + (1099 * 1100) / 2);
    await t.close();
  });
});
