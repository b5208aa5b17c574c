/**
 * What the receipt says (decision 055), from the order as stored: the seller's facts from
 * the settings, the order's number, dates, lines and totals exactly as stored (the server
 * priced them), VAT taken out of the VAT-inclusive total by the domain's rule, and the
 * household deduction by the same function as the mail and the thank-you page. A cancelled
 * order's document is titled so, names the cancelled day as cancelled and sums up what was
 * charged and refunded (decision 064).
 */
import type { Language } from '#contracts/messages.ts';
import type { ShopInfo } from '#contracts/shop-info.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { clockTimeOf, intlLocaleOf, numberFormatOf } from '#domain/locale/intl-locale.ts';
import { isPaidOrder } from '#domain/order/payment-state.ts';
import {
  DEDUCTION_CAP_CENTS,
  DEDUCTION_EXCESS_CENTS,
  DEDUCTION_PERCENT,
} from '#domain/tax/household-deduction.ts';
import { netOfVatCents, VAT_PERCENT, vatPartCents } from '#domain/tax/vat.ts';
import type { OrderDetails } from '../order/order.repository';
import {
  deductionWordsOf,
  formatDay,
  formatMonth,
  linesNoteOf,
  mallRows,
} from '../order/order-mail';
import { deductibleWorkOf, deductionOf } from '../order/order-summary';
import { fill, mailTexts } from '../order/order-texts';
import { eurosIn, moneyRowsOf, type ReceiptRow } from './receipt-money';
import { receiptTexts } from './receipt-texts';

export type { ReceiptRow };

export interface ReceiptLine {
  name: string;
  amount: string;
  unitPrice: string;
  sum: string;
}

/** A part of the receipt under its own heading. */
export interface ReceiptSection {
  heading: string;
  rows: ReceiptRow[];
}

export interface Receipt {
  language: Language;
  title: string;
  /** The PDF's own title (the viewer's bar): the title and the order number. */
  documentTitle: string;
  fileName: string;
  seller: string[];
  facts: ReceiptRow[];
  linesHeading: string;
  columns: ReceiptLine;
  lines: ReceiptLine[];
  totals: ReceiptRow[];
  /** Payments and refunds; null when there is nothing to say (no money moved, not cancelled). */
  money: ReceiptSection | null;
  /** The household deduction; null for companies, shopping centres and cancelled orders. */
  deduction: ReceiptSection | null;
  notes: string[];
  /** The figures as cents, for whoever checks them (the tests). */
  cents: { total: number; net: number; vat: number; work: number; deduction: number };
}

const formatAmount = (amount: number, language: Language) =>
  numberFormatOf(intlLocaleOf(language), { maximumFractionDigits: 2 }).format(amount);
const formatPercent = (percent: number, language: Language) => formatAmount(percent, language);

function paymentState(order: OrderDetails): string {
  const m = mailTexts[order.language];
  const r = receiptTexts[order.language];
  if (order.paymentType === 'online') {
    if (isPaidOrder(order.money)) return m.paid;
    return order.status === 'awaiting_payment' ? r.awaitingPayment : m.online;
  }
  const channel = m.bill[order.invoiceChannel];
  return isPaidOrder(order.money) ? fill(r.billPaid, { channel }) : channel;
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
  const isCancelled = order.status === 'cancelled';
  if (isCancelled && order.cancelledAt) {
    rows.push({ label: r.cancelledOn, value: formatDay(helsinkiDate(order.cancelledAt), lang) });
  }
  if (order.shippingDay && order.status !== 'needs_new_time') {
    const date = formatDay(order.shippingDay, lang);
    const time = order.startTime ? clockTimeOf(order.startTime, lang) : undefined;
    const label = isCancelled ? r.cancelledDay : m.day;
    rows.push({ label, value: time ? fill(m.dayValue, { date, time }) : date });
  }
  if (order.mallStartingMonth) {
    rows.push({ label: m.startingMonth, value: formatMonth(order.mallStartingMonth, lang) });
  }
  rows.push(...mallRows(order));
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
  if (isCancelled) rows.push({ label: r.state, value: r.cancelled });
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

/** The title and the file's name: a cancelled order, else a receipt once paid, else a confirmation. */
function kindOf(order: OrderDetails) {
  const r = receiptTexts[order.language];
  if (order.status === 'cancelled') return { title: r.titleCancelled, file: r.fileNameCancelled };
  return isPaidOrder(order.money)
    ? { title: r.titlePaid, file: r.fileNamePaid }
    : { title: r.titleUnpaid, file: r.fileNameUnpaid };
}

export function receiptOf(order: OrderDetails, shop: ShopInfo): Receipt {
  const lang = order.language;
  const r = receiptTexts[lang];
  const euros = eurosIn(lang);
  const isCancelled = order.status === 'cancelled';
  const total = order.totalPriceAfterDiscountCents;
  const vat = vatPartCents(total);
  const net = netOfVatCents(total);
  // A cancelled order sold nothing: its price without a VAT breakdown, and no deduction.
  const hasDeduction = order.customerKind === 'private' && !isCancelled;
  const work = hasDeduction ? deductibleWorkOf(order) : 0;
  const deduction = hasDeduction ? deductionOf(order).headlineCents : 0;
  const words = hasDeduction ? deductionWordsOf(order) : null;
  const deductionNote = fill(r.deductionNote, {
    percent: formatPercent(DEDUCTION_PERCENT, lang),
    excess: euros(DEDUCTION_EXCESS_CENTS),
    cap: euros(DEDUCTION_CAP_CENTS),
  });
  // Beside the headline, in the words of the mail and the pages: what is left after the excess.
  const withAfterExcess = words ? `${words.afterExcess} ${deductionNote}` : deductionNote;
  const note = isCancelled ? r.cancelledNote : hasDeduction ? withAfterExcess : r.noDeduction;
  const moneyRows = moneyRowsOf(order);
  const kind = kindOf(order);
  return {
    language: lang,
    title: kind.title,
    documentTitle: `${kind.title} ${order.orderNumber}`,
    fileName: `${kind.file}-${order.orderNumber}.pdf`,
    seller: sellerOf(shop, lang),
    facts: factsOf(order),
    linesHeading: r.headings.lines,
    columns: {
      name: r.columns.item,
      amount: r.columns.amount,
      unitPrice: r.columns.unitPrice,
      sum: r.columns.sum,
    },
    lines: linesOf(order),
    totals: isCancelled
      ? [{ label: r.orderPrice, value: euros(total) }]
      : [
          { label: r.net, value: euros(net) },
          { label: fill(r.vat, { percent: formatPercent(VAT_PERCENT, lang) }), value: euros(vat) },
          { label: r.gross, value: euros(total) },
        ],
    money: moneyRows.length > 0 ? { heading: r.headings.money, rows: moneyRows } : null,
    deduction: hasDeduction
      ? {
          heading: r.headings.deduction,
          rows: [
            { label: r.workShare, value: euros(work) },
            { label: r.deduction, value: euros(deduction) },
          ],
        }
      : null,
    notes: [linesNoteOf(order), note],
    cents: { total, net, vat, work, deduction },
  };
}
