/**
 * What the receipt says (decision 055), from the order as stored: the seller's facts from
 * the settings, the order's number, dates, lines and totals exactly as stored (the server
 * priced them), VAT taken out of the VAT-inclusive total by the domain's rule, and the
 * household deduction by the same function as the mail and the thank-you page.
 */
import type { Language } from '#contracts/messages.ts';
import type { ShopInfo } from '#contracts/shop-info.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { isPaidOrder } from '#domain/order/payment-state.ts';
import {
  DEDUCTION_CAP_CENTS,
  DEDUCTION_EXCESS_CENTS,
  DEDUCTION_PERCENT,
} from '#domain/tax/household-deduction.ts';
import { netOfVatCents, VAT_PERCENT, vatPartCents } from '#domain/tax/vat.ts';
import type { OrderDetails } from '../order/order.repository';
import { formatDay, formatEuros, formatMonth } from '../order/order-mail';
import { deductibleWorkOf, deductionOf } from '../order/order-summary';
import { fill, mailTexts } from '../order/order-texts';
import { receiptTexts } from './receipt-texts';

export interface ReceiptRow {
  label: string;
  value: string;
}

export interface ReceiptLine {
  name: string;
  amount: string;
  unitPrice: string;
  sum: string;
}

export interface Receipt {
  language: Language;
  title: string;
  fileName: string;
  seller: string[];
  facts: ReceiptRow[];
  columns: ReceiptLine;
  lines: ReceiptLine[];
  totals: ReceiptRow[];
  deduction: ReceiptRow[];
  notes: string[];
  /** The figures as cents, for whoever checks them (the tests). */
  cents: { total: number; net: number; vat: number; work: number; deduction: number };
}

/** Euros as the mail writes them, kept on one line (a thousands space does not break). */
const eurosIn = (language: Language) => (cents: number) =>
  formatEuros(cents, language).replace(/ /g, '\u00a0');

const locale = (language: Language) => (language === 'fi' ? 'fi-FI' : 'en-GB');
const formatAmount = (amount: number, language: Language) =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(amount);
const formatPercent = (percent: number, language: Language) => formatAmount(percent, language);

function paymentState(order: OrderDetails): string {
  const m = mailTexts[order.language];
  const r = receiptTexts[order.language];
  if (order.paymentType === 'online') {
    if (isPaidOrder(order)) return m.paid;
    return order.status === 'awaiting_payment' ? r.awaitingPayment : m.online;
  }
  const channel = m.bill[order.invoiceChannel];
  return order.status === 'paid' ? fill(r.billPaid, { channel }) : channel;
}

function sellerOf(shop: ShopInfo, language: Language): string[] {
  const r = receiptTexts[language];
  return [
    shop.sellerName,
    shop.streetAddress,
    `${shop.postalCode} ${shop.city}`,
    `${r.businessId} ${shop.businessId}`,
    `${shop.phone}, ${shop.email}`,
  ];
}

function factsOf(order: OrderDetails): ReceiptRow[] {
  const lang = order.language;
  const m = mailTexts[lang];
  const r = receiptTexts[lang];
  const rows: ReceiptRow[] = [
    { label: m.reference, value: order.orderNumber },
    { label: r.orderDate, value: formatDay(helsinkiDate(order.created), lang) },
  ];
  if (order.shippingDay && order.status !== 'needs_new_time') {
    const date = formatDay(order.shippingDay, lang);
    const time = order.startTime?.slice(0, 5);
    rows.push({ label: m.day, value: time ? fill(m.dayValue, { date, time }) : date });
  }
  if (order.mallStartingMonth) {
    const month = formatMonth(order.mallStartingMonth, lang);
    rows.push({ label: m.startingMonth, value: fill(m.startingMonthValue, { month }) });
  }
  const customer = order.companyName
    ? `${order.companyName} (${order.companyVat ?? ''}), ${order.customer.name}`
    : order.customer.name;
  rows.push({ label: r.customer, value: customer });
  const shipping = order.addresses.find((a) => a.type === 'shipping');
  if (shipping) {
    const value = `${shipping.streetAddress}, ${shipping.postalCode} ${shipping.city}`;
    rows.push({ label: m.address, value });
  }
  rows.push({ label: m.payment, value: paymentState(order) });
  if (order.status === 'cancelled') rows.push({ label: r.state, value: r.cancelled });
  return rows;
}

function linesOf(order: OrderDetails): ReceiptLine[] {
  const lang = order.language;
  const euros = eurosIn(lang);
  // The same lines as the confirmation mail and the order page: zero-price markers left out.
  const lines = order.items
    .filter((item) => item.priceCents !== 0 || item.amount !== 1)
    .map((item) => ({
      name: item.name,
      amount: formatAmount(item.amount, lang),
      unitPrice: euros(item.priceCents),
      sum: euros(Math.round(item.amount * item.priceCents)),
    }));
  const codeCents = order.totalPriceCents - order.totalPriceAfterDiscountCents;
  if (order.discountCode && codeCents !== 0) {
    const name = fill(mailTexts[lang].code, { code: order.discountCode });
    lines.push({ name, amount: '', unitPrice: '', sum: euros(-codeCents) });
  }
  return lines;
}

export function receiptOf(order: OrderDetails, shop: ShopInfo): Receipt {
  const lang = order.language;
  const r = receiptTexts[lang];
  const euros = eurosIn(lang);
  const total = order.totalPriceAfterDiscountCents;
  const vat = vatPartCents(total);
  const net = netOfVatCents(total);
  const isPrivate = order.customerKind === 'private';
  const work = isPrivate ? deductibleWorkOf(order) : 0;
  const deduction = isPrivate ? Math.max(0, deductionOf(order)) : 0;
  const deductionRows = isPrivate
    ? [
        { label: r.workShare, value: euros(work) },
        { label: r.deduction, value: euros(deduction) },
      ]
    : [];
  const note = isPrivate
    ? fill(r.deductionNote, {
        percent: formatPercent(DEDUCTION_PERCENT, lang),
        excess: euros(DEDUCTION_EXCESS_CENTS),
        cap: euros(DEDUCTION_CAP_CENTS),
      })
    : r.noDeduction;
  const m = mailTexts[lang];
  return {
    language: lang,
    title: isPaidOrder(order) ? r.titlePaid : r.titleUnpaid,
    fileName: `${isPaidOrder(order) ? r.fileNamePaid : r.fileNameUnpaid}-${order.orderNumber}.pdf`,
    seller: sellerOf(shop, lang),
    facts: factsOf(order),
    columns: {
      name: r.columns.item,
      amount: r.columns.amount,
      unitPrice: r.columns.unitPrice,
      sum: r.columns.sum,
    },
    lines: linesOf(order),
    totals: [
      { label: r.net, value: euros(net) },
      { label: fill(r.vat, { percent: formatPercent(VAT_PERCENT, lang) }), value: euros(vat) },
      { label: r.gross, value: euros(total) },
    ],
    deduction: deductionRows,
    notes: [m.vat, note],
    cents: { total, net, vat, work, deduction },
  };
}
