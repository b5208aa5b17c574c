/** The logo's upload (decision 077): one file field `logo` of at most 512 kB. */
import { shopLogoField, shopLogoLimits } from '#contracts/shop-logo-addresses.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { SingleFileUpload } from '#server/lib/single-file-upload.ts';

/** Over 512 kB: 400 naming `logo` (the form says how large a logo may be). */
export const logoUpload: SingleFileUpload = {
  field: shopLogoField,
  maxBytes: shopLogoLimits.maxBytes,
  tooLarge: () =>
    new AppError('VALIDATION_FAILED', `logo upload: over ${shopLogoLimits.maxBytes} bytes`, {
      [shopLogoField]: 'validation.logo_too_large',
    }),
};
