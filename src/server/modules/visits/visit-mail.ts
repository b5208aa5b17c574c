/**
 * The scheduler's mails (issue 15 point 2, decision 053), in the order's language with the
 * order page's link: the reminder two working days before the job (with the customer's
 * note for the washer), the proposal of the next visit, and its skipping or expiry. Each
 * handler reads the order when sending: a reminder of an order cancelled or moved since it
 * was planned is not sent (the new time has a reminder of its own).
 */
import { formatHelsinkiInstant } from '#domain/calendar/format-instant.ts';
import { clockTimeOf } from '#domain/locale/intl-locale.ts';
import type { Database } from '#server/db/client.ts';
import type { OutboxTopic } from '#server/db/schema/outbox.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';
import type { Clock } from '#server/lib/clock.ts';
import { orderPageLinkTexts, type MailExtrasOf } from '../manage/manage-mail';
import { recordOrderEvent } from '../order/order-history.repository';
import { message } from '../order/order-life-mail';
import type { OutboxHandler } from '../outbox/outbox.service';
import { formatDay, formatEuros } from '../order/order-mail';
import type { OrderDetails } from '../order/order.repository';
import { fill } from '../order/order-texts';
import { visitMailTexts } from './visit-texts';

export const visitMailTopics = [
  'mail.order_reminder',
  'mail.visit_proposal',
  'mail.visit_skipped',
  'mail.visit_expired',
] as const satisfies readonly OutboxTopic[];
export type VisitMailTopic = (typeof visitMailTopics)[number];

const timeOf = (order: OrderDetails) => clockTimeOf(order.startTime ?? '08:00', order.language);
const dayOf = (order: OrderDetails) => formatDay(order.shippingDay ?? '', order.language);

export function renderReminder(order: OrderDetails, manageUrl?: string): MailMessage {
  const t = visitMailTexts[order.language];
  const shipping = order.addresses.find((a) => a.type === 'shipping');
  const address = shipping
    ? `${shipping.streetAddress}, ${shipping.postalCode} ${shipping.city}`
    : '';
  const notes = [shipping?.message, order.additionalInfo].filter(
    (note): note is string => typeof note === 'string' && note.trim() !== '',
  );
  const date = dayOf(order);
  const time = timeOf(order);
  return message(
    order,
    fill(t.reminderSubject, { date, time }),
    [
      fill(t.reminder, { date, time, address }),
      ...notes.map((note) => fill(t.note, { note })),
      t.reminderChange,
    ],
    manageUrl ? { text: orderPageLinkTexts[order.language], url: manageUrl } : undefined,
  );
}

export function renderProposal(order: OrderDetails, manageUrl?: string): MailMessage {
  const t = visitMailTexts[order.language];
  const date = dayOf(order);
  const expires = order.proposalExpiresAt
    ? formatHelsinkiInstant(order.proposalExpiresAt, order.language)
    : '';
  return message(
    order,
    fill(t.proposalSubject, { date }),
    [
      fill(t.proposal, {
        months: order.cleanInterval ?? 12,
        date,
        time: timeOf(order),
        price: formatEuros(order.totalPriceAfterDiscountCents, order.language),
      }),
      fill(t.proposalHold, { expires }),
    ],
    manageUrl ? { text: t.proposalLink, url: manageUrl } : undefined,
  );
}

export function renderVisitEnded(order: OrderDetails, how: 'skipped' | 'expired'): MailMessage {
  const t = visitMailTexts[order.language];
  const date = dayOf(order);
  const months = order.cleanInterval ?? 12;
  return how === 'skipped'
    ? message(order, fill(t.skippedSubject, { date }), [fill(t.skipped, { date, months })])
    : message(order, fill(t.expiredSubject, { date }), [fill(t.expired, { date })]);
}

/** What a mail of `topic` for `order` is now, or null when it is no longer to be sent. */
async function render(
  topic: VisitMailTopic,
  order: OrderDetails,
  payload: Record<string, unknown>,
  extrasOf: MailExtrasOf,
): Promise<MailMessage | null> {
  if (topic === 'mail.order_reminder') {
    const isLive = order.status === 'confirmed';
    const isSameTime = order.shippingDay === payload.day && timeOf(order) === payload.start;
    if (!isLive || !isSameTime) return null;
    return renderReminder(order, (await extrasOf(order, {})).manageUrl);
  }
  if (topic === 'mail.visit_proposal') {
    if (order.status !== 'proposed') return null;
    const { manageUrl, calendar } = await extrasOf(order, payload);
    // The proposal's time held as a TENTATIVE event, replaced on confirming (decision 063).
    return { ...renderProposal(order, manageUrl), ...(calendar ? { calendar } : {}) };
  }
  // Skipped or expired: the proposal's event removed from the calendar (METHOD:CANCEL).
  const { calendar } = await extrasOf(order, {});
  return {
    ...renderVisitEnded(order, topic === 'mail.visit_skipped' ? 'skipped' : 'expired'),
    ...(calendar ? { calendar } : {}),
  };
}

/**
 * The outbox handler of one of `visitMailTopics` ({orderId, token?, day?, start?}): sends
 * the mail, and records it in the order's history only when it went (best effort).
 */
export function visitMailHandler(
  topic: VisitMailTopic,
  { db, clock, findOrder, mailer, extrasOf }: VisitMailDeps,
): OutboxHandler {
  return async (payload) => {
    const order = await findOrder(Number(payload.orderId));
    if (!order) throw new Error(`order ${String(payload.orderId)} not found`);
    if (order.anonymisedAt) return;
    const mail = await render(topic, order, payload, extrasOf);
    if (!mail) return;
    await mailer.send(mail);
    await recordOrderEvent(db, {
      orderId: order.id,
      action: 'mail_sent',
      actor: null,
      changes: { mail: topic },
      at: clock.now(),
    }).catch(() => undefined);
  };
}

export interface VisitMailDeps {
  db: Database;
  clock: Clock;
  findOrder: (id: number) => Promise<OrderDetails | null>;
  mailer: Mailer;
  extrasOf: MailExtrasOf;
}
