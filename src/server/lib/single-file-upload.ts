/**
 * An upload of one file (`multipart/form-data` with one file field), read by
 * @fastify/multipart in its module's plugin only (the rest of the app takes JSON alone):
 * the job photos (decision 058) and the company's logo (decision 077). The limits cut a big
 * upload off while it streams: nothing above the file's maximum is buffered.
 */
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '#contracts/messages.ts';
import { AppError } from './app-error';

export interface SingleFileUpload {
  /** The form's one file field, also the field an error names. */
  field: string;
  maxBytes: number;
  /** The answer to a file over `maxBytes`: a 413, or a 400 naming the field. */
  tooLarge: () => AppError;
}

/** busboy's limits: one file of at most `maxBytes`, hardly any other field. */
export const singleFileLimits = (maxBytes: number) =>
  ({
    fileSize: maxBytes,
    files: 1,
    fields: 2,
    parts: 3,
    fieldNameSize: 100,
    fieldSize: 1024,
    headerPairs: 20,
  }) as const;

/**
 * The bytes of the one file; 415 when the body is not multipart, `tooLarge()` over the
 * maximum, 400 naming the field when it is missing or comes with other files or fields.
 */
export async function readSingleFile(
  request: FastifyRequest,
  { field, maxBytes, tooLarge }: SingleFileUpload,
): Promise<Buffer> {
  const refused = (key: MessageKey, why: string) =>
    new AppError('VALIDATION_FAILED', `${field} upload: ${why}`, { [field]: key });
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${field} upload is not multipart/form-data`);
  }
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: singleFileLimits(maxBytes) })) {
      if (part.type !== 'file' || part.fieldname !== field || file !== null) {
        if (part.type === 'file') part.file.resume();
        throw refused('validation.invalid_value', `unexpected ${part.type} part`);
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw refused(
      'validation.invalid_value',
      typeof code === 'string' ? code : 'malformed multipart body',
    );
  }
  if (!file || file.length === 0) throw refused('validation.required', `no ${field} file`);
  return file;
}
