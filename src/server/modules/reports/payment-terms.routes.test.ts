/**
 * GET and PUT settings/payment-terms (issue 24 point 2, decision 062): the invoices' days net
 * and the reminder fee, set in the back office; every due date follows them (the order's own
 * `due_date` on GET order/{id} and in GET order's rows, the receivables) and the reminder
 * carries the fee only when it is above 0. Bad input is 400 naming the field, in the user's
 * language, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTermsSchema, receivablesSchema } from '#contracts/receivables.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { insertReportOrder } from '#server/test-support/money.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

const now = '2026-11-23T08:00:00+02:00';

describe('settings/payment-terms', () => {
  let t: TestApp;
  let admin: TestSession;
  let orderId: number;

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ now, seedDemo: false }));
    // An unpaid invoice whose job was on 10.11.: due 24.11. on 14 days net.
    orderId = await insertReportOrder(t.database.db, {
      name: 'Maksuaika',
      created: '2026-10-20T12:00:00+03:00',
      status: 'done',
      totalCents: 25_000,
      shippingDay: '2026-11-10',
    });
  });
  afterAll(() => t.close());

  const terms = async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/settings/payment-terms' });
    expect(res.statusCode).toBe(200);
    return paymentTermsSchema.parse(res.json());
  };
  const put = (payload: unknown, language = 'fi') =>
    admin.inject({
      method: 'PUT',
      url: '/api/settings/payment-terms',
      payload: payload as object,
      headers: { 'accept-language': language },
    });
  const orderDueDate = async () => {
    const res = await admin.inject({ method: 'GET', url: `/api/order/${orderId}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ due_date: string | null }>().due_date;
  };
  const listedDueDate = async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/order?pageSize=50' });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ orders: { id: number; due_date: string | null }[] }>().orders;
    return rows.find((r) => r.id === orderId)?.due_date;
  };
  const receivableDueDate = async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/receivables' });
    const body = receivablesSchema.parse(res.json());
    return body.items.find((i) => i.orderId === orderId)?.dueDate;
  };

  it('answers 14 days and no fee until staff set them', async () => {
    expect(await terms()).toEqual({ paymentTermsDays: 14, reminderFee: 0 });
    expect(await orderDueDate()).toBe('2026-11-24');
    expect(await listedDueDate()).toBe('2026-11-24');
    expect(await receivableDueDate()).toBe('2026-11-24');
  });

  it("moves every due date with the terms' days: the order, the list and the receivables", async () => {
    const res = await put({ paymentTermsDays: 30, reminderFee: 12.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentTermsDays: 30, reminderFee: 12.5 });
    expect(await terms()).toEqual({ paymentTermsDays: 30, reminderFee: 12.5 });
    expect(await orderDueDate()).toBe('2026-12-10');
    expect(await listedDueDate()).toBe('2026-12-10');
    expect(await receivableDueDate()).toBe('2026-12-10');
  });

  it('puts the fee on the reminder, and none when it is 0', async () => {
    const remind = () =>
      admin.inject({
        method: 'POST',
        url: `/api/receivables/${orderId}/reminder`,
        payload: {},
      });
    expect((await put({ paymentTermsDays: 7, reminderFee: 10 })).statusCode).toBe(200);
    const charged = await remind();
    expect(charged.statusCode).toBe(200);
    expect(charged.json()).toMatchObject({ dueDate: '2026-11-17', reminderFee: 10 });
    expect((await put({ paymentTermsDays: 7, reminderFee: 0 })).statusCode).toBe(200);
    expect((await remind()).json()).toMatchObject({ dueDate: '2026-11-17', reminderFee: null });
  });

  it.each([
    [{ paymentTermsDays: 0, reminderFee: 0 }, 'paymentTermsDays'],
    [{ paymentTermsDays: 366, reminderFee: 0 }, 'paymentTermsDays'],
    [{ paymentTermsDays: 14.5, reminderFee: 0 }, 'paymentTermsDays'],
    [{ paymentTermsDays: '14', reminderFee: 0 }, 'paymentTermsDays'],
    [{ reminderFee: 0 }, 'paymentTermsDays'],
    [{ paymentTermsDays: 14, reminderFee: -1 }, 'reminderFee'],
    [{ paymentTermsDays: 14, reminderFee: 1000.01 }, 'reminderFee'],
    [{ paymentTermsDays: 14, reminderFee: 1.234 }, 'reminderFee'],
    [{ paymentTermsDays: 14 }, 'reminderFee'],
  ])('refuses %j naming %s, and changes nothing', async (payload, field) => {
    const before = await terms();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([field]);
    expect(await terms()).toEqual(before);
  });

  it("names the field in the user's language", async () => {
    const fi = await put({ paymentTermsDays: 0, reminderFee: 2000 });
    expect(fi.json<{ fields: Record<string, string> }>().fields).toEqual({
      paymentTermsDays: 'Anna maksuaika 1–365 päivää',
      reminderFee: 'Anna muistutusmaksu 0–1000 €',
    });
    const en = await put({ paymentTermsDays: 0, reminderFee: 2000 }, 'en');
    expect(en.json<{ fields: Record<string, string> }>().fields).toEqual({
      paymentTermsDays: 'Enter payment terms of 1–365 days',
      reminderFee: 'Enter a reminder fee of 0–1000 €',
    });
  });

  it('refuses an unknown field and a visitor without a session', async () => {
    const res = await put({ paymentTermsDays: 14, reminderFee: 0, extra: 1 });
    expect(res.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/settings/payment-terms' });
    expect(anonymous.statusCode).toBe(401);
  });
});
