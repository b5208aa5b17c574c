import { describe, expect, it } from 'vitest';
import { formatJobTime } from './format-time';

// The order page's time as people write it (issue 15, looked at by eye).
describe('formatJobTime', () => {
  const start = '2026-12-17T06:00:00.000Z';
  const end = '2026-12-17T07:06:00.000Z';
  it.each([
    ['fi', 'torstaina 17. joulukuuta 2026 klo 8.00–9.06'],
    ['en', 'Thursday 17 December 2026, 08:00–09:06'],
  ])('%s', (language, expected) => {
    expect(formatJobTime(start, end, language)).toBe(expected);
  });
});
