import type { RevenueGrouping, RevenueRow } from '#contracts/reports.ts';
import { formatMonth } from '#web/lib/format-date.ts';

/**
 * What a row is called on screen: the month ('marraskuu 2026'), the ISO week ('vk 48 / 2026',
 * 'Week 48, 2026') or the washer's name as the server gives it.
 */
export function rowLabel(row: RevenueRow, by: RevenueGrouping, language: string): string {
  if (by === 'month' && /^\d{4}-\d{2}$/.test(row.key)) return formatMonth(row.key, language);
  const week = by === 'week' ? /^(\d{4})-W(\d{2})$/.exec(row.key) : null;
  if (week) {
    const number = Number(week[2]);
    return language === 'en' ? `Week ${number}, ${week[1]}` : `vk ${number} / ${week[1]}`;
  }
  return row.label || row.key;
}
