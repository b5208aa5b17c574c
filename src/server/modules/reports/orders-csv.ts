/**
 * GET reports/orders.csv (issue 24 point 6): one file a bookkeeper sums. Every row is a
 * sale line ('myynti'/'sale': an order's line, or its adjustment so that an order's lines
 * add up to its total), a payment ('maksu'/'payment', positive) or a refund
 * ('palautus'/'refund', negative). Sale lines: the period's standing jobs by job day
 * (figures.ts). Money rows: payments and refunds by their day. Each row carries its order's
 * facts. VAT is split per line at its rate (25.5 %). Written in pages (csv.repository.ts).
 */
import type { StaffLanguage } from '#server/lib/language.ts';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import {
  csvBom,
  csvRow,
  formatCsvDate,
  formatCsvEuros,
  formatCsvNumber,
} from '#domain/reports/csv.ts';
import { VAT_PERCENT, vatPartCents } from '#domain/tax/vat.ts';
import type { Database } from '#server/db/client.ts';
import {
  linesOf,
  moneyPage,
  ordersPage,
  type CsvLine,
  type CsvOrder,
  type OrderCursor,
} from './csv.repository';
import { csvTexts } from './csv-texts';

export const csvPageSize = 500;

function orderFields(order: CsvOrder, t: (typeof csvTexts)[StaffLanguage]) {
  return [
    order.orderNumber,
    formatCsvDate(order.orderedOn),
    formatCsvDate(order.jobDay),
    formatCsvDate(order.invoicedOn ?? order.jobDay),
    order.customerName,
    order.businessId ?? '',
    t.paymentTypes[order.paymentType as 'bill'] ?? order.paymentType,
    t.statuses[order.status as 'done'] ?? order.status,
  ];
}

function amountFields(grossCents: number) {
  const vat = vatPartCents(grossCents);
  return [
    formatCsvNumber(VAT_PERCENT),
    formatCsvEuros(grossCents - vat),
    formatCsvEuros(vat),
    formatCsvEuros(grossCents),
  ];
}

/** An order's sale rows: its lines, then the difference to its total when there is one. */
function saleRows(order: CsvOrder, lines: readonly CsvLine[], t: (typeof csvTexts)[StaffLanguage]) {
  const head = orderFields(order, t);
  let sum = 0;
  const rows = lines.map((line) => {
    const gross = Math.round(line.unitCents * line.amount);
    sum += gross;
    return csvRow([
      t.kinds.sale,
      ...head,
      line.itemId,
      line.name,
      formatCsvNumber(line.amount),
      formatCsvEuros(line.unitCents),
      ...amountFields(gross),
      '',
      '',
    ]);
  });
  const rest = order.totalCents - sum;
  if (rest !== 0)
    rows.push(
      csvRow([
        t.kinds.sale,
        ...head,
        '',
        t.adjustment,
        '1',
        formatCsvEuros(rest),
        ...amountFields(rest),
        '',
        '',
      ]),
    );
  return rows.join('');
}

/** The file, page by page: the BOM and header, sale rows, then money rows. */
export async function* ordersCsv(
  db: Database,
  from: LocalDate,
  to: LocalDate,
  language: StaffLanguage,
): AsyncGenerator<string> {
  const t = csvTexts[language];
  yield csvBom + csvRow(t.header);
  for (const mall of [false, true]) {
    let cursor: OrderCursor = { mall, day: '', id: 0 };
    for (;;) {
      const orders = await ordersPage(db, from, to, cursor, csvPageSize);
      if (orders.length === 0) break;
      const lines = await linesOf(
        db,
        orders.map((o) => o.id),
      );
      const byOrder = new Map<number, CsvLine[]>();
      for (const line of lines)
        byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
      yield orders.map((o) => saleRows(o, byOrder.get(o.id) ?? [], t)).join('');
      const last = orders.at(-1)!;
      cursor = { mall, day: last.jobDay, id: last.id };
    }
  }
  let after = { day: '', id: 0 };
  for (;;) {
    const money = await moneyPage(db, from, to, after, csvPageSize);
    if (money.length === 0) break;
    yield money
      .map((m) => {
        const gross = m.kind === 'refund' ? -m.amountCents : m.amountCents;
        return csvRow([
          m.kind === 'refund' ? t.kinds.refund : t.kinds.payment,
          ...orderFields(m.order, t),
          '',
          '',
          '',
          '',
          ...amountFields(gross),
          formatCsvDate(m.onDay),
          t.methods[m.method as 'cash'] ?? m.method,
        ]);
      })
      .join('');
    const last = money.at(-1)!;
    after = { day: last.onDay, id: last.id };
  }
}
