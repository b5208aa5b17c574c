import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { formatDay } from './format';

describe('dashboard formats', () => {
  it('writes euros the Finnish or the English way', () => {
    expect(formatEuros(1234.5, 'fi')).toBe('1\u00a0234,50\u00a0€');
    expect(formatEuros(1234.5, 'en')).toBe('€1,234.50');
  });

  it('writes a day with its weekday, whatever the browser zone', () => {
    expect(formatDay('2026-11-25', 'fi')).toBe('ke 25.11.');
    expect(formatDay('2026-11-25', 'en')).toBe('Wed 25/11');
    expect(formatDay('2026-11-25', 'fi', false)).toBe('25.11.');
  });

  it('writes an instant in Helsinki time', () => {
    expect(formatDateTime('2026-11-22T22:30:00Z', 'fi')).toBe('23.11.2026 klo 00.30');
  });
});
