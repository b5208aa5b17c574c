/**
 * Job photos in API tests: real images made with sharp (and one HEIC written by libheif's
 * heif-enc, committed as a fixture since no npm library here encodes HEVC), multipart bodies
 * as a browser's FormData sends them, and a world of two washers with users and jobs.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { orderPhotos } from '#server/db/schema/index.ts';
import type { Database } from '#server/db/client.ts';
import { createAdminTestApp, loginAs, type TestSession } from './admin-session';
import { registerUser } from './auth-requests';
import { bookJob, washersWithCalendars } from './booked-jobs';
import type { Clock } from '../lib/clock';
import type { TestApp } from './test-app';

/** A 480x320 HEIC (HEVC) with EXIF GPS tags, by `heif-enc -q 30` from a sharp-made JPEG. */
export const heicPhoto = () =>
  readFileSync(new URL('../modules/job-photos/fixtures/photo.heic', import.meta.url));

/** EXIF of a phone photo: camera and where it was taken (Helsinki). */
const phoneExif = {
  IFD0: { Make: 'TestPhone', Model: 'Kamera 1' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '60/1 10/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '24/1 56/1 0/1',
  },
};

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 190 } } });

/** A JPEG as a phone writes it: EXIF with GPS, and an orientation (6: turn 90° clockwise). */
export const jpegWithGps = (width: number, height: number, orientation = 1) =>
  canvas(width, height).jpeg().withMetadata({ orientation }).withExifMerge(phoneExif).toBuffer();

/** Noise as a JPEG: as many bytes as a phone's detailed photo (about 1 MB a megapixel). */
export const noisyJpeg = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

export const pngPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const webpPhoto = (width: number, height: number) =>
  canvas(width, height).webp().withExif(phoneExif).toBuffer();

/** A real 1x1 PNG whose header claims `width` x `height`: a decompression bomb's shape. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await canvas(1, 1).png().toBuffer();
  // The IHDR chunk: length at 8, type at 12, width at 16, height at 20, its CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface UploadPart {
  field?: string;
  filename?: string;
  type?: string;
  bytes: Buffer | string;
}

/** A multipart/form-data body with these file parts, as FormData sends it. */
export function multipart(parts: UploadPart[]) {
  const boundary = '----photo-test-boundary-7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const field = part.field ?? 'photo';
    const filename = part.filename ?? 'photo.jpg';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST my/jobs/:orderId/photos with one file (or the parts given). */
export const uploadPhoto = (
  session: TestSession,
  orderId: number,
  file: Buffer | UploadPart | UploadPart[],
) => {
  const parts = Buffer.isBuffer(file) ? [{ bytes: file }] : [file].flat();
  return session.inject({
    method: 'POST',
    url: `/api/my/jobs/${orderId}/photos`,
    ...multipart(parts),
  });
};

/** Uploads and expects 201; answers the photo's id. */
export async function addPhoto(session: TestSession, orderId: number, file: Buffer) {
  const res = await uploadPhoto(session, orderId, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

export const photoRowsOf = (db: Database, orderId: number) =>
  db.select({ id: orderPhotos.id }).from(orderPhotos).where(eq(orderPhotos.orderId, orderId));

export const washerPassword = 'pesijan-salasana-1';

/**
 * The app with two washers' users (Mikko of the first demo washer, Ville of the second), an
 * office user, and a job for each washer.
 */
export async function createPhotoWorld(options: { clock?: Clock; jobDay?: string } = {}) {
  const { t, session: admin } = await createAdminTestApp({ clock: options.clock });
  const db = t.database.db;
  const [first, second] = await washersWithCalendars(db);
  const user = async (email: string, role: string, washerId?: number) => {
    const name = email.split('@')[0]!;
    const id = await registerUser(admin, { name, email, password: washerPassword, role, washerId });
    return { id, name, session: await loginAs(t, email, washerPassword) };
  };
  const mikko = { ...(await user('mikko@example.fi', 'washer', first!.id)), washerId: first!.id };
  const ville = { ...(await user('ville@example.fi', 'washer', second!.id)), washerId: second!.id };
  const office = await user('toimisto@example.fi', 'office');
  const day = options.jobDay ?? '2026-11-23';
  const at = (hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00+02:00`;
  const job = (washerId: number, hour: number) =>
    bookJob(db, { washerId, start: at(hour), end: at(hour + 2) });
  return { t: t as TestApp, db, admin, mikko, ville, office, job };
}
