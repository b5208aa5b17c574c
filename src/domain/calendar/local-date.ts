/**
 * Calendar dates as 'YYYY-MM-DD' strings (a day in Helsinki, not an instant). The
 * arithmetic runs on UTC midnights, where every day has 24 hours, so it is independent
 * of both the process time zone and daylight saving time.
 */
import { DomainError } from '../errors';

/** 'YYYY-MM-DD'; strings of this form also sort chronologically. */
export type LocalDate = string;

const DAY_MS = 86_400_000;
const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** Year, month (1-12) and day of a valid date; INVALID_DATE otherwise (e.g. '2026-02-30'). */
export function parseLocalDate(date: LocalDate): { year: number; month: number; day: number } {
  const match = pattern.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [];
  if (year === undefined || month === undefined || day === undefined) {
    throw new DomainError('INVALID_DATE', `not a YYYY-MM-DD date: ${date}`, { date });
  }
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    throw new DomainError('INVALID_DATE', `no such day: ${date}`, { date });
  }
  return { year, month, day };
}

export function formatLocalDate(year: number, month: number, day: number): LocalDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const toUtcMs = (date: LocalDate): number => {
  const { year, month, day } = parseLocalDate(date);
  return Date.UTC(year, month - 1, day);
};

const fromUtcMs = (ms: number): LocalDate => {
  const d = new Date(ms);
  return formatLocalDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
};

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/**
 * Calendar months later; a day that the target month lacks becomes its last day
 * (30 November + 3 months = 28 February, or 29 in a leap year).
 */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const { year, month, day } = parseLocalDate(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return formatLocalDate(targetYear, targetMonth, Math.min(day, lastDay));
}

/** ISO weekday: 1 Monday ... 6 Saturday, 7 Sunday. */
export function isoWeekday(date: LocalDate): number {
  const sundayFirst = new Date(toUtcMs(date)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

export const isWeekend = (date: LocalDate): boolean => isoWeekday(date) >= 6;

/** Every date from first to last, both included; empty when last is before first. */
export function datesBetween(first: LocalDate, last: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let ms = toUtcMs(first), end = toUtcMs(last); ms <= end; ms += DAY_MS) {
    dates.push(fromUtcMs(ms));
  }
  return dates;
}
