/**
 * The payment reminder (issue 24 point 2): in the order's language, with what is due and by
 * when, the order page's link to pay online, and the reminder fee as a line when the company
 * charges it. Rendered when sent, from what the order owes then: an order paid meanwhile gets
 * no reminder.
 */
import type { Language } from '#contracts/messages.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';
import type { MailExtrasOf } from '../manage/manage-mail';
import { message } from '../order/order-life-mail';
import { formatDay, formatEuros } from '../order/order-mail';
import type { OrderDetails } from '../order/order.repository';
import { fill } from '../order/order-texts';
import type { Reminder } from './receivables.service';

export const paymentReminderTexts = {
  fi: {
    subject: 'Maksumuistutus: tilaus {reference}',
    due: 'Laskumme tilauksesta {reference} on vielä maksamatta. Maksettavaa on {amount}, eräpäivä oli {dueDate}.',
    notYetDue:
      'Muistutamme laskusta tilauksesta {reference}: maksettavaa on {amount}, eräpäivä {dueDate}.',
    fee: 'Muistutusmaksu tilausehtojen mukaan: {fee}. Maksettavaa yhteensä {total}.',
    payOnline: 'Voit maksaa verkossa tilauksesi sivulla: {url}',
    alreadyPaid: 'Jos olet jo maksanut, tämä muistutus on aiheeton.',
  },
  en: {
    subject: 'Payment reminder: order {reference}',
    due: 'Our invoice for order {reference} is still unpaid. The amount due is {amount}, and it was due on {dueDate}.',
    notYetDue:
      'A reminder of our invoice for order {reference}: the amount due is {amount}, due on {dueDate}.',
    fee: 'Reminder fee under the terms of order: {fee}. Total due {total}.',
    payOnline: 'You can pay online on your order page: {url}',
    alreadyPaid: 'If you have already paid, please ignore this reminder.',
  },
  sv: {
    subject: 'Betalningspåminnelse: beställning {reference}',
    due: 'Vår faktura för beställning {reference} är fortfarande obetald. Att betala är {amount}, förfallodagen var {dueDate}.',
    notYetDue:
      'Vi påminner om vår faktura för beställning {reference}: att betala är {amount}, förfallodag {dueDate}.',
    fee: 'Påminnelseavgift enligt beställningsvillkoren: {fee}. Att betala totalt {total}.',
    payOnline: 'Du kan betala på nätet på din beställningssida: {url}',
    alreadyPaid: 'Om du redan har betalat kan du bortse från denna påminnelse.',
  },
} as const satisfies Record<Language, unknown>;

export function renderPaymentReminder(
  order: OrderDetails,
  reminder: Reminder,
  today: string,
  manageUrl?: string,
): MailMessage {
  const t = paymentReminderTexts[order.language];
  const reference = order.orderNumber;
  const cents = reminder.order.dueCents;
  const values = {
    reference,
    amount: formatEuros(cents, order.language),
    dueDate: formatDay(reminder.dueDate, order.language),
  };
  const paragraphs = [
    fill(reminder.dueDate < today ? t.due : t.notYetDue, values),
    ...(reminder.feeCents === null
      ? []
      : [
          fill(t.fee, {
            fee: formatEuros(reminder.feeCents, order.language),
            total: formatEuros(cents + reminder.feeCents, order.language),
          }),
        ]),
    t.alreadyPaid,
  ];
  return message(
    order,
    fill(t.subject, { reference }),
    paragraphs,
    manageUrl ? { text: t.payOnline, url: manageUrl } : undefined,
  );
}

/** The outbox handler of 'mail.payment_reminder' ({orderId}). */
export function paymentReminderHandler(deps: {
  findOrder: (id: number) => Promise<OrderDetails | null>;
  reminderOf: (orderId: number) => Promise<Reminder | null>;
  today: () => string;
  mailer: Mailer;
  extrasOf: MailExtrasOf;
}) {
  return async (payload: Record<string, unknown>) => {
    const orderId = Number(payload.orderId);
    const order = await deps.findOrder(orderId);
    if (!order) throw new Error(`order ${String(payload.orderId)} not found`);
    // Erased meanwhile: no address to write to. Paid meanwhile: nothing to remind of.
    if (order.anonymisedAt) return;
    const reminder = await deps.reminderOf(orderId);
    if (!reminder) return;
    const { manageUrl } = await deps.extrasOf(order, {});
    await deps.mailer.send(renderPaymentReminder(order, reminder, deps.today(), manageUrl));
  };
}
