/**
 * Cached public answers in API tests (decision 043): a GET with the headers a browser
 * sends again, and the checks every cached answer passes.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** GET (or HEAD) `url` with the given If-None-Match and Accept-Encoding. */
export const conditionalGet = (
  app: FastifyInstance,
  url: string,
  headers: { 'if-none-match'?: string; 'accept-encoding'?: string } = {},
  method: 'GET' | 'HEAD' = 'GET',
) => app.inject({ method, url, headers });

/** The JSON bytes of an answer, decoded from its content coding. */
export function decodedBody(res: LightMyRequestResponse): Buffer {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload);
  if (coding === 'gzip') return gunzipSync(res.rawPayload);
  expect(coding).toBeUndefined();
  return res.rawPayload;
}

/** A strong ETag as the cache makes them: 22 base64url characters, and the coding if any. */
export const strongEtag = /^"[\w-]{22}(-br|-gzip)?"$/;

/**
 * A 304: no body, the same ETag, the route's Cache-Control, Vary on the coding (and on what
 * else the route names, the language of GET notification say).
 */
export function expectNotModified(
  res: LightMyRequestResponse,
  etag: string,
  policy: string,
  vary = 'accept-encoding',
) {
  expect(res.statusCode).toBe(304);
  expect(res.rawPayload.length).toBe(0);
  expect(res.headers.etag).toBe(etag);
  expect(res.headers['cache-control']).toBe(policy);
  expect(res.headers.vary).toBe(vary);
}

/** A 200 answer of a cached route: JSON, a strong ETag, the policy, its Vary (as above). */
export function expectCachedAnswer(
  res: LightMyRequestResponse,
  policy: string,
  vary = 'accept-encoding',
) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers.etag).toMatch(strongEtag);
  expect(res.headers['cache-control']).toBe(policy);
  expect(res.headers.vary).toBe(vary);
}

/** An error answer: never kept, so no ETag, and no-store. */
export function expectUncachedError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers.etag).toBeUndefined();
  expect(res.headers['cache-control']).toBe('no-store');
}
