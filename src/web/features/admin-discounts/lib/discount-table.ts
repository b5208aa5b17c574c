import type { Discount } from '#contracts/discount.ts';
import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';

/** The list's sortable columns. */
export const sortKeys = ['code', 'type', 'amount', 'used', 'valid', 'active'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

const collator = new Intl.Collator('fi', { numeric: true, sensitivity: 'base' });

/** Percent codes before fixed ones, each by its amount. */
const amountOf = (d: Discount) => (d.type === 'percent' ? d.discount : 1000 + d.discount);

function compare(a: Discount, b: Discount, key: SortKey): number {
  switch (key) {
    case 'code':
      return collator.compare(a.code, b.code);
    case 'type':
      return a.type.localeCompare(b.type);
    case 'amount':
      return a.type === b.type ? a.discount - b.discount : amountOf(a) - amountOf(b);
    case 'used':
      return a.applied - b.applied || (a.limit ?? Infinity) - (b.limit ?? Infinity);
    case 'valid':
      return a.from.localeCompare(b.from) || a.to.localeCompare(b.to);
    case 'active':
      return Number(b.active) - Number(a.active);
  }
}

/**
 * The list in the chosen order; ties (and no choice) keep the server's order, newest
 * first. Does not change `list`.
 */
export function sortDiscounts(list: readonly Discount[], sort: Sort | null): Discount[] {
  if (!sort) return [...list];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return list
    .map((d, index) => ({ d, index }))
    .sort((x, y) => sign * compare(x.d, y.d, sort.key) || x.index - y.index)
    .map(({ d }) => d);
}

/** A click on a column: first ascending, then descending, then back to newest first. */
export function nextSort(current: Sort | null, key: SortKey): Sort | null {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

/** 'YYYY-MM-DD' as '1.11.2026' (Finnish) or '1 Nov 2026' (English). */
export function formatDay(day: string, language: string): string {
  return dateTimeFormatOf(language === 'en' ? 'en-GB' : 'fi-FI', {
    day: 'numeric',
    month: language === 'en' ? 'short' : 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
