import { describe, expect, it } from 'vitest';
import { dateTimeFormatOf, intlLocaleOf, numberFormatOf } from './intl-locale';

describe('kept Intl formats', () => {
  const day = { weekday: 'long', day: 'numeric', month: 'numeric', timeZone: 'UTC' } as const;

  it('are made once per locale and options, and write what a new one writes', () => {
    const first = dateTimeFormatOf('fi-FI', day);
    expect(dateTimeFormatOf('fi-FI', { ...day })).toBe(first);
    expect(dateTimeFormatOf('sv-FI', day)).not.toBe(first);
    expect(dateTimeFormatOf('fi-FI', { ...day, weekday: 'short' })).not.toBe(first);
    const wednesday = new Date('2026-11-25T12:00:00Z');
    expect(first.format(wednesday)).toBe(new Intl.DateTimeFormat('fi-FI', day).format(wednesday));
    expect(first.format(wednesday)).toBe('keskiviikkona 25.11.');
  });

  it('keep number formats apart from date formats with the same options', () => {
    const amount = numberFormatOf(intlLocaleOf('fi'), { maximumFractionDigits: 2 });
    expect(numberFormatOf('fi-FI', { maximumFractionDigits: 2 })).toBe(amount);
    expect(amount.format(1234.5)).toBe('1\u00a0234,5');
    expect(dateTimeFormatOf('fi-FI', {})).not.toBe(amount);
  });
});
