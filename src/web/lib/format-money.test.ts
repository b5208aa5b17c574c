import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholeEuros } from './format-money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [12990, 'fi', '129,90 €'],
    [0, 'fi', '0,00 €'],
    [-3000, 'fi', '−30,00 €'],
    [123456, 'fi', '1 234,56 €'],
    [12990, 'en', '€129.90'],
    [123456, 'en', '€1,234.56'],
  ])('%i cents in %s is %s', (cents, lang, text) => {
    expect(plain(formatMoney(cents, lang))).toBe(text);
  });

  it('writes whole euros without decimals', () => {
    expect(plain(formatWholeEuros(12300, 'fi'))).toBe('123 €');
    expect(plain(formatWholeEuros(160000, 'en'))).toBe('€1,600');
  });
});

describe('the same characters as Intl.NumberFormat', () => {
  const intl = (value: number, language: string, digits: number) =>
    new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fi-FI', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  const cents = [0, 1, 9, 10, 99, 100, 12990, -3000, -790, 99999, 100000, 123456, 123456789, -5];

  it.each(['fi', 'en'])('in %s', (language) => {
    for (const value of cents) {
      expect(formatMoney(value, language)).toBe(intl(value / 100, language, 2));
      expect(formatWholeEuros(value * 100, language)).toBe(intl(value, language, 0));
    }
  });
});
