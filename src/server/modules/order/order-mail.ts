/**
 * The order confirmation mail (decision 010), in the order's language: what was
 * ordered, when, where, the price and payment, the household-deduction note for private
 * customers and the terms of order; as HTML and as plain text.
 */
import type { Language } from '#contracts/messages.ts';
import type { Mailer, MailMessage } from '#server/integrations/mail/mailer.ts';
import { manageLinkTextOf, type MailExtras, type MailExtrasOf } from '../manage/manage-mail';
import type { OrderDetails } from './order.repository';
import { deductionOf, mallPerWashOf } from './order-summary';
import {
  cleaningSetLabel,
  cleaningSetName,
  mallLinesNote,
  perWashStatement,
} from '#domain/mall/mall-words.ts';
import {
  clockTimeOf,
  intlLocaleOf,
  writesNumericDates,
  dateTimeFormatOf,
  numberFormatOf,
} from '#domain/locale/intl-locale.ts';
import { isPaidOrder } from '#domain/order/payment-state.ts';
import {
  DEDUCTION_CAP_CENTS,
  DEDUCTION_EXCESS_CENTS,
  DEDUCTION_PERCENT,
} from '#domain/tax/household-deduction.ts';
import { deductionTexts, fill, mailTexts, newTimeMailTexts, orderTerms } from './order-texts';
import { escapeHtml } from '#server/lib/escape-html.ts';
import { paragraphsOf } from '#contracts/paragraphs.ts';
import { shopTermsOf } from '#contracts/shop-contact.ts';
import { defaultShopInfo } from '../shop-info/shop-info-defaults';

export const formatEuros = (cents: number, language: Language) =>
  numberFormatOf(intlLocaleOf(language), { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');

/** Whole euros, as the deduction's headline: '166 €' / '€166'. */
export const formatWholeEuros = (cents: number, language: Language) =>
  numberFormatOf(intlLocaleOf(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })
    .format(Math.floor(cents / 100))
    .replace(/\u00a0/g, ' ');

/**
 * The deduction's rule figures as the texts state them: from the rules the price is computed
 * with, in the order's language ('150 €' / '€150'), as the pages do (deduction-rules.ts).
 */
const deductionRules = (language: Language) => ({
  percent: DEDUCTION_PERCENT,
  excess: formatWholeEuros(DEDUCTION_EXCESS_CENTS, language),
  cap: formatWholeEuros(DEDUCTION_CAP_CENTS, language),
});

/** The deduction in the order's language, in the words of every mail and document. */
export function deductionWordsOf(
  details: OrderDetails,
): { headline: string; afterExcess: string } | null {
  const deduction = deductionOf(details);
  if (!deduction.isEligible || deduction.headlineCents <= 0) return null;
  const lang = details.language;
  const words = deductionTexts[lang];
  return {
    headline: fill(words.headline, { amount: formatWholeEuros(deduction.headlineCents, lang) }),
    // A small order's deduction is all taken by the excess: said in words, not as 0,00 €.
    afterExcess: fill(
      deduction.afterExcessCents.one > 0 ? words.afterExcess : words.afterExcessNone,
      {
        one: formatEuros(deduction.afterExcessCents.one, lang),
        two: formatEuros(deduction.afterExcessCents.two, lang),
        excess: deductionRules(lang).excess,
      },
    ),
  };
}

/** 'ti 6.5.2025' / 'tis 6.5.2025' / 'Tue 6 May 2025' for a Helsinki calendar day. */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T12:00:00Z`);
  return dateTimeFormatOf(intlLocaleOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: writesNumericDates(language) ? 'numeric' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * 'joulukuu 2026' / 'december 2026' / 'December 2026' for a shopping centre's starting month ('YYYY-MM'):
 * words, never the stored form (issue 15, point 6). An unreadable value is shown as it is.
 */
export function formatMonth(month: string, language: Language): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return month;
  return dateTimeFormatOf(intlLocaleOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
}

/**
 * The starting month as the mail's subject says it: 'tammikuusta 2027' (elative: 'from
 * January'; every Finnish month name ends in -kuu, so -sta makes it) / 'januari 2027' (the
 * Swedish subject says 'från och med' before it) / 'January 2027'.
 */
export function formatMonthFrom(month: string, language: Language): string {
  const words = formatMonth(month, language);
  return language === 'fi' ? words.replace(/^(\p{L}+kuu)\b/u, '$1sta') : words;
}

/** A mall order's set and price per wash, in the package's one voice (decision 073). */
export function mallRows(order: OrderDetails): Row[] {
  if (!order.mallCleaningSet) return [];
  const lang = order.language;
  const perWash = mallPerWashOf(order);
  return [
    { label: cleaningSetLabel(lang), value: cleaningSetName(order.mallCleaningSet, lang) },
    ...(perWash ? [perWashStatement(perWash, lang, (cents) => formatEuros(cents, lang))] : []),
  ];
}

/** Under the lines: VAT, and for a mall order that they are per wash. */
export const linesNoteOf = (order: OrderDetails): string =>
  order.mallCleaningSet ? mallLinesNote(order.language) : mailTexts[order.language].vat;

const formatAmount = (amount: number, language: Language) =>
  numberFormatOf(intlLocaleOf(language), { maximumFractionDigits: 2 }).format(amount);

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
      value: order.startTime
        ? fill(t.dayValue, { date, time: clockTimeOf(order.startTime, lang) })
        : date,
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
    rows.push({ label: t.startingMonth, value: formatMonth(order.mallStartingMonth, lang) });
  }
  rows.push(...mallRows(order));
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
      ? isPaidOrder(order.money)
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
    : fill(t.subjectMall, {
        month: formatMonthFrom(order.mallStartingMonth ?? '', order.language),
      });
}

/** The deduction in the mail: the same words as the receipt's and the pages' (issue 28). */
function deductionNote(order: OrderDetails): string | null {
  const words = deductionWordsOf(order);
  if (!words) return null;
  const rules = fill(mailTexts[order.language].deduction, deductionRules(order.language));
  return `${words.headline}. ${words.afterExcess} ${rules}`;
}

/** The order page's link (decision 049), when the mail carries its token. */
const manageLink = (order: OrderDetails, extras: MailExtras): string[] =>
  extras.manageUrl ? [fill(manageLinkTextOf(order), { url: extras.manageUrl })] : [];

/**
 * The terms of order as the shop saved them (decision 099), in the order's language, as
 * paragraphs of lines; a fresh install's when none are given.
 */
function termsParagraphs(order: OrderDetails, terms: string | undefined): string[][] {
  return paragraphsOf(terms ?? shopTermsOf(defaultShopInfo, order.language));
}

function text(order: OrderDetails, extras: MailExtras, terms?: string): string {
  const t = mailTexts[order.language];
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
    linesNoteOf(order),
    ...(note ? ['', note] : []),
    '',
    `${orderTerms[order.language].title}:`,
    '',
    ...termsParagraphs(order, terms).flatMap((lines) => [...lines, '']),
  ].join('\n');
}

function html(order: OrderDetails, extras: MailExtras, terms?: string): string {
  const t = mailTexts[order.language];
  const e = escapeHtml;
  const table = (rows: Row[], boldLast = false) =>
    `<table role="presentation" style="border-collapse:collapse"><tbody>${rows
      .map((r, i) => {
        const style = boldLast && i === rows.length - 1 ? ' style="font-weight:bold"' : '';
        return `<tr${style}><td style="color:#495057;padding:4px 16px 4px 4px">${e(r.label)}</td><td style="text-align:right;padding:4px">${e(r.value)}</td></tr>`;
      })
      .join('')}</tbody></table>`;
  const note = deductionNote(order);
  return `<!doctype html><html lang="${order.language}"><head><meta charset="utf-8"><title>${e(subject(order))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5">
<p>${e(fill(t.greeting, { name: order.customer.name }))}</p>
${opening(order)
  .map((paragraph) => `<p>${e(paragraph)}</p>`)
  .join('\n')}
${extras.manageUrl ? `<p>${e(manageLinkTextOf(order).split('{url}')[0]!)}<a href="${e(extras.manageUrl)}">${e(extras.manageUrl)}</a></p>` : ''}
${table(facts(order))}
<h2 style="font-size:18px">${e(t.lines)}</h2>
${table(lines(order), true)}
<p style="color:#495057">${e(linesNoteOf(order))}</p>
${note ? `<p>${e(note)}</p>` : ''}
<h2 style="font-size:18px">${e(orderTerms[order.language].title)}</h2>
${termsParagraphs(order, terms)
  .map((lines) => `<p>${lines.map(e).join('<br>')}</p>`)
  .join('\n')}
</body></html>`;
}

/** The mail; `terms` is the shop's terms of order in the order's language (decision 099). */
export function renderOrderConfirmation(
  order: OrderDetails,
  extras: MailExtras = {},
  terms?: string,
): MailMessage {
  return {
    to: order.customer.email,
    subject: subject(order),
    text: text(order, extras, terms),
    html: html(order, extras, terms),
    language: order.language,
    ...(extras.calendar ? { calendar: extras.calendar } : {}),
  };
}

/**
 * The outbox handler of 'mail.order_confirmation' ({orderId, token?}): with `extrasOf`, the
 * order page's link and the job's calendar (decisions 049 and 063); with `termsOf`, the
 * shop's saved terms of order in a language (decision 099).
 */
export function orderConfirmationHandler(
  findOrder: (id: number) => Promise<OrderDetails | null>,
  mailer: Mailer,
  {
    extrasOf,
    termsOf,
  }: { extrasOf?: MailExtrasOf; termsOf?: (language: Language) => Promise<string> } = {},
) {
  return async (payload: Record<string, unknown>) => {
    const order = await findOrder(Number(payload.orderId));
    if (!order) throw new Error(`order ${String(payload.orderId)} not found`);
    const extras = extrasOf ? await extrasOf(order, payload) : {};
    const terms = termsOf ? await termsOf(order.language) : undefined;
    await mailer.send(renderOrderConfirmation(order, extras, terms));
  };
}
