/**
 * The receipt's own texts (decision 055), in the order's language. The labels it shares
 * with the confirmation mail (order number, day, address, payment, lines, total) come from
 * order-texts.ts, so the two never name one thing two ways.
 */
import type { Language } from '#contracts/messages.ts';

export const receiptTexts: Record<
  Language,
  {
    titlePaid: string;
    titleUnpaid: string;
    /** The file's name before the order number: a receipt once paid, else a confirmation. */
    fileNamePaid: string;
    fileNameUnpaid: string;
    seller: string;
    businessId: string;
    orderDate: string;
    customer: string;
    state: string;
    cancelled: string;
    awaitingPayment: string;
    billPaid: string;
    columns: { item: string; amount: string; unitPrice: string; sum: string };
    net: string;
    vat: string;
    gross: string;
    workShare: string;
    deduction: string;
    deductionNote: string;
    noDeduction: string;
    page: string;
  }
> = {
  fi: {
    titlePaid: 'Kuitti',
    titleUnpaid: 'Tilausvahvistus',
    fileNamePaid: 'kuitti',
    fileNameUnpaid: 'tilausvahvistus',
    seller: 'Myyjä',
    businessId: 'Y-tunnus',
    orderDate: 'Tilauspäivä',
    customer: 'Asiakas',
    state: 'Tila',
    cancelled: 'Tilaus on peruttu',
    awaitingPayment: 'Verkkomaksu, odottaa maksua',
    billPaid: '{channel}, maksettu',
    columns: { item: 'Tuote', amount: 'Määrä', unitPrice: 'À-hinta', sum: 'Yhteensä' },
    net: 'Veroton hinta',
    vat: 'Arvonlisävero {percent} %',
    gross: 'Yhteensä (sis. alv)',
    workShare: 'Kotitalousvähennykseen oikeuttava työn osuus (sis. alv)',
    deduction: 'Kotitalousvähennys enintään',
    deductionNote:
      'Kotitalousvähennys on {percent} % työn osuudesta. Vuosittainen omavastuu on {excess} henkilöä kohden ja vähennys enintään {cap} henkilöä kohden vuodessa. Vähennys kuuluu sille vuodelle, jona lasku on maksettu.',
    noDeduction: 'Yritysten ja kauppakeskusten tilauksista ei saa kotitalousvähennystä.',
    page: 'Sivu {page} / {pages}',
  },
  en: {
    titlePaid: 'Receipt',
    titleUnpaid: 'Order confirmation',
    fileNamePaid: 'receipt',
    fileNameUnpaid: 'order-confirmation',
    seller: 'Seller',
    businessId: 'Business ID',
    orderDate: 'Order date',
    customer: 'Customer',
    state: 'Status',
    cancelled: 'The order has been cancelled',
    awaitingPayment: 'Online payment, not yet paid',
    billPaid: '{channel}, paid',
    columns: { item: 'Item', amount: 'Quantity', unitPrice: 'Unit price', sum: 'Total' },
    net: 'Price excluding VAT',
    vat: 'VAT {percent} %',
    gross: 'Total (incl. VAT)',
    workShare: 'Work eligible for the household deduction (incl. VAT)',
    deduction: 'Household deduction, up to',
    deductionNote:
      'The household deduction is {percent} % of the work. The yearly excess is {excess} per person, and the deduction is at most {cap} per person a year. It belongs to the year in which the invoice is paid.',
    noDeduction:
      'Orders by companies and shopping centres do not qualify for the household deduction.',
    page: 'Page {page} of {pages}',
  },
};
