/**
 * The stored copy of a job photo (issue 23 point 4, decision 058): the upload is checked by
 * its content, decoded, turned upright by its EXIF orientation, shrunk to at most 2000 px on
 * its longest side and written anew as JPEG. Nothing of the original's metadata is kept
 * (no EXIF, GPS, XMP or maker notes), so the copy carries no location.
 *
 * HEIC (iPhones): sharp's prebuilt libvips reads HEIF but has no HEVC decoder, so HEIC is
 * decoded by libheif compiled to WebAssembly (heic-decode, in a worker thread, see
 * heic-decoder.ts) into raw pixels for sharp. libheif applies the file's own rotation
 * (irot/imir), which HEIF uses instead of EXIF orientation.
 */
import sharp, { type Sharp } from 'sharp';
import { photoLimits } from '#contracts/washer-day.ts';
import { AppError } from '#server/lib/app-error.ts';
import { decodeHeic, type DecodedPixels } from './heic-decoder';
import { sniffPhotoFormat } from './photo-sniff';

/** Decoding more than this (a small file can declare huge dimensions) is refused: 413. */
export const maxInputPixels = 100_000_000;
export const storedPhotoType = 'image/jpeg';
/** JPEG quality of the stored copy: a photo as proof, not a print. */
export const storedPhotoQuality = 80;

export interface StoredPhoto {
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

const notAnImage = (why: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', `photo: ${why}`);

async function dimensionsOf(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    // The header only, whatever it claims: the pixel limit is ours to answer (413).
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) throw new Error('no dimensions');
    return { width, height };
  } catch {
    throw notAnImage('unreadable header');
  }
}

/** The decoder of the upload's format, ready for the resize. */
async function decoderOf(bytes: Buffer, isHeic: boolean): Promise<Sharp> {
  const options = { limitInputPixels: maxInputPixels, failOn: 'error' } as const;
  if (!isHeic) return sharp(bytes, options).rotate();
  let decoded: DecodedPixels;
  try {
    decoded = await decodeHeic(bytes);
  } catch {
    throw notAnImage('undecodable HEIC');
  }
  const { width, height, data } = decoded;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    ...options,
    raw: { width, height, channels: 4 },
  });
}

/** The re-encoded copy of an upload; 415 when it is not a photo, 413 when it is too big. */
export async function storedCopyOf(bytes: Buffer): Promise<StoredPhoto> {
  const format = sniffPhotoFormat(bytes);
  if (!format) throw notAnImage('unknown content');
  const { width, height } = await dimensionsOf(bytes);
  if (width * height > maxInputPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', `photo of ${width}x${height} pixels`);
  }
  const decoder = await decoderOf(bytes, format === 'heic');
  try {
    const { data, info } = await decoder
      .resize(photoLimits.longestSide, photoLimits.longestSide, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: storedPhotoQuality })
      .toBuffer({ resolveWithObject: true });
    return { contentType: storedPhotoType, width: info.width, height: info.height, bytes: data };
  } catch {
    throw notAnImage(`undecodable ${format}`);
  }
}
