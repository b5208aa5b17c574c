/**
 * The bookkeeper's CSV as Finnish Excel opens it without an import dialogue (issue 24
 * point 6): UTF-8 with a byte-order mark, ';' between fields, CRLF between rows, decimal
 * commas without thousands separators, dates dd.mm.yyyy. Pure.
 */
import { assertCents } from '../money/money';

export const csvBom = '\uFEFF';
export const csvSeparator = ';';
export const csvNewline = '\r\n';

/** Cents as euros with a decimal comma: -1234.5 € is '-1234,50'. */
export function formatCsvEuros(cents: number): string {
  assertCents(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal number (a quantity, a VAT rate) with a decimal comma: 2.5 is '2,5'. */
export const formatCsvNumber = (n: number) => String(n).replace('.', ',');

/** 'YYYY-MM-DD' as dd.mm.yyyy; '' for none. */
export function formatCsvDate(day: string | null): string {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

const csvNumber = /^-?\d+(,\d+)?$/;

/**
 * A field: quoted when it holds the separator, a quote or a line break; text that starts
 * like a formula (=, +, -, @: Excel would run it) gets a leading apostrophe, so a customer's
 * name stays text. Numbers as formatCsvEuros writes them are left as they are.
 */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const isFormulaLike = /^[=+\-@\t\r]/.test(text) && !csvNumber.test(text);
  const safe = isFormulaLike ? `'${text}` : text;
  return /[";\r\n]/.test(safe) || isFormulaLike ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (fields: readonly (string | number | null)[]) =>
  fields.map(csvField).join(csvSeparator) + csvNewline;
