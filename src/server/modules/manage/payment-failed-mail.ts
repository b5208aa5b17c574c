/**
 * The mail of an online order whose payment failed (decision 055): the order still holds
 * its time until the payment hold ends, and the link to the order page, where the customer
 * pays it or cancels it, is the way back after the payment page is closed. In the order's
 * language, HTML and plain text. Not sent once the order is paid or cancelled meanwhile.
 */
import { pagePath } from '#contracts/site-pages.ts';
import type { Language } from '#contracts/messages.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import {
  clockTimeOf,
  clockWordOf,
  intlLocaleOf,
  dateTimeFormatOf,
} from '#domain/locale/intl-locale.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';
import type { OrderDetails } from '../order/order.repository';
import { formatDay, formatEuros } from '../order/order-mail';
import { fill, mailTexts } from '../order/order-texts';
import { escapeHtml } from '#server/lib/escape-html.ts';

const texts: Record<
  Language,
  { subject: string; failed: string; held: string; link: string; after: string }
> = {
  fi: {
    subject: 'Maksu ei onnistunut: tilaus {number} odottaa maksua',
    failed:
      'Tilauksesi {number} ({amount}) maksu ei onnistunut, joten tilaus odottaa vielä maksua.',
    held: 'Pidämme pesuajan {date} klo {time} varattuna sinulle {until} asti.',
    link: 'Voit maksaa tai perua tilauksen tilauksesi sivulla: {url}',
    after: 'Jos tilausta ei makseta siihen mennessä, se perutaan ja aika vapautuu muille.',
  },
  en: {
    subject: 'Payment failed: order {number} is awaiting payment',
    failed:
      'The payment of your order {number} ({amount}) did not go through, so the order is still awaiting payment.',
    held: 'We are holding the cleaning time {date} at {time} for you until {until}.',
    link: 'You can pay for the order or cancel it on your order page: {url}',
    after: 'If the order is not paid by then, it is cancelled and the time is freed for others.',
  },
  sv: {
    subject: 'Betalningen misslyckades: beställning {number} väntar på betalning',
    failed:
      'Betalningen av din beställning {number} ({amount}) lyckades inte, så beställningen väntar fortfarande på betalning.',
    held: 'Vi håller tvättiden {date} kl. {time} reserverad för dig till {until}.',
    link: 'Du kan betala eller avboka beställningen på din beställningssida: {url}',
    after: 'Om beställningen inte är betald till dess avbokas den och tiden frigörs för andra.',
  },
};

/**
 * 'to 26.11.2026 klo 10.30' / 'tors 26.11.2026 kl. 10.30' / 'Thu 26 November 2026 at 10:30',
 * Helsinki time.
 */
function formatInstant(instant: Date, language: Language): string {
  const date = formatDay(helsinkiDate(instant), language);
  const time = dateTimeFormatOf(intlLocaleOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Helsinki',
  }).format(instant);
  return `${date} ${clockWordOf(language)} ${time}`;
}

export function renderPaymentFailed(
  order: OrderDetails,
  { url, holdEndsAt }: { url: string; holdEndsAt: Date },
): MailMessage {
  const lang = order.language;
  const t = texts[lang];
  const m = mailTexts[lang];
  const number = order.orderNumber;
  const day = order.shippingDay;
  const paragraphs = [
    fill(m.greeting, { name: order.customer.name }),
    fill(t.failed, { number, amount: formatEuros(order.totalPriceAfterDiscountCents, lang) }),
    ...(day && order.startTime
      ? [
          fill(t.held, {
            date: formatDay(day, lang),
            time: clockTimeOf(order.startTime, lang),
            until: formatInstant(holdEndsAt, lang),
          }),
        ]
      : []),
    fill(t.link, { url }),
    t.after,
  ];
  const subject = fill(t.subject, { number });
  const text = [...paragraphs, ''].join('\n\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5">
${paragraphs
  .map(
    (p) =>
      `<p>${escapeHtml(p).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)}</p>`,
  )
  .join('\n')}
</body></html>`;
  return { to: order.customer.email, subject, text, html, language: lang };
}

/** The outbox handler of 'mail.payment_failed' ({orderId, token}). */
export function paymentFailedHandler(deps: {
  findOrder: (id: number) => Promise<OrderDetails | null>;
  holdEndsAt: (order: OrderDetails) => Promise<Date>;
  mailer: Mailer;
  publicUrl: string;
}) {
  return async (payload: Record<string, unknown>) => {
    const order = await deps.findOrder(Number(payload.orderId));
    if (!order) throw new Error(`order ${String(payload.orderId)} not found`);
    // Paid by a new attempt or cancelled meanwhile: the mail would only confuse.
    if (order.status !== 'awaiting_payment' || typeof payload.token !== 'string') return;
    const url = `${deps.publicUrl}${pagePath('manage', order.language, { token: payload.token })}`;
    await deps.mailer.send(
      renderPaymentFailed(order, { url, holdEndsAt: await deps.holdEndsAt(order) }),
    );
  };
}
