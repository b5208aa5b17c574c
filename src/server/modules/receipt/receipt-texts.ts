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
    /** A cancelled order's document, whatever its money (decision 064). */
    titleCancelled: string;
    /** The file's name before the order number: a receipt once paid, else a confirmation. */
    fileNamePaid: string;
    fileNameUnpaid: string;
    fileNameCancelled: string;
    cancelledDay: string;
    cancelledOn: string;
    /** The headings of the sections (H2 in the PDF's structure). */
    headings: { lines: string; money: string; deduction: string };
    seller: string;
    businessId: string;
    orderDate: string;
    customer: string;
    state: string;
    cancelled: string;
    awaitingPayment: string;
    billPaid: string;
    /** A payment or a refund of the order and its day (issue 24). */
    paidOn: string;
    refundedOn: string;
    stillDue: string;
    /** A cancelled order's money in sums: what was charged, refunded and is still owed back. */
    chargedTotal: string;
    refundedTotal: string;
    refundDue: string;
    columns: { item: string; amount: string; unitPrice: string; sum: string };
    net: string;
    vat: string;
    gross: string;
    orderPrice: string;
    workShare: string;
    deduction: string;
    deductionNote: string;
    noDeduction: string;
    cancelledNote: string;
    page: string;
  }
> = {
  fi: {
    titlePaid: 'Kuitti',
    titleUnpaid: 'Tilausvahvistus',
    titleCancelled: 'Peruttu tilaus',
    fileNamePaid: 'kuitti',
    fileNameUnpaid: 'tilausvahvistus',
    fileNameCancelled: 'peruttu-tilaus',
    cancelledDay: 'Peruttu pesupäivä',
    cancelledOn: 'Peruttu',
    headings: {
      lines: 'Tilauksen sisältö',
      money: 'Maksut ja hyvitykset',
      deduction: 'Kotitalousvähennys',
    },
    seller: 'Myyjä',
    businessId: 'Y-tunnus',
    orderDate: 'Tilauspäivä',
    customer: 'Asiakas',
    state: 'Tila',
    cancelled: 'Tilaus on peruttu',
    awaitingPayment: 'Verkkomaksu, odottaa maksua',
    billPaid: '{channel}, maksettu',
    paidOn: 'Maksettu {date}',
    refundedOn: 'Hyvitetty {date}',
    stillDue: 'Maksamatta',
    chargedTotal: 'Veloitettu yhteensä',
    refundedTotal: 'Hyvitetty yhteensä',
    refundDue: 'Palautettavaa',
    columns: { item: 'Tuote', amount: 'Määrä', unitPrice: 'À-hinta', sum: 'Yhteensä' },
    net: 'Veroton hinta',
    vat: 'Arvonlisävero {percent} %',
    gross: 'Yhteensä (sis. alv)',
    orderPrice: 'Tilauksen hinta (sis. alv)',
    workShare: 'Kotitalousvähennykseen oikeuttava työn osuus (sis. alv)',
    deduction: 'Kotitalousvähennys enintään',
    deductionNote:
      'Kotitalousvähennys on {percent} % työn osuudesta. Vuosittainen omavastuu on {excess} henkilöä kohden ja vähennys enintään {cap} henkilöä kohden vuodessa. Vähennys kuuluu sille vuodelle, jona lasku on maksettu.',
    noDeduction: 'Yritysten ja kauppakeskusten tilauksista ei saa kotitalousvähennystä.',
    cancelledNote:
      'Tilaus on peruttu, eikä työtä tehdä. Perutusta tilauksesta ei saa kotitalousvähennystä.',
    page: 'Sivu {page} / {pages}',
  },
  en: {
    titlePaid: 'Receipt',
    titleUnpaid: 'Order confirmation',
    titleCancelled: 'Cancelled order',
    fileNamePaid: 'receipt',
    fileNameUnpaid: 'order-confirmation',
    fileNameCancelled: 'cancelled-order',
    cancelledDay: 'Cancelled cleaning day',
    cancelledOn: 'Cancelled on',
    headings: {
      lines: 'What was ordered',
      money: 'Payments and refunds',
      deduction: 'Household deduction',
    },
    seller: 'Seller',
    businessId: 'Business ID',
    orderDate: 'Order date',
    customer: 'Customer',
    state: 'Status',
    cancelled: 'The order has been cancelled',
    awaitingPayment: 'Online payment, not yet paid',
    billPaid: '{channel}, paid',
    paidOn: 'Paid on {date}',
    refundedOn: 'Refunded on {date}',
    stillDue: 'Still due',
    chargedTotal: 'Charged in total',
    refundedTotal: 'Refunded in total',
    refundDue: 'Still to be refunded',
    columns: { item: 'Item', amount: 'Quantity', unitPrice: 'Unit price', sum: 'Total' },
    net: 'Price excluding VAT',
    vat: 'VAT {percent} %',
    gross: 'Total (incl. VAT)',
    orderPrice: 'Price of the order (incl. VAT)',
    workShare: 'Work eligible for the household deduction (incl. VAT)',
    deduction: 'Household deduction, up to',
    deductionNote:
      'The household deduction is {percent} % of the work. The yearly excess is {excess} per person, and the deduction is at most {cap} per person a year. It belongs to the year in which the invoice is paid.',
    noDeduction:
      'Orders by companies and shopping centres do not qualify for the household deduction.',
    cancelledNote:
      'The order has been cancelled and the work will not be done. A cancelled order brings no household deduction.',
    page: 'Page {page} of {pages}',
  },
  sv: {
    titlePaid: 'Kvitto',
    titleUnpaid: 'Orderbekräftelse',
    titleCancelled: 'Avbokad beställning',
    fileNamePaid: 'kvitto',
    fileNameUnpaid: 'orderbekraftelse',
    fileNameCancelled: 'avbokad-bestallning',
    cancelledDay: 'Avbokad tvättdag',
    cancelledOn: 'Avbokad',
    headings: {
      lines: 'Beställningens innehåll',
      money: 'Betalningar och återbetalningar',
      deduction: 'Hushållsavdrag',
    },
    seller: 'Säljare',
    businessId: 'FO-nummer',
    orderDate: 'Beställningsdatum',
    customer: 'Kund',
    state: 'Status',
    cancelled: 'Beställningen har avbokats',
    awaitingPayment: 'Nätbetalning, väntar på betalning',
    billPaid: '{channel}, betald',
    paidOn: 'Betald {date}',
    refundedOn: 'Återbetald {date}',
    stillDue: 'Obetalt',
    chargedTotal: 'Debiterat totalt',
    refundedTotal: 'Återbetalt totalt',
    refundDue: 'Att återbetala',
    columns: { item: 'Produkt', amount: 'Antal', unitPrice: 'À-pris', sum: 'Totalt' },
    net: 'Pris utan moms',
    vat: 'Moms {percent} %',
    gross: 'Totalt (inkl. moms)',
    orderPrice: 'Beställningens pris (inkl. moms)',
    workShare: 'Arbetets andel som berättigar till hushållsavdrag (inkl. moms)',
    deduction: 'Hushållsavdrag högst',
    deductionNote:
      'Hushållsavdraget är {percent} % av arbetets andel. Den årliga självrisken är {excess} per person och avdraget högst {cap} per person och år. Avdraget hör till det år då fakturan har betalats.',
    noDeduction: 'Beställningar av företag och köpcentrum berättigar inte till hushållsavdrag.',
    cancelledNote:
      'Beställningen har avbokats och arbetet utförs inte. En avbokad beställning berättigar inte till hushållsavdrag.',
    page: 'Sida {page} / {pages}',
  },
};
