import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sniffPhotoFormat } from './photo-sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
/** An ftyp box of 4 + 4 + 4 + 4 + 4n bytes: size, 'ftyp', major brand, minor, compatible. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], compatible.join(''));

describe('a photo is known by its first bytes only', () => {
  it.each([
    ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    ['JPEG (EXIF)', bytes([0xff, 0xd8, 0xff, 0xe1]), 'jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp'],
    ['HEIC, major brand heic', ftyp('heic', 'mif1', 'heic'), 'heic'],
    ['HEIC, mif1 with heix compatible', ftyp('mif1', 'heix'), 'heic'],
    ['HEIF sequence hevc', ftyp('msf1', 'hevc'), 'heic'],
    [
      'the committed iPhone-like HEIC',
      readFileSync(new URL('fixtures/photo.heic', import.meta.url)),
      'heic',
    ],
    ['AVIF (not a camera format here)', ftyp('avif', 'mif1', 'miaf'), null],
    ['MP4 video', ftyp('isom', 'iso2', 'mp41'), null],
    ['RIFF that is WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0]), null],
    ['text named photo.jpg', bytes('Tämä ei ole kuva'), null],
    ['PNG cut short', bytes([0x89], 'PNG'), null],
    ['empty', bytes(), null],
    [
      'ftyp claiming more than it has',
      bytes([0, 0, 1, 0], 'ftyp', 'mif1', [0, 0, 0, 0], 'heic'),
      null,
    ],
  ])('%s', (_what, input, format) => {
    expect(sniffPhotoFormat(input)).toBe(format);
  });
});
