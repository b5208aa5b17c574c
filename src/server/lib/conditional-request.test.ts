import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, preferredEncoding } from './conditional-request';

describe('If-None-Match (RFC 9110 13.1.2: weak comparison)', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" , "y"', true],
    ['"a,b", "abc"', true],
    ['*', true],
    [' * ', true],
    ['"abd"', false],
    ['"ABC"', false],
    ['abc', false],
    ['"a,b"', false],
    ['', false],
    [undefined, false],
  ])('%j: %s', (header, matches) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(matches);
  });

  it('compares a coded form by its own tag', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc-br"')).toBe(false);
    expect(matchesIfNoneMatch('W/"abc-br"', '"abc-br"')).toBe(true);
  });
});

describe('Accept-Encoding: the stored coding the client prefers', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['gzip;q=bad, br;q=0', 'identity'],
  ])('%j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
