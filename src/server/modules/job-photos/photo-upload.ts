/** The upload of one job photo (decision 058): one file field `photo` of at most 10 MB. */
import { photoLimits } from '#contracts/washer-day.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { SingleFileUpload } from '#server/lib/single-file-upload.ts';

/** Over 10 MB: 413, as any body too large for the server. */
export const photoUpload: SingleFileUpload = {
  field: 'photo',
  maxBytes: photoLimits.maxBytes,
  tooLarge: () =>
    new AppError('PAYLOAD_TOO_LARGE', `photo upload over ${photoLimits.maxBytes} bytes`),
};
