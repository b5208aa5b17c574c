/**
 * The payment link of an online order taken by staff (decision 047): the customer pays on
 * the site's order page, found by the order's unguessable reference (never personal data in
 * the link). In the order's language, as HTML and as plain text.
 */
import { pagePath } from '#contracts/site-pages.ts';
import type { Language } from '#contracts/messages.ts';
import { clockTimeOf } from '#domain/locale/intl-locale.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';
import type { OrderDetails } from './order.repository';
import { formatDay, formatEuros } from './order-mail';
import { fill, mailTexts } from './order-texts';
import { staffPaymentHoldDays } from './order-staff.service';
import { escapeHtml } from '#server/lib/escape-html.ts';

const linkTexts: Record<Language, { subject: string; text: string; pay: string }> = {
  fi: {
    subject: 'Maksulinkki: ikkunanpesu {date}',
    text: 'Kiitos tilauksestasi puhelimessa! Tilauksesi {reference} (ikkunanpesu {date} alkaen klo {time}, yhteensä {amount}) odottaa maksua. Aika pidetään sinulle {days} päivää.',
    pay: 'Maksa tilaus verkossa: {url}',
  },
  en: {
    subject: 'Payment link: window cleaning on {date}',
    text: 'Thank you for your order by phone! Your order {reference} (window cleaning on {date} from {time}, {amount} in total) awaits payment. The time is held for you for {days} days.',
    pay: 'Pay for the order online: {url}',
  },
  sv: {
    subject: 'Betalningslänk: fönstertvätt {date}',
    text: 'Tack för din beställning per telefon! Din beställning {reference} (fönstertvätt {date} från kl. {time}, totalt {amount}) väntar på betalning. Tiden hålls reserverad för dig i {days} dagar.',
    pay: 'Betala beställningen på nätet: {url}',
  },
};

/** The page where the customer pays: the thank-you page by reference, in the order's language. */
export const paymentLinkOf = (publicUrl: string, reference: string, language: Language) =>
  `${publicUrl}${pagePath('thank_you', language, { reference })}`;

/**
 * The mail; `token` is the order page's (decision 055): the link opens the order's own page,
 * which pays it without asking the e-mail. A mail queued without one links by reference.
 */
export function renderPaymentLink(
  order: OrderDetails,
  publicUrl: string,
  token?: string,
): MailMessage {
  const lang = order.language;
  const t = linkTexts[lang];
  const m = mailTexts[lang];
  const date = order.shippingDay ? formatDay(order.shippingDay, lang) : '';
  const url = token
    ? `${publicUrl}${pagePath('manage', lang, { token })}`
    : paymentLinkOf(publicUrl, order.reference, lang);
  const body = fill(t.text, {
    reference: order.orderNumber,
    date,
    time: clockTimeOf(order.startTime ?? '08:00', lang),
    amount: formatEuros(order.totalPriceAfterDiscountCents, lang),
    days: staffPaymentHoldDays,
  });
  const greeting = fill(m.greeting, { name: order.customer.name });
  const text = [greeting, '', body, '', fill(t.pay, { url }), ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${e(fill(t.subject, { date }))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(body)}</p>
<p><a href="${e(url)}">${e(fill(t.pay, { url }))}</a></p>
</body></html>`;
  return {
    to: order.customer.email,
    subject: fill(t.subject, { date }),
    text,
    html,
    language: lang,
  };
}

/** The outbox handler of 'mail.payment_link' ({orderId, token?}). */
export function paymentLinkHandler(
  findOrder: (id: number) => Promise<OrderDetails | null>,
  mailer: Mailer,
  publicUrl: string,
) {
  return async (payload: Record<string, unknown>) => {
    const order = await findOrder(Number(payload.orderId));
    if (!order) throw new Error(`order ${String(payload.orderId)} not found`);
    // Paid or cancelled meanwhile: a link would only confuse.
    if (order.status !== 'awaiting_payment') return;
    const token = typeof payload.token === 'string' ? payload.token : undefined;
    await mailer.send(renderPaymentLink(order, publicUrl, token));
  };
}
