/**
 * The customer data rights tests (search, export, erase; decision 038): Maija's three
 * orders and another customer's one, placed and paid as customers do, and the back
 * office's requests of the customer data routes.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { expect } from 'vitest';
import { companyContact, privateContact } from '#contracts/contact-form.fixture.ts';
import { customerExportSchema, customerSearchResultSchema } from '#contracts/customer-data.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { queryRows, type Database } from '../db/client';
import { createAdminTestApp, testAdmin, type TestSession } from './admin-session';
import { orderPayload } from './checkout';
import { orderIdOf } from './order-effects';
import { listenForPayments, openPaymentWith, payAtBankAndReturn } from './payment';

const secretKey = 'asiakastietojen-testiavain-32-merkkia!';
export const now = '2026-11-23T08:00:00+02:00';
export const maija = {
  name: 'Maija Mehiläinen',
  phone: '040 765 4321',
  email: 'Maija.Mehilainen@Example.fi',
  streetAddress: 'Kuusitie 7 B 12',
  message: 'Ovikoodi 4321',
};
export const note = 'Koira on pihalla';

/** The data request's subject as decision 038 defines it, computed here independently. */
export const subjectOf = (email: string) =>
  createHmac(
    'sha256',
    Buffer.from(hkdfSync('sha256', secretKey, 'ikkunanpesu', 'data-request-subject', 32)),
  )
    .update(email.toLowerCase())
    .digest('hex');

export interface PlacedOrder {
  id: number;
  reference: string;
}

/**
 * The app with the test admin's session and the orders: Maija's (`own`: paid online, a
 * company's bill, a bill whose mail is still queued) and another customer's (`other`).
 */
export async function createCustomerDataWorld() {
  const { t, session: admin } = await createAdminTestApp({ now, env: { SECRET_KEY: secretKey } });
  const payments = await listenForPayments(t);

  async function place(address: Record<string, unknown>, dateIndex: number, extra = {}) {
    const { body } = await orderPayload(t.app, { address, dateIndex, extra });
    const res = await payments.inject('POST', '/api/order', body);
    expect(res.statusCode).toBe(201);
    const { reference, customer_email } = res.json<{ reference: string; customer_email: string }>();
    return { id: await orderIdOf(t.database.db, reference), reference, customer_email };
  }

  const [user] = await queryRows<{ id: number }>(
    t.database.db,
    `select id from users where email = '${testAdmin.email}'`,
  );
  const adminId = Number(user!.id);
  const own: PlacedOrder[] = [];
  const paid = await place({ ...maija }, 0, { additionalInfo: note });
  await payAtBankAndReturn(payments, await openPaymentWith(payments, paid, 'Nordea'));
  own.push(paid);
  own.push(
    await place(
      { ...companyContact, ...maija, paymentType: 'BILL', email: maija.email.toLowerCase() },
      1,
    ),
  );
  await t.app.outbox.drain();
  const other: PlacedOrder = await place({ ...privateContact }, 2);
  // Queued after the last delivery round: its confirmation mail is still waiting.
  own.push(await place({ ...maija, paymentType: 'BILL' }, 3));
  return { t, admin, adminId, own, other };
}

/** GET customers/export as a download of today (200 expected), parsed by its contract. */
export async function exportCustomerData(admin: TestSession, email: string) {
  const res = await admin.inject({
    method: 'GET',
    url: `/api/customers/export?email=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(
    'attachment; filename="asiakastiedot-2026-11-23.json"',
  );
  return customerExportSchema.parse(res.json());
}

/** POST customers/search (200 expected): the customers found. */
export async function searchCustomers(admin: TestSession, query: string) {
  const res = await admin.inject({
    method: 'POST',
    url: '/api/customers/search',
    payload: { query },
  });
  expect(res.statusCode).toBe(200);
  return customerSearchResultSchema.parse(res.json()).customers;
}

export const eraseCustomerData = (admin: TestSession, payload: Record<string, unknown>) =>
  admin.inject({ method: 'POST', url: '/api/customers/erase', payload });

/** GET order/:id, the back office's view of an order (200 expected). */
export async function storedOrderView(admin: TestSession, id: number) {
  const res = await admin.inject({ method: 'GET', url: `/api/order/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<StoredOrder>();
}

/** The data_requests rows in their order, each also as its whole row in text. */
export const dataRequestRows = (db: Database) =>
  queryRows<{
    kind: string;
    user_id: number | null;
    subject_hash: string | null;
    order_count: number;
    created: Date | string;
    row: string;
  }>(
    db,
    'select kind, user_id, subject_hash, order_count, created, d::text as row from data_requests d order by id',
  );
