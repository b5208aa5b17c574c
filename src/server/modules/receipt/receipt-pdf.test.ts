import { describe, expect, it } from 'vitest';
import { printable } from './receipt-pdf';

// The PDF standard fonts print Windows-1252 only (decision 055): everything else is mapped.
describe('printable', () => {
  it.each([
    ['Äänekoski Öljy Åland', 'Äänekoski Öljy Åland'],
    ['1 234,56 € – “x” × 2', '1 234,56 € – “x” × 2'],
    ['\u221230,00 €', '-30,00 €'],
    ['12\u202f345', '12 345'],
    ['王 Łódź ✓', '? ?ód? ?'],
    ['😀', '?'],
  ])('%s', (input, expected) => {
    expect(printable(input)).toBe(expected);
  });
});
