import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('paragraphsOf', () => {
  it.each([
    ['One.', [['One.']]],
    ['One.\n\nTwo.', [['One.'], ['Two.']]],
    ['One\nline two\r\n\r\n\n  Two.  ', [['One', 'line two'], ['Two.']]],
    ['\n\n', []],
  ])('%j', (text, expected) => {
    expect(paragraphsOf(text)).toEqual(expected);
  });
});
