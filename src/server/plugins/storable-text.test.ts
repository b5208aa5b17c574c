import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPaths } from './storable-text';

describe('isStorableText (decision 039)', () => {
  it.each([
    ['plain text', 'Matti Meikäläinen', true],
    ['empty', '', true],
    ['tab, line feed, carriage return', 'a\tb\nc\r\nd', true],
    ['a space and U+0020', ' ', true],
    ['an emoji (a surrogate pair)', 'ikkuna 😀', true],
    ['U+0080, a C1 control PostgreSQL keeps', 'a\u0080b', true],
    ['U+FFFF', '\uffff', true],
    ['NUL', 'a\u0000b', false],
    ['U+0001', '\u0001', false],
    ['U+0008 (backspace)', 'a\u0008', false],
    ['U+000B (vertical tab)', 'a\u000bb', false],
    ['U+000C (form feed)', 'a\u000cb', false],
    ['U+000E', 'a\u000eb', false],
    ['U+001B (escape)', '\u001b[31m', false],
    ['U+001F', 'a\u001f', false],
    ['U+007F (delete)', 'a\u007fb', false],
    ['a lone high surrogate at the end', 'abc\ud83d', false],
    ['a lone high surrogate before text', '\ud83dabc', false],
    ['a lone low surrogate', 'a\ude00b', false],
    ['a pair in the wrong order', '\ude00\ud83d', false],
  ])('%s', (_, text, expected) => {
    expect(isStorableText(text)).toBe(expected);
  });
});

describe('unstorableTextPaths', () => {
  it('names every string value and key that cannot be stored, nested in objects and arrays', () => {
    const data = {
      name: 'ok',
      address: { street: 'a\u0000', lines: ['ok', 'b\u0007'] },
      ['k\u0000ey']: 'value',
      count: 3,
      none: null,
    };
    expect(unstorableTextPaths(data)).toEqual([
      ['address', 'street'],
      ['address', 'lines', 1],
      ['k\u0000ey'],
    ]);
    expect(unstorableTextPaths(['\u0000'])).toEqual([[0]]);
    expect(unstorableTextPaths('ok')).toEqual([]);
  });
});
