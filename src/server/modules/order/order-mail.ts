/**
 * The order confirmation mail (decision 010), in the order's language: what was
 * ordered, when, where, the price and payment, the household-deduction note for private
 * customers and the terms of order; as HTML and as plain text.
 */
import type { Language } from '#contracts/messages.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';
import { manageLinkTexts, type MailExtras, type MailExtrasOf } from '../manage/manage-mail';
import type { OrderDetails } from './order.repository';
import { deductionOf } from './order-summary';
import { fill, mailTexts, newTimeMailTexts, orderTerms } from './order-texts';

const locale = (language: Language) => (language === 'fi' ? 'fi-FI' : 'en-GB');

export const formatEuros = (cents: number, language: Language) =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');

/** 'ti 6.5.2025' / 'Tue 6 May 2025' for a Helsinki calendar day. */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'short',
    day: 'numeric',
    month: language === 'fi' ? 'numeric' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * 'joulukuu 2026' / 'December 2026' for a shopping centre's starting month ('YYYY-MM'):
 * words, never the stored form (issue 15, point 6). An unreadable value is shown as it is.
 */
export function formatMonth(month: string, language: Language): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return month;
  return new Intl.DateTimeFormat(locale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
}

const formatAmount = (amount: number, language: Language) =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(amount);

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Row {
  label: string;
  value: string;
}

function facts(order: OrderDetails): Row[] {
  const t = mailTexts[order.language];
  const lang = order.language;
  const rows: Row[] = [{ label: t.reference, value: order.orderNumber }];
  // An order that needs a new time names no day: the lost time is not promised.
  if (order.shippingDay && !needsNewTime(order)) {
    const date = formatDay(order.shippingDay, lang);
    rows.push({
      label: t.day,
      // A day without a start time (never the case for a booked washer) names no time.
      value: order.startTime ? fill(t.dayValue, { date, time: order.startTime.slice(0, 5) }) : date,
    });
    rows.push({
      label: t.duration,
      value: fill(t.durationValue, {
        hours: Math.floor(order.washingTime / 60),
        minutes: order.washingTime % 60,
      }),
    });
  }
  if (order.mallStartingMonth) {
    const month = formatMonth(order.mallStartingMonth, lang);
    rows.push({ label: t.startingMonth, value: fill(t.startingMonthValue, { month }) });
  }
  const address = (type: 'shipping' | 'billing') => order.addresses.find((a) => a.type === type);
  const shipping = address('shipping');
  if (shipping) {
    rows.push({
      label: t.address,
      value: `${shipping.name}, ${shipping.streetAddress}, ${shipping.postalCode} ${shipping.city}`,
    });
  }
  const billing = address('billing');
  if (billing) {
    rows.push({
      label: t.billingAddress,
      value: `${billing.name}, ${billing.streetAddress}, ${billing.postalCode} ${billing.city}`,
    });
  }
  if (order.companyName) {
    rows.push({ label: t.company, value: `${order.companyName} (${order.companyVat ?? ''})` });
  }
  const payment =
    order.paymentType === 'online'
      ? order.status === 'paid' || needsNewTime(order)
        ? t.paid
        : t.online
      : t.bill[order.invoiceChannel];
  rows.push({ label: t.payment, value: payment });
  if (order.repeatedOrder) {
    rows.push({
      label: t.recurring,
      value: fill(t.recurringValue, { months: order.cleanInterval ?? 12 }),
    });
  }
  if (order.internationalCleaner) rows.push({ label: t.internationalCleaner, value: '✓' });
  if (order.earlyStartRequested) rows.push({ label: t.earlyStart, value: t.earlyStartValue });
  if (order.additionalInfo) rows.push({ label: t.message, value: order.additionalInfo });
  return rows;
}

function lines(order: OrderDetails): Row[] {
  const t = mailTexts[order.language];
  const lang = order.language;
  const rows = order.items
    .filter((item) => item.priceCents !== 0 || item.amount !== 1)
    .map((item) => ({
      label:
        item.amount === 1
          ? item.name
          : `${item.name} ${formatAmount(item.amount, lang)} × ${formatEuros(item.priceCents, lang)}`,
      value: formatEuros(Math.round(item.amount * item.priceCents), lang),
    }));
  if (order.discountCode) {
    rows.push({
      label: fill(t.code, { code: order.discountCode }),
      value: formatEuros(-(order.totalPriceCents - order.totalPriceAfterDiscountCents), lang),
    });
  }
  rows.push({ label: t.total, value: formatEuros(order.totalPriceAfterDiscountCents, lang) });
  return rows;
}

/** Paid after its payment hold, its time sold meanwhile: the office agrees a new time. */
const needsNewTime = (order: OrderDetails) => order.status === 'needs_new_time';

/** The opening paragraphs: thanks, or for an order needing a new time why and what next. */
function opening(order: OrderDetails): string[] {
  if (!needsNewTime(order)) return [mailTexts[order.language].thanks];
  const n = newTimeMailTexts[order.language];
  return [
    fill(n.received, { reference: order.orderNumber }),
    n.lost,
    fill(n.call, { phone: order.customer.phone }),
  ];
}

function subject(order: OrderDetails): string {
  const t = mailTexts[order.language];
  if (needsNewTime(order)) return newTimeMailTexts[order.language].subject;
  return order.shippingDay
    ? fill(t.subject, { date: formatDay(order.shippingDay, order.language) })
    : fill(t.subjectMall, { month: formatMonth(order.mallStartingMonth ?? '', order.language) });
}

function deductionNote(order: OrderDetails): string | null {
  if (order.customerKind !== 'private') return null;
  const cents = deductionOf(order);
  if (cents <= 0) return null;
  return fill(mailTexts[order.language].deduction, { amount: formatEuros(cents, order.language) });
}

/** The order page's link (decision 049), when the mail carries its token. */
const manageLink = (order: OrderDetails, extras: MailExtras): string[] =>
  extras.manageUrl ? [fill(manageLinkTexts[order.language], { url: extras.manageUrl })] : [];

function text(order: OrderDetails, extras: MailExtras): string {
  const t = mailTexts[order.language];
  const terms = orderTerms[order.language];
  const table = (rows: Row[]) => rows.map((r) => `${r.label}: ${r.value}`).join('\n');
  const note = deductionNote(order);
  return [
    fill(t.greeting, { name: order.customer.name }),
    '',
    ...opening(order).flatMap((paragraph) => [paragraph, '']),
    ...manageLink(order, extras).flatMap((paragraph) => [paragraph, '']),
    table(facts(order)),
    '',
    `${t.lines}:`,
    table(lines(order)),
    t.vat,
    ...(note ? ['', note] : []),
    '',
    `${terms.title}:`,
    ...Object.values(terms.items).map((item) => `- ${item}`),
    '',
    t.contact,
    '',
    t.signature,
    '',
  ].join('\n');
}

function html(order: OrderDetails, extras: MailExtras): string {
  const t = mailTexts[order.language];
  const terms = orderTerms[order.language];
  const e = escapeHtml;
  const table = (rows: Row[], boldLast = false) =>
    `<table role="presentation" cellpadding="4" style="border-collapse:collapse">${rows
      .map((r, i) => {
        const style = boldLast && i === rows.length - 1 ? ' style="font-weight:bold"' : '';
        return `<tr${style}><td style="color:#495057;padding-right:16px">${e(r.label)}</td><td style="text-align:right">${e(r.value)}</td></tr>`;
      })
      .join('')}</table>`;
  const note = deductionNote(order);
  return `<!doctype html><html lang="${order.language}"><head><meta charset="utf-8"><title>${e(subject(order))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5">
<p>${e(fill(t.greeting, { name: order.customer.name }))}</p>
${opening(order)
  .map((paragraph) => `<p>${e(paragraph)}</p>`)
  .join('\n')}
${extras.manageUrl ? `<p>${e(manageLinkTexts[order.language].split('{url}')[0]!)}<a href="${e(extras.manageUrl)}">${e(extras.manageUrl)}</a></p>` : ''}
${table(facts(order))}
<h2 style="font-size:18px">${e(t.lines)}</h2>
${table(lines(order), true)}
<p style="color:#495057">${e(t.vat)}</p>
${note ? `<p>${e(note)}</p>` : ''}
<h2 style="font-size:18px">${e(terms.title)}</h2>
<ul>${Object.values(terms.items)
    .map((item) => `<li>${e(item)}</li>`)
    .join('')}</ul>
<p>${e(t.contact)}</p>
<p>${e(t.signature).replace('\n', '<br>')}</p>
</body></html>`;
}

export function renderOrderConfirmation(order: OrderDetails, extras: MailExtras = {}): MailMessage {
  return {
    to: order.customer.email,
    subject: subject(order),
    text: text(order, extras),
    html: html(order, extras),
    language: order.language,
    ...(extras.attachments ? { attachments: extras.attachments } : {}),
  };
}

/**
 * The outbox handler of 'mail.order_confirmation' ({orderId, token?}): with `extrasOf`, the
 * order page's link and the calendar file (decision 049).
 */
export function orderConfirmationHandler(
  findOrder: (id: number) => Promise<OrderDetails | null>,
  mailer: Mailer,
  extrasOf?: MailExtrasOf,
) {
  return async (payload: Record<string, unknown>) => {
    const order = await findOrder(Number(payload.orderId));
    if (!order) throw new Error(`order ${String(payload.orderId)} not found`);
    const extras = extrasOf ? await extrasOf(order, payload) : {};
    await mailer.send(renderOrderConfirmation(order, extras));
  };
}
