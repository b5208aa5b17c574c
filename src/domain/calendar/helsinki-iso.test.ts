import { describe, expect, it } from 'vitest';
import { helsinkiIsoString } from './helsinki-iso';

describe('helsinkiIsoString', () => {
  it.each([
    ['2026-12-01T06:00:00Z', '2026-12-01T08:00:00+02:00'],
    ['2026-06-01T05:00:00Z', '2026-06-01T08:00:00+03:00'],
    ['2026-12-31T22:30:00Z', '2027-01-01T00:30:00+02:00'],
    // The spring change (29 March 2026, 03:00 -> 04:00) and the autumn change (25 October).
    ['2026-03-29T00:59:59Z', '2026-03-29T02:59:59+02:00'],
    ['2026-03-29T01:00:00Z', '2026-03-29T04:00:00+03:00'],
    ['2026-10-25T00:30:00Z', '2026-10-25T03:30:00+03:00'],
    ['2026-10-25T01:30:00Z', '2026-10-25T03:30:00+02:00'],
    ['2026-12-01T06:00:00.750Z', '2026-12-01T08:00:00+02:00'],
  ])('%s is %s', (utc, helsinki) => {
    expect(helsinkiIsoString(utc)).toBe(helsinki);
    expect(new Date(helsinki).getTime()).toBe(Math.floor(Date.parse(utc) / 1000) * 1000);
  });
});
