/**
 * The company's logo in API tests (decision 077): real PNG and SVG files, and the upload as
 * the Settings page's FormData sends it.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ShopLogo } from '#contracts/shop-logo.ts';
import type { TestSession } from './admin-session';
import { multipart, type UploadPart } from './job-photos';

/** A PNG of a coloured bar, half transparent at the right. */
export const logoPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();

/** Noise as a PNG: it does not compress, so it is about width × height × 3 bytes. */
export const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A 300 × 100 SVG with a script, an event handler and a foreign link. */
export const hostileSvg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="100" viewBox="0 0 300 100" onload="alert('onload')">
  <script>alert('script')</script>
  <rect width="300" height="100" fill="#2f9e44"/>
  <a xlink:href="javascript:alert('link')"><text x="20" y="60" font-size="40" fill="#fff">Kirkas</text></a>
</svg>
`;

/** PUT settings/shop-info/logo with one file (or the parts given). */
export const uploadLogo = (
  session: TestSession,
  file: Buffer | UploadPart | UploadPart[],
  headers: Record<string, string> = {},
) => {
  const parts = Buffer.isBuffer(file)
    ? [{ field: 'logo', filename: 'logo.png', type: 'image/png', bytes: file }]
    : [file].flat();
  const body = multipart(parts);
  return session.inject({
    method: 'PUT',
    url: '/api/settings/shop-info/logo',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

/** Uploads and expects 200; answers the logo's description. */
export async function saveLogo(session: TestSession, file: Buffer): Promise<ShopLogo> {
  const res = await uploadLogo(session, file);
  if (res.statusCode !== 200) throw new Error(`logo upload: ${res.statusCode} ${res.body}`);
  return res.json<ShopLogo>();
}
