/**
 * The payment terms as the shop's settings hold them (issue 24 point 2, decision 062): the
 * invoices' days net (`payment_terms_days`, else 14) and the payment reminder's fee
 * (`payment_reminder_fee_cents`, null when not charged). Staff set both in the back office's
 * settings (PUT settings/payment-terms); every due date reads the days from here, so the
 * order page, the order list, the receivables and the reminder agree.
 */
import { defaultPaymentTermsDays } from '#domain/money/due-date.ts';
import type { Database } from '#server/db/client.ts';
import { findShopSetting } from '../shop-info/shop-info.repository';

export const paymentTermsSetting = 'payment_terms_days';
export const reminderFeeSetting = 'payment_reminder_fee_cents';

const positiveInt = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= max
    ? value
    : null;

export async function readPaymentTermsDays(db: Database): Promise<number> {
  return (
    positiveInt(await findShopSetting(db, paymentTermsSetting), 365) ?? defaultPaymentTermsDays
  );
}

/** The reminder fee in cents, or null when the company does not charge it. */
export async function readReminderFeeCents(db: Database): Promise<number | null> {
  return positiveInt(await findShopSetting(db, reminderFeeSetting), 100_000);
}
