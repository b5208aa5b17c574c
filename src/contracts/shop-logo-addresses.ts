/**
 * Where the logo's images are and how big they may be (decision 077), without zod: the
 * landing page's header imports it.
 */
import type { ShopLogo } from './shop-logo';

export const shopLogoLimits = {
  /** The upload's bytes. */
  maxBytes: 512 * 1024,
  /** Decoding more (a small PNG can declare a huge image) is refused. */
  maxInputPixels: 25_000_000,
  /** The stored logo fits this box, its aspect ratio kept. */
  maxWidth: 600,
  maxHeight: 200,
  faviconSize: 32,
  appleTouchIconSize: 180,
} as const;

/** The field of the upload's multipart body. */
export const shopLogoField = 'logo';

export const shopLogoPaths = {
  logo: '/api/shop-info/logo.png',
  favicon: '/api/shop-info/favicon.png',
  appleTouchIcon: '/api/shop-info/apple-touch-icon.png',
} as const;

/** An image's address for this version of the logo: a new upload is a new address. */
export const shopLogoSrc = (image: keyof typeof shopLogoPaths, logo: Pick<ShopLogo, 'version'>) =>
  `${shopLogoPaths[image]}?v=${encodeURIComponent(logo.version)}`;

/** The logo's width drawn `height` pixels high, its aspect ratio kept. */
export const shopLogoWidthAt = (logo: Pick<ShopLogo, 'width' | 'height'>, height: number) =>
  Math.max(1, Math.round((logo.width * height) / logo.height));
