/**
 * "Your washer is on the way" (issue 23, decision 058): queued through the outbox when the
 * washer reports on the way and asks to tell the customer; rendered when sent, in the
 * order's language, with the washer's first name and the job's start. The payload holds
 * ids only.
 */
import type { Language } from '#contracts/messages.ts';
import { clockTimeOf } from '#domain/locale/intl-locale.ts';
import type { Database } from '#server/db/client.ts';
import type { OutboxTopic } from '#server/db/schema/outbox.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';
import { message } from '../order/order-life-mail';
import { formatDay } from '../order/order-mail';
import type { OrderDetails } from '../order/order.repository';
import { fill } from '../order/order-texts';
import type { OutboxHandler } from '../outbox/outbox.service';
import { findWasherName } from './washer-day.repository';

export const washerOnTheWayTopic = 'mail.washer_on_the_way' satisfies OutboxTopic;

export const washerOnTheWayTexts = {
  fi: {
    subject: 'Ikkunanpesijä on matkalla',
    body: 'Pesijämme {washer} on matkalla luoksesi. Työ alkaa arviolta {date} klo {time}.',
    bodyNoName: 'Pesijämme on matkalla luoksesi. Työ alkaa arviolta {date} klo {time}.',
  },
  en: {
    subject: 'Your window washer is on the way',
    body: 'Our washer {washer} is on the way to you. The work is expected to start on {date} at {time}.',
    bodyNoName:
      'Our washer is on the way to you. The work is expected to start on {date} at {time}.',
  },
  sv: {
    subject: 'Fönstertvättaren är på väg',
    body: 'Vår fönstertvättare {washer} är på väg till dig. Arbetet beräknas börja {date} kl. {time}.',
    bodyNoName: 'Vår fönstertvättare är på väg till dig. Arbetet beräknas börja {date} kl. {time}.',
  },
} as const satisfies Record<Language, unknown>;

/** The first word of the washer's name: the customer meets a person, not a register. */
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '';

export function renderWasherOnTheWay(order: OrderDetails, washerName: string | null): MailMessage {
  const t = washerOnTheWayTexts[order.language];
  const washer = firstName(washerName);
  const values = {
    washer,
    date: formatDay(order.shippingDay ?? '', order.language),
    time: clockTimeOf(order.startTime ?? '08:00', order.language),
  };
  return message(order, t.subject, [fill(washer ? t.body : t.bodyNoName, values)]);
}

/** The outbox handler of 'mail.washer_on_the_way' ({orderId, washerId}). */
export function washerOnTheWayHandler(deps: {
  db: Database;
  findOrder: (id: number) => Promise<OrderDetails | null>;
  mailer: Mailer;
}): OutboxHandler {
  return async (payload) => {
    const order = await deps.findOrder(Number(payload.orderId));
    if (!order) throw new Error(`order ${String(payload.orderId)} not found`);
    // An order erased meanwhile has no address to write to.
    if (order.anonymisedAt) return;
    const washerName = await findWasherName(deps.db, Number(payload.washerId));
    await deps.mailer.send(renderWasherOnTheWay(order, washerName));
  };
}
