import type { moneyMethods } from '#domain/money/order-money.ts';

export type PaymentMethod = (typeof moneyMethods)[number];

/** The methods staff record by hand (online payments come from the payment service). */
export const manualPaymentMethods = [
  'bank_transfer',
  'cash',
  'card',
  'other',
] as const satisfies readonly PaymentMethod[];

/**
 * The amount as typed ('120,50', '120.50', ' 1 200 ') in euros with at most two decimals,
 * or null when it is no such number.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Number(compact);
}

/** The euros as the field shows them at first: '120,50' in Finnish, '120.50' in English. */
export const amountText = (euros: number, language: string) => {
  const text = euros.toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
};

/** Why the amount cannot be recorded, as a message key, or null. */
export function amountProblem(amount: number | null, amountDue: number): string | null {
  if (amount === null) return 'payment.amount_invalid';
  if (amount <= 0) return 'payment.amount_zero';
  if (Math.round(amount * 100) > Math.round(amountDue * 100)) return 'payment.amount_over_due';
  return null;
}
