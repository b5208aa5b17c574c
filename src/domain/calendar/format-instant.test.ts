import { describe, expect, it } from 'vitest';
import { formatHelsinkiInstant } from './format-instant';

describe('an instant on the Helsinki clock', () => {
  it.each([
    ['2027-02-08T06:00:00Z', 'en', '8 February 2027 at 08:00'],
    ['2027-07-08T06:00:00Z', 'en', '8 July 2027 at 09:00'],
    ['2027-02-08T12:15:00Z', 'fi', '8.2.2027 klo 14.15'],
    ['2027-02-08T12:15:00Z', 'sv', '8.2.2027 kl. 14.15'],
    ['2027-07-08T06:00:00Z', 'sv', '8.7.2027 kl. 09.00'],
  ])('%s in %s is %s (winter and summer time)', (at, language, text) => {
    expect(formatHelsinkiInstant(at, language)).toBe(text);
  });

  it('writes Finnish with the day first', () => {
    expect(formatHelsinkiInstant(new Date('2027-02-08T06:00:00Z'), 'fi')).toMatch(/^8\.2\.2027/);
  });
});
