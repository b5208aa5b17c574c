/**
 * Starting months of a mall package ('YYYY-MM'), counted on the Helsinki calendar at the
 * injected `now`: the default is next month (January after December) and the seven
 * months from it are offered. The first inside wash comes six months after the start.
 */
import { DomainError } from '../errors';
import { helsinkiDate } from '../calendar/helsinki-time';
import type { InstantInput } from '../calendar/helsinki-time';
import { parseLocalDate } from '../calendar/local-date';

/** 'YYYY-MM'. */
export type YearMonth = string;

export const OFFERED_STARTING_MONTHS = 7;
export const FIRST_INSIDE_WASH_AFTER_MONTHS = 6;

const format = (index: number): YearMonth => {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
};

/** Months since year 0 of a 'YYYY-MM' (INVALID_DATE for anything else). */
function monthIndex(month: YearMonth): number {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new DomainError('INVALID_DATE', `not a YYYY-MM month: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

export function addMonthsToYearMonth(month: YearMonth, months: number): YearMonth {
  return format(monthIndex(month) + months);
}

/** The month after the current Helsinki month. */
export function defaultStartingMonth(now: InstantInput): YearMonth {
  const { year, month } = parseLocalDate(helsinkiDate(now));
  return format(year * 12 + month - 1 + 1);
}

/** The 7 months offered, the default first. */
export function offeredStartingMonths(now: InstantInput): YearMonth[] {
  const first = monthIndex(defaultStartingMonth(now));
  return Array.from({ length: OFFERED_STARTING_MONTHS }, (_, i) => format(first + i));
}

export function isOfferedStartingMonth(now: InstantInput, month: YearMonth): boolean {
  return offeredStartingMonths(now).includes(month);
}

export function firstInsideWashMonth(startingMonth: YearMonth): YearMonth {
  return addMonthsToYearMonth(startingMonth, FIRST_INSIDE_WASH_AFTER_MONTHS);
}
