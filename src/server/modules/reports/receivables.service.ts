/**
 * What invoice orders owe (issue 24 point 2): the receivables list, oldest due first, and
 * the payment reminder. The due date is h-money-core's rule (src/domain/money/due-date.ts):
 * the invoice day (set by staff, else the job's day, else the order's day) plus the terms'
 * days, read from the shop setting `payment_terms_days` when it is there (else 14). The
 * reminder fee's line appears only when the shop setting `payment_reminder_fee_cents` holds a
 * positive amount (the terms name 10 €; the company decides whether it charges it).
 */
import type {
  PaymentTerms,
  Receivable,
  Receivables,
  ReceivablesQuery,
  ReminderResult,
} from '#contracts/receivables.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { dueDateOf } from '#domain/money/due-date.ts';
import { centsToEuros, eurosToCents } from '#domain/money/money.ts';
import { daysBetween } from '#domain/reports/days.ts';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import {
  paymentTermsSetting,
  readPaymentTermsDays,
  readReminderFeeCents,
  reminderFeeSetting,
} from '../money/payment-terms';
import type { Outbox } from '../outbox/outbox.service';
import { upsertShopSetting } from '../shop-info/shop-info.repository';
import {
  findOwedOrder,
  findOwedOrders,
  orderExists,
  recordReminder,
  type OwedRow,
} from './owed.repository';

export const paymentReminderTopic = 'mail.payment_reminder';
export { paymentTermsSetting, reminderFeeSetting };

export interface Reminder {
  order: OwedRow;
  dueDate: string;
  feeCents: number | null;
}

export function createReceivablesService(db: Database, clock: Clock, outbox: Outbox) {
  const termsDays = () => readPaymentTermsDays(db);
  const feeCents = () => readReminderFeeCents(db);

  function toItem(row: OwedRow, terms: number, today: string): Receivable & { cents: number } {
    const dueDate = dueDateOf(row, terms);
    return {
      orderId: row.orderId,
      reference: row.orderNumber,
      customerName: row.customerName,
      amountDue: centsToEuros(row.dueCents),
      dueDate,
      daysOverdue: Math.max(0, daysBetween(dueDate, today)),
      cents: row.dueCents,
    };
  }

  /** What the order owes today with its due date and the fee, or null when nothing. */
  async function reminderOf(orderId: number): Promise<Reminder | null> {
    const today = helsinkiDate(clock.now());
    const order = await findOwedOrder(db, today, orderId);
    if (!order) return null;
    const [terms, fee] = await Promise.all([termsDays(), feeCents()]);
    return { order, dueDate: dueDateOf(order, terms), feeCents: fee };
  }

  return {
    /** The invoices' days net, as every due date reads them (GET order/{id} too). */
    termsDays,

    /** GET settings/payment-terms: what is stored, else 14 days and no fee. */
    async terms(): Promise<PaymentTerms> {
      const [days, fee] = await Promise.all([termsDays(), feeCents()]);
      return { paymentTermsDays: days, reminderFee: fee === null ? 0 : centsToEuros(fee) };
    },

    /** PUT settings/payment-terms: both settings in one transaction; a fee of 0 switches it off. */
    async saveTerms(input: PaymentTerms): Promise<PaymentTerms> {
      await db.transaction(async (tx) => {
        await upsertShopSetting(tx, paymentTermsSetting, input.paymentTermsDays);
        await upsertShopSetting(tx, reminderFeeSetting, eurosToCents(input.reminderFee));
      });
      return input;
    },

    async list(query: ReceivablesQuery): Promise<Receivables> {
      const today = helsinkiDate(clock.now());
      const [rows, terms] = await Promise.all([findOwedOrders(db, today), termsDays()]);
      const items = rows
        .map((row) => toItem(row, terms, today))
        .filter((item) => !query.overdue || item.daysOverdue > 0)
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.orderId - b.orderId);
      const totalCents = items.reduce((sum, item) => sum + item.cents, 0);
      return {
        items: items.map(({ cents: _cents, ...item }) => item),
        total: centsToEuros(totalCents),
      };
    },

    reminderOf,

    /** Queues the reminder mail and writes it into the order's history; 409 if nothing is owed. */
    async remind(orderId: number, actor: { id: number; name: string }): Promise<ReminderResult> {
      const reminder = await reminderOf(orderId);
      if (!reminder) {
        if (!(await orderExists(db, orderId))) throw notFound(`order ${orderId}`);
        throw new AppError('NOTHING_OWED', `order ${orderId} owes nothing`);
      }
      const amountDue = centsToEuros(reminder.order.dueCents);
      const reminderFee = reminder.feeCents === null ? null : centsToEuros(reminder.feeCents);
      await db.transaction(async (tx) => {
        await outbox.enqueue(tx, paymentReminderTopic, { orderId });
        await recordReminder(tx, {
          orderId,
          actor,
          at: clock.now(),
          changes: { amountDue, dueDate: reminder.dueDate, reminderFee },
        });
      });
      return { orderId, amountDue, dueDate: reminder.dueDate, reminderFee };
    },
  };
}
export type ReceivablesService = ReturnType<typeof createReceivablesService>;
