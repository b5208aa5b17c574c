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
