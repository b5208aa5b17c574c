import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Every body is refused above this (413); the counter editor's save has its own limit. */
export const publicBodyLimit = 64 * 1024;

/** JSON nested deeper than this is refused (400) before it is parsed. */
export const maxJsonDepth = 32;

const OPEN_OBJECT = 123; // {
const OPEN_ARRAY = 91; // [
const CLOSE_OBJECT = 125; // }
const CLOSE_ARRAY = 93; // ]
const QUOTE = 34; // "
const BACKSLASH = 92; // \

/**
 * True when the text's brackets outside strings nest deeper than `limit`. One pass over
 * the characters; it neither parses nor checks the rest of the syntax (JSON.parse does).
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isInString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) isInString = false;
    } else if (c === QUOTE) {
      isInString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's application/json parser with one that first refuses a body nested
 * deeper than `maxJsonDepth` (a deep body costs parsing and validation time and stack),
 * then parses with Fastify's own parser (prototype poisoning refused as before). An empty
 * DELETE body is no body (a client may label a bodiless DELETE as JSON): the route's schema
 * then decides, e.g. a missing re-authentication answers 403, not 400 (decision 041).
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const coding = request.headers['content-encoding'];
    if (coding !== undefined && coding.trim().toLowerCase() !== 'identity') {
      // Bodies are read as sent (no decompression, app.ts): a compressed one is refused.
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', `content-encoding ${coding}`), undefined);
      return;
    }
    const text = body as string;
    if (request.method === 'DELETE' && text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (isNestedDeeperThan(text, maxJsonDepth)) {
      done(
        new AppError('VALIDATION_FAILED', `JSON nested deeper than ${maxJsonDepth}`, {
          body: 'validation.invalid_value',
        }),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
