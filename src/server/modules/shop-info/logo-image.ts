/**
 * The company's logo as stored (decision 077): the upload is checked by its bytes (PNG or
 * SVG, never by its name or declared type) and never kept as it is. sharp decodes it (SVG
 * through librsvg, which runs no script and loads nothing from outside) and writes new PNGs:
 * the logo within 600 × 200, and from it a 32 px favicon and a 180 px home-screen icon,
 * square and padded. Whatever an SVG held besides its picture is gone with the raster.
 */
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { shopLogoField, shopLogoLimits } from '#contracts/shop-logo-addresses.ts';
import type { MessageKey } from '#contracts/messages.ts';
import { AppError } from '#server/lib/app-error.ts';

export interface LogoImages {
  logo: Buffer;
  favicon: Buffer;
  appleTouchIcon: Buffer;
  width: number;
  height: number;
}

type LogoFormat = 'png' | 'svg';

const refused = (key: MessageKey, why: string) =>
  new AppError('VALIDATION_FAILED', `logo upload: ${why}`, { [shopLogoField]: key });

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An SVG document's start: a byte order mark, an XML declaration, comments and a doctype may
 * come before the `<svg` element, nothing else.
 */
const svgStart =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;

/** PNG or SVG by the bytes themselves, or null. */
export function sniffLogoFormat(bytes: Buffer): LogoFormat | null {
  if (bytes.subarray(0, 8).equals(pngSignature)) return 'png';
  return svgStart.test(bytes.subarray(0, 4096).toString('utf8')) ? 'svg' : null;
}

/**
 * The decoder, with an SVG drawn at about the size it is stored at (twice, for a sharp
 * shrink), however big or small it declares itself.
 */
async function decoderOf(bytes: Buffer, format: LogoFormat): Promise<Sharp> {
  const options = { limitInputPixels: shopLogoLimits.maxInputPixels, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // The header only, whatever it claims: the pixel limit is checked next.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused('validation.logo_type', `unreadable ${format}`);
  }
  const { width, height } = metadata;
  if (metadata.format !== format || !width || !height) {
    throw refused('validation.logo_type', `${format} read as ${metadata.format}`);
  }
  if (format === 'png') {
    if (width * height > shopLogoLimits.maxInputPixels) {
      throw refused('validation.logo_too_many_pixels', `png of ${width}x${height}`);
    }
    return sharp(bytes, options);
  }
  const scale = 2 * Math.min(shopLogoLimits.maxWidth / width, shopLogoLimits.maxHeight / height);
  const density = Math.min(Math.max(72 * scale, 1), 100_000);
  return sharp(bytes, { ...options, density });
}

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
const white = { r: 255, g: 255, b: 255, alpha: 1 };

/** A square icon of `size` with the logo in the middle, `padding` pixels from each edge. */
function squareIcon(logo: Buffer, size: number, padding: number, isOpaque: boolean) {
  const background = isOpaque ? white : transparent;
  const inner = size - 2 * padding;
  const icon = sharp(logo)
    .resize(inner, inner, { fit: 'contain', background })
    .extend({ top: padding, bottom: padding, left: padding, right: padding, background });
  // A home-screen icon is opaque: iOS would fill transparency with black.
  return (isOpaque ? icon.flatten({ background: '#ffffff' }) : icon).png().toBuffer();
}

/** The stored images of an upload; VALIDATION_FAILED naming `logo` when it is not a logo. */
export async function logoImagesOf(bytes: Buffer): Promise<LogoImages> {
  if (bytes.length > shopLogoLimits.maxBytes) {
    throw refused('validation.logo_too_large', `${bytes.length} bytes`);
  }
  const format = sniffLogoFormat(bytes);
  if (!format) throw refused('validation.logo_type', 'neither png nor svg');
  // Entities are how an XML file reaches outside itself or expands without end; no logo needs
  // them, so they are refused before any parser sees them.
  if (format === 'svg' && /<!ENTITY/i.test(bytes.toString('utf8'))) {
    throw refused('validation.logo_type', 'svg declaring entities');
  }
  const decoder = await decoderOf(bytes, format);
  let logo: { data: Buffer; info: OutputInfo };
  try {
    logo = await decoder
      .resize(shopLogoLimits.maxWidth, shopLogoLimits.maxHeight, {
        fit: 'inside',
        withoutEnlargement: format === 'png',
      })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refused('validation.logo_type', `undecodable ${format}`);
  }
  const [favicon, appleTouchIcon] = await Promise.all([
    squareIcon(logo.data, shopLogoLimits.faviconSize, 1, false),
    squareIcon(logo.data, shopLogoLimits.appleTouchIconSize, 14, true),
  ]);
  return {
    logo: logo.data,
    favicon,
    appleTouchIcon,
    width: logo.info.width,
    height: logo.info.height,
  };
}
