/**
 * The back office's one search box over orders (issue 14, decision 046): what the typed
 * text is looked for as. The database applies the same phone rule to stored numbers
 * (`search_phone_digits` of migration 0012), so any format finds any other.
 */

/** A `LIKE` pattern that finds the text anywhere, its `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Digits, spaces and the marks people write phone numbers with; nothing else. */
const phoneLike = /^[\d\s+().-]+$/;

/** Fewer digits than this match too many numbers to be meant as a phone number. */
export const minPhoneDigits = 3;

/**
 * The typed text as a phone number's digits in national form ('+358 40 123 4567',
 * '00358 40 123 4567' and '040-123 4567' all give '0401234567'), or null when the text is
 * not a phone number or a part of one. Same rule as SQL `search_phone_digits`.
 */
export function searchPhoneDigits(text: string): string | null {
  if (!phoneLike.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^(00)?358/, '0');
  return digits.length >= minPhoneDigits ? digits : null;
}

/**
 * Fewer characters than this of a reference (32 random hex digits) match many orders by
 * chance: 4 digits about 44 of 100 000 orders, 6 digits less than one.
 */
export const minReferenceChars = 6;

/** The text may be a part of an order's reference: hex digits, at least minReferenceChars. */
export function isReferencePart(text: string): boolean {
  return text.length >= minReferenceChars && /^[0-9a-f]+$/i.test(text);
}

/** The text is an order's id (a positive integer that fits the column). */
export function searchOrderId(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}
