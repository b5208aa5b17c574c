/**
 * One serialised public answer (decision 043): its JSON bytes with a strong ETag (a hash of
 * the bytes), and its brotli and gzip forms made once, on first demand, off the event loop.
 * Each form is its own representation with its own ETag (RFC 9110 8.8.3: a strong
 * validator changes with the content coding).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from './conditional-request';

export interface AnswerForm {
  body: Buffer;
  etag: string;
  encoding: ContentEncoding;
}

export interface CachedAnswer {
  /** The JSON bytes as they are. */
  identity: AnswerForm;
  /** The answer in a coding; small answers (under `compressionThreshold`) only as they are. */
  form(encoding: ContentEncoding): AnswerForm | Promise<AnswerForm>;
}

/** Below this size an answer is not compressed (as @fastify/compress's threshold). */
export const compressionThreshold = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  // The best brotli for the usual answer; a faster level for one of megabytes (images).
  const quality = body.length <= 256 * 1024 ? 11 : 6;
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** A strong entity-tag: 128 bits of the SHA-256 of the JSON bytes, and the coding if any. */
const etagOf = (hash: string, encoding: ContentEncoding) =>
  encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;

export function createCachedAnswer(json: string): CachedAnswer {
  const body = Buffer.from(json, 'utf8');
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const identity: AnswerForm = { body, etag: etagOf(hash, 'identity'), encoding: 'identity' };
  const forms = new Map<ContentEncoding, AnswerForm | Promise<AnswerForm>>([
    ['identity', identity],
  ]);
  return {
    identity,
    form(encoding) {
      if (body.length < compressionThreshold) return identity;
      const known = forms.get(encoding);
      if (known) return known;
      if (encoding === 'identity') return identity;
      const made = compress(body, encoding).then(
        (compressed) => {
          const form = { body: compressed, etag: etagOf(hash, encoding), encoding };
          forms.set(encoding, form);
          return form;
        },
        (error: unknown) => {
          forms.delete(encoding);
          throw error;
        },
      );
      forms.set(encoding, made);
      return made;
    },
  };
}
