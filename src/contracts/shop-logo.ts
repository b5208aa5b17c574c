/**
 * The company's logo (issue 26 point 1, decision 077): uploaded in the back office as SVG or
 * PNG, kept as PNGs the server made from it (the logo, a favicon and a home-screen icon), and
 * shown in the site's and the back office's headers, the mails and the receipts.
 */
import { z } from 'zod';

/** GET /api/shop-info/logo: which logo the images are, and its size in pixels. */
export const shopLogoSchema = z.strictObject({
  /** False: the product's built-in mark (nothing uploaded, or the upload removed). */
  isCustom: z.boolean(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Changes with the images: the `v` of their addresses, so a browser fetches the new ones. */
  version: z.string(),
});
export type ShopLogo = z.infer<typeof shopLogoSchema>;

/** The image routes' query: `v` only busts caches (shopLogoAddresses); any value is served. */
export const shopLogoImageQuerySchema = z.strictObject({ v: z.string().max(64).optional() });
