import { describe, expect, it } from 'vitest';
import { containsPattern, isReferencePart, searchOrderId, searchPhoneDigits } from './order-search';

describe('order search text', () => {
  it.each([
    ['+358401234567', '0401234567'],
    ['+358 40 123 4567', '0401234567'],
    ['00358 40 123 4567', '0401234567'],
    ['358401234567', '0401234567'],
    ['040 123 4567', '0401234567'],
    ['040-1234567', '0401234567'],
    ['(040) 123.4567', '0401234567'],
    ['123 45', '12345'],
    ['123', '123'],
    ['12', null],
    ['358', null],
    ['+', null],
    ['Mannerheimintie 5', null],
    ['040 123 4567a', null],
    ['', null],
  ])('%j as phone digits is %j', (text, digits) => {
    expect(searchPhoneDigits(text)).toBe(digits);
  });

  it.each([
    ['meik', '%meik%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
  ])('%j is looked for anywhere as %j', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });

  it.each([
    ['1', 1],
    ['999999999', 999_999_999],
    ['1234567890', null],
    ['0', 0],
    ['12a', null],
    ['-1', null],
  ])('%j as an order id is %j', (text, id) => {
    expect(searchOrderId(text)).toBe(id);
  });

  it.each([
    ['a1b2c3', true],
    ['A1B2C3D4', true],
    ['a1b2c', false],
    ['a1b2c3g', false],
    ['040 123', false],
    ['0401234', true],
  ])('%j may be part of a reference: %j', (text, isPart) => {
    expect(isReferencePart(text)).toBe(isPart);
  });
});
