/**
 * The mails of the order's life (decision 045): the job moved to a new time, the order
 * cancelled. In the order's language, HTML and plain text, queued through the outbox by
 * order-life.service.ts unless staff unticked "tell the customer".
 */
import type { Database } from '#server/db/client.ts';
import type { OutboxTopic } from '#server/db/schema/outbox.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';
import type { Clock } from '#server/lib/clock.ts';
import { orderPageLinkTexts, type MailExtrasOf } from '../manage/manage-mail';
import type { OutboxHandler } from '../outbox/outbox.service';
import { recordOrderEvent } from './order-history.repository';
import { formatDay } from './order-mail';
import type { OrderDetails } from './order.repository';
import { fill, mailTexts } from './order-texts';

export const orderLifeMailTopics = ['mail.order_moved', 'mail.order_cancelled'] as const;
export type OrderLifeMailTopic = (typeof orderLifeMailTopics)[number];

export const orderLifeMailTexts = {
  fi: {
    movedSubject: 'Ikkunanpesun aika muuttui: {date}',
    moved: 'Ikkunanpesusi aika on muuttunut. Uusi aika on {date} alkaen klo {time}.',
    cancelledSubject: 'Tilauksesi {reference} on peruttu',
    cancelled: 'Tilauksesi {reference} on peruttu.',
    refund: 'Jo maksamasi summa palautetaan sinulle.',
    lateFee:
      'Peruit tilauksen alle 5 arkipäivää ennen työtä: tilausehtojen mukaan veloitamme vähintään 30 % tilauksen hinnasta.',
  },
  en: {
    movedSubject: 'Your window cleaning has a new time: {date}',
    moved:
      'The time of your window cleaning has changed. The new time is {date} starting at {time}.',
    cancelledSubject: 'Your order {reference} has been cancelled',
    cancelled: 'Your order {reference} has been cancelled.',
    refund: 'The amount you already paid will be refunded to you.',
    lateFee:
      'You cancelled less than 5 business days before the job: under the terms of order at least 30 % of the price will be charged.',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order page's link as a paragraph (decision 053): text, and HTML with an anchor. */
export interface PageLink {
  text: string;
  url: string;
}

export function message(
  order: OrderDetails,
  subject: string,
  paragraphs: string[],
  link?: PageLink,
): MailMessage {
  const t = mailTexts[order.language];
  const linkText = link ? fill(link.text, { url: link.url }) : null;
  const all = [
    fill(t.greeting, { name: order.customer.name }),
    ...paragraphs,
    ...(linkText ? [linkText] : []),
    `${t.reference}: ${order.orderNumber}`,
    t.contact,
  ];
  const e = escapeHtml;
  const html = (p: string) =>
    p === linkText && link
      ? `<p>${e(link.text.split('{url}')[0]!)}<a href="${e(link.url)}">${e(link.url)}</a></p>`
      : `<p>${e(p)}</p>`;
  return {
    to: order.customer.email,
    subject,
    text: [...all, t.signature, ''].join('\n\n'),
    html: `<!doctype html><html lang="${order.language}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5">
${all.map(html).join('\n')}
<p>${e(t.signature).replace('\n', '<br>')}</p>
</body></html>`,
    language: order.language,
  };
}

/** The order page's link of a mail, when the order's token could be opened (decision 053). */
const pageLink = (order: OrderDetails, manageUrl?: string): PageLink | undefined =>
  manageUrl ? { text: orderPageLinkTexts[order.language], url: manageUrl } : undefined;

export function renderOrderMoved(order: OrderDetails, manageUrl?: string): MailMessage {
  const t = orderLifeMailTexts[order.language];
  const date = formatDay(order.shippingDay ?? '', order.language);
  const time = (order.startTime ?? '08:00').slice(0, 5);
  return message(
    order,
    fill(t.movedSubject, { date }),
    [fill(t.moved, { date, time })],
    pageLink(order, manageUrl),
  );
}

export function renderOrderCancelled(
  order: OrderDetails,
  isRefunded: boolean,
  hasLateFee = false,
  manageUrl?: string,
): MailMessage {
  const t = orderLifeMailTexts[order.language];
  const reference = order.orderNumber;
  return message(
    order,
    fill(t.cancelledSubject, { reference }),
    [
      fill(t.cancelled, { reference }),
      ...(hasLateFee ? [t.lateFee] : []),
      ...(isRefunded ? [t.refund] : []),
    ],
    pageLink(order, manageUrl),
  );
}

/**
 * The outbox handlers of 'mail.order_moved' (with `extrasOf`, the job's calendar file) and
 * 'mail.order_cancelled' ({orderId, refund?, lateFee?}).
 */
export function orderLifeMailHandler(
  topic: OrderLifeMailTopic,
  findOrder: (id: number) => Promise<OrderDetails | null>,
  mailer: Mailer,
  extrasOf?: MailExtrasOf,
) {
  return async (payload: Record<string, unknown>) => {
    const order = await findOrder(Number(payload.orderId));
    if (!order) throw new Error(`order ${String(payload.orderId)} not found`);
    // An order erased meanwhile has no address to write to.
    if (order.anonymisedAt) return;
    const { attachments, manageUrl } = extrasOf ? await extrasOf(order, {}) : {};
    if (topic === 'mail.order_cancelled') {
      await mailer.send(
        renderOrderCancelled(order, payload.refund === true, payload.lateFee === true, manageUrl),
      );
      return;
    }
    await mailer.send({
      ...renderOrderMoved(order, manageUrl),
      ...(attachments ? { attachments } : {}),
    });
  };
}

/**
 * Wraps a mail's outbox handler: once the mail is sent, the order's history says which
 * mail went. The record is best effort: failing it (the order deleted meanwhile) must not
 * make the outbox send the mail again.
 */
export function recordingMailSent(
  db: Database,
  clock: Clock,
  topic: OutboxTopic,
  handler: OutboxHandler,
): OutboxHandler {
  return async (payload, context) => {
    await handler(payload, context);
    const orderId = Number(payload.orderId);
    if (!Number.isSafeInteger(orderId)) return;
    const at = clock.now();
    await recordOrderEvent(db, {
      orderId,
      action: 'mail_sent',
      actor: null,
      changes: { mail: topic },
      at,
    }).catch(() => undefined);
  };
}
