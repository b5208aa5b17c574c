/**
 * What image a file is by its first bytes (its magic numbers), never by its name or its
 * declared type. Only the formats a phone's camera writes are known: JPEG, PNG, WebP and
 * HEIC (HEVC in an ISO-BMFF `ftyp` box, as iPhones write it).
 */
export const photoFormats = ['jpeg', 'png', 'webp', 'heic'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The HEVC brands of HEIF (ISO/IEC 23008-12): still images and sequences, 8 and 10 bit. */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** The brands of an `ftyp` box at the start (major, then the compatible ones), or none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return [];
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (size < 16 || size > bytes.length || size > 4096) return [];
  const brands = [ascii(bytes, 8, 4)];
  // Bytes 12-15 are the minor version; compatible brands follow, four bytes each.
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/** The photo format of these bytes, or null when they are none of the known ones. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, pngSignature)) return 'png';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return 'webp';
  }
  if (ftypBrands(bytes).some((brand) => heicBrands.has(brand))) return 'heic';
  return null;
}
