import { z } from 'zod';

/**
 * The response schema of an answer that is a file, not JSON (decision 066): its real media
 * type in the OpenAPI document, e.g. `response: { 200: fileAnswer('application/pdf', 'the
 * receipt'), ...errors }`. Binary files are `format: binary`; text files (CSV, iCalendar) a
 * string. The body is a Buffer, a stream or a string sent with `reply.type(mediaType)`, which
 * Fastify sends as it is (a non-JSON type is never serialized).
 */
export function fileAnswer(mediaType: FileMediaType, description: string) {
  const body = mediaType.startsWith('text/') ? z.string() : z.string().meta({ format: 'binary' });
  return { description, content: { [mediaType]: { schema: body.describe(description) } } };
}

export type FileMediaType =
  'application/pdf' | 'image/jpeg' | 'image/png' | 'text/calendar' | 'text/csv';
