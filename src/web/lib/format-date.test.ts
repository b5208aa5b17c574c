import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/calendar/local-date.ts';
import { intlLocaleOf } from '#domain/locale/intl-locale.ts';
import { formatDay, formatLongDay, formatMonth } from './format-date';

/** What Intl writes for a day: the words format-date.ts writes by hand. */
const intlDay = (day: string, language: string, weekday: 'long' | 'short') =>
  new Intl.DateTimeFormat(intlLocaleOf(language), {
    weekday,
    day: 'numeric',
    month: language === 'en' ? 'long' : 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

describe('calendar days', () => {
  it('read as Intl writes them, every day of two years, in every language and both forms', () => {
    const differing: string[] = [];
    for (const language of ['fi', 'sv', 'en', 'de']) {
      for (let day = '2026-01-01'; day < '2028-01-01'; day = addDays(day, 1)) {
        for (const [form, format] of [
          ['long', formatLongDay],
          ['short', formatDay],
        ] as const) {
          const written = format(day, language);
          if (written !== intlDay(day, language, form))
            differing.push(`${language} ${day} ${written}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('name the day in each language', () => {
    expect(formatLongDay('2026-11-25', 'fi')).toBe('keskiviikkona 25.11.2026');
    expect(formatDay('2026-12-01', 'sv')).toBe('tis 1.12.2026');
    expect(formatLongDay('2026-11-25', 'en')).toBe('Wednesday, 25 November 2026');
  });
});

describe('months', () => {
  it('read as Intl writes them, every month of ten years, in every language', () => {
    const differing: string[] = [];
    for (const language of ['fi', 'sv', 'en', 'de']) {
      const intl = new Intl.DateTimeFormat(intlLocaleOf(language), {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let year = 2024; year < 2034; year += 1) {
        for (let number = 1; number <= 12; number += 1) {
          const month = `${year}-${String(number).padStart(2, '0')}`;
          const written = formatMonth(month, language);
          if (written !== intl.format(new Date(`${month}-15T12:00:00Z`)))
            differing.push(`${language} ${month} ${written}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });
});
