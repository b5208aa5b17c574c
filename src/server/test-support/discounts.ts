/**
 * Campaign codes in API tests: a valid back-office form, a bare table row, the back
 * office's create and update, a customer's check of a code, and what the table holds.
 */
import { eq } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { discounts } from '../db/schema';
import type { TestSession } from './admin-session';
import type { TestApp } from './test-app';

/** A valid POST discount body: 25 percent off, 100 uses, November and December 2026. */
export const discountForm = {
  code: 'KEVAT25',
  type: 'percent',
  discount: 25,
  limit: 100,
  active: true,
  from: '2026-11-01',
  to: '2026-12-31',
};

/** A discounts row but its code: 5 percent through 2026, to insert straight into the table. */
export const discountRow = {
  type: 'percent' as const,
  value: 5,
  fromDate: '2026-01-01',
  toDate: '2026-12-31',
};

/** POST discount (create) or PUT discount/:id (update) by the session, in `lang`. */
export const saveDiscount = (
  s: TestSession,
  id: number | string | null,
  body: object,
  lang = 'fi',
) =>
  s.inject({
    method: id === null ? 'POST' : 'PUT',
    url: id === null ? '/api/discount' : `/api/discount/${id}`,
    payload: body,
    headers: { 'accept-language': lang },
  });

/** POST discount/validate: a customer checks a code (200 with it, 204 when not usable). */
export const validateCode = (t: TestApp, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/discount/validate', payload: { code } });

export const discountCount = async (db: Database) =>
  (await queryRows<{ n: number }>(db, 'select count(*)::int as n from discounts'))[0]!.n;

export const discountRowOf = async (db: Database, id: number) =>
  (await db.select().from(discounts).where(eq(discounts.id, id)))[0]!;
