/**
 * The mails of the order's life (decision 045): the job moved to a new time, the order
 * cancelled. In the order's language, HTML and plain text, queued through the outbox by
 * order-life.service.ts unless staff unticked "tell the customer".
 */
import type { Language } from '#contracts/messages.ts';
import { clockTimeOf } from '#domain/locale/intl-locale.ts';
import type { CancellationCharge } from '#domain/order/cancellation-charge.ts';
import type { Database } from '#server/db/client.ts';
import type { OutboxTopic } from '#server/db/schema/outbox.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';
import type { Clock } from '#server/lib/clock.ts';
import { orderPageLinkTexts, type MailExtrasOf } from '../manage/manage-mail';
import type { OutboxHandler } from '../outbox/outbox.service';
import { recordOrderEvent } from './order-history.repository';
import { parseCancellationCharge } from './order-cancellation';
import { formatDay, formatEuros } from './order-mail';
import type { OrderDetails } from './order.repository';
import { fill, mailTexts } from './order-texts';
import { escapeHtml } from '#server/lib/escape-html.ts';

export const orderLifeMailTopics = ['mail.order_moved', 'mail.order_cancelled'] as const;
export type OrderLifeMailTopic = (typeof orderLifeMailTopics)[number];

export const orderLifeMailTexts = {
  fi: {
    movedSubject: 'Ikkunanpesun aika muuttui: {date}',
    moved: 'Ikkunanpesusi aika on muuttunut. Uusi aika on {date} alkaen klo {time}.',
    cancelledSubject: 'Tilauksesi {reference} on peruttu',
    cancelled: 'Tilauksesi {reference} on peruttu.',
    refund: 'Jo maksamasi summa palautetaan sinulle.',
    charge: {
      withdrawal:
        'Peruit tilauksen 14 päivän peruuttamisaikana ennen työn alkua, joten perumisesta ei veloiteta mitään ({charged}).',
      free_change:
        'Peruit tilauksen viimeistään 5 arkipäivää ennen työtä, joten perumisesta ei veloiteta mitään ({charged}).',
      late_share:
        'Peruit tilauksen alle 5 arkipäivää ennen työtä: tilausehtojen mukaan veloitamme 30 % tilauksen hinnasta eli {charged}.',
      work_started:
        'Työ oli jo alkanut, joten tehdystä työstä veloitetaan. Ilmoitamme sinulle veloitettavan summan.',
      by_office: 'Perumisesta ei veloiteta sinulta mitään ({charged}).',
    },
    refundBy: 'Palautamme sinulle {amount} viimeistään {day}.',
    toPay: 'Lähetämme sinulle laskun summasta {amount}.',
  },
  en: {
    movedSubject: 'Your window cleaning has a new time: {date}',
    moved:
      'The time of your window cleaning has changed. The new time is {date} starting at {time}.',
    cancelledSubject: 'Your order {reference} has been cancelled',
    cancelled: 'Your order {reference} has been cancelled.',
    refund: 'The amount you already paid will be refunded to you.',
    charge: {
      withdrawal:
        'You cancelled within the 14-day withdrawal period before the work started, so nothing is charged ({charged}).',
      free_change:
        'You cancelled at least 5 business days before the job, so nothing is charged ({charged}).',
      late_share:
        'You cancelled less than 5 business days before the job: under the terms of order we charge 30 % of the price, {charged}.',
      work_started:
        'The work had already started, so the work done is charged for. We will tell you the amount.',
      by_office: 'Nothing is charged to you for the cancellation ({charged}).',
    },
    refundBy: 'We will refund {amount} to you by {day}.',
    toPay: 'We will send you an invoice for {amount}.',
  },
  sv: {
    movedSubject: 'Din fönstertvätt har en ny tid: {date}',
    moved: 'Tiden för din fönstertvätt har ändrats. Den nya tiden är {date} från kl. {time}.',
    cancelledSubject: 'Din beställning {reference} har avbokats',
    cancelled: 'Din beställning {reference} har avbokats.',
    refund: 'Det belopp du redan har betalat återbetalas till dig.',
    charge: {
      withdrawal:
        'Du frånträdde beställningen under ångerfristen på 14 dagar innan arbetet började, så ingenting debiteras ({charged}).',
      free_change: 'Du avbokade senast 5 vardagar före jobbet, så ingenting debiteras ({charged}).',
      late_share:
        'Du avbokade mindre än 5 vardagar före jobbet: enligt beställningsvillkoren debiterar vi 30 % av beställningens pris, dvs. {charged}.',
      work_started:
        'Arbetet hade redan påbörjats, så det utförda arbetet debiteras. Vi meddelar dig beloppet.',
      by_office: 'Du debiteras ingenting för avbokningen ({charged}).',
    },
    refundBy: 'Vi återbetalar {amount} till dig senast {day}.',
    toPay: 'Vi skickar dig en faktura på {amount}.',
  },
} as const satisfies Record<Language, unknown>;

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
  ];
  const e = escapeHtml;
  const html = (p: string) =>
    p === linkText && link
      ? `<p>${e(link.text.split('{url}')[0]!)}<a href="${e(link.url)}">${e(link.url)}</a></p>`
      : `<p>${e(p)}</p>`;
  return {
    to: order.customer.email,
    subject,
    text: [...all, ''].join('\n\n'),
    html: `<!doctype html><html lang="${order.language}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5">
${all.map(html).join('\n')}
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
  const time = clockTimeOf(order.startTime ?? '08:00', order.language);
  return message(
    order,
    fill(t.movedSubject, { date }),
    [fill(t.moved, { date, time })],
    pageLink(order, manageUrl),
  );
}

/**
 * What the cancellation costs, in exact amounts (decision 068): charged, refunded and by
 * when, still to pay. Without `charge` (a mail queued before it was computed) only whether
 * the payment is refunded.
 */
function chargeParagraphs(
  order: OrderDetails,
  charge: CancellationCharge | null,
  isRefunded: boolean,
): string[] {
  const t = orderLifeMailTexts[order.language];
  if (!charge) return isRefunded ? [t.refund] : [];
  const euros = (cents: number) => formatEuros(cents, order.language);
  const charged = fill(t.charge[charge.basis], { charged: euros(charge.chargedCents ?? 0) });
  const refund =
    charge.refundCents && charge.refundBy
      ? fill(t.refundBy, {
          amount: euros(charge.refundCents),
          day: formatDay(charge.refundBy, order.language),
        })
      : null;
  const toPay = charge.toPayCents ? fill(t.toPay, { amount: euros(charge.toPayCents) }) : null;
  return [charged, ...(refund ? [refund] : []), ...(toPay ? [toPay] : [])];
}

export function renderOrderCancelled(
  order: OrderDetails,
  charge: CancellationCharge | null,
  manageUrl?: string,
  isRefunded = false,
): MailMessage {
  const t = orderLifeMailTexts[order.language];
  const reference = order.orderNumber;
  return message(
    order,
    fill(t.cancelledSubject, { reference }),
    [fill(t.cancelled, { reference }), ...chargeParagraphs(order, charge, isRefunded)],
    pageLink(order, manageUrl),
  );
}

/**
 * The outbox handlers of 'mail.order_moved' and 'mail.order_cancelled' ({orderId, charge},
 * earlier {orderId, refund?}); with `extrasOf`, the job's calendar (REQUEST, or CANCEL; decision 063).
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
    const { calendar, manageUrl } = extrasOf ? await extrasOf(order, {}) : {};
    // The calendar is the order's now: a CANCEL once cancelled, the new time's REQUEST.
    const mail =
      topic === 'mail.order_cancelled'
        ? renderOrderCancelled(
            order,
            parseCancellationCharge(payload.charge),
            manageUrl,
            payload.refund === true,
          )
        : renderOrderMoved(order, manageUrl);
    await mailer.send({ ...mail, ...(calendar ? { calendar } : {}) });
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
