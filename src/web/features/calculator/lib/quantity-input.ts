/** Quantity inputs take up to 4 digits (railing metres 3); anything not a digit is dropped. */
export const maxQuantityDigits = 4;
export const maxMetreDigits = 3;

/** The digits the field keeps of what was typed, at most `maxDigits` of them. */
export function quantityDigits(raw: string, maxDigits: number): string {
  return raw.replace(/\D/g, '').slice(0, maxDigits);
}

/** The amount a typed text stands for: non-numeric input becomes 0. */
export function parseQuantity(raw: string, maxDigits: number): number {
  const digits = quantityDigits(raw, maxDigits);
  return digits === '' ? 0 : Number(digits);
}

/** The largest amount the field can hold (9999 for 4 digits). */
export const maxQuantity = (maxDigits: number): number => 10 ** maxDigits - 1;

/** Stepping never goes below 0 nor past the field's digits. */
export function stepQuantity(value: number, delta: number, maxDigits: number): number {
  return Math.min(maxQuantity(maxDigits), Math.max(0, value + delta));
}
