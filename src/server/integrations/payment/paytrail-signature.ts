/**
 * Paytrail's HMAC signature (reference/paytrail.md section 2): the `checkout-*` headers or
 * query parameters, sorted by name in code-unit order, as `name:value` lines, then the body
 * (empty string when there is none), joined with '\n'; HMAC-SHA256 or -SHA512 with the
 * merchant secret, lowercase hex. Verification filters by the prefix (never a fixed list),
 * allows only sha256 and sha512, refuses a parameter given twice, and compares in constant
 * time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const paytrailAlgorithms = ['sha256', 'sha512'] as const;
export type PaytrailAlgorithm = (typeof paytrailAlgorithms)[number];

export const isPaytrailAlgorithm = (value: unknown): value is PaytrailAlgorithm =>
  value === 'sha256' || value === 'sha512';

/** Names and values as they arrive: a query parameter given twice is an array. */
export type SignedValues = Record<string, string | readonly string[] | undefined>;

/** The string that is signed: sorted `checkout-*` lines, then the body. */
export function signedString(values: Readonly<Record<string, string>>, body: string): string {
  const lines = Object.keys(values)
    .filter((name) => name.startsWith('checkout-'))
    .sort()
    .map((name) => `${name}:${values[name]}`);
  return [...lines, body].join('\n');
}

/** The lowercase hex HMAC of the `checkout-*` entries of `values` and the body. */
export function computeSignature(
  values: Readonly<Record<string, string>>,
  body: string,
  secret: string,
  algorithm: PaytrailAlgorithm,
): string {
  return createHmac(algorithm, secret).update(signedString(values, body), 'utf8').digest('hex');
}

export type SignatureFailure =
  'MISSING_SIGNATURE' | 'UNSUPPORTED_ALGORITHM' | 'DUPLICATE_PARAMETER' | 'SIGNATURE_MISMATCH';

export type SignatureCheck =
  | { valid: true; params: Record<string, string> }
  | { valid: false; reason: SignatureFailure; parameter?: string };

const single = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Constant-time comparison of two hex strings (false when the lengths differ). */
export function signaturesEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Verifies signed values (the query of a redirect or callback, or the headers of a response)
 * against `signature`: every `checkout-*` entry is included, whatever its name; anything else
 * (the signature itself, the merchant's own parameters) is ignored. On success, answers the
 * `checkout-*` entries as plain strings.
 */
export function verifySignedValues(
  values: SignedValues,
  signature: string | readonly string[] | undefined,
  body: string,
  secret: string,
): SignatureCheck {
  const checkout: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!name.startsWith('checkout-') || value === undefined) continue;
    const text = single(value);
    if (text === undefined) return { valid: false, reason: 'DUPLICATE_PARAMETER', parameter: name };
    checkout[name] = text;
  }
  if (Array.isArray(signature)) {
    return { valid: false, reason: 'DUPLICATE_PARAMETER', parameter: 'signature' };
  }
  const given = single(signature);
  if (!given) return { valid: false, reason: 'MISSING_SIGNATURE', parameter: 'signature' };
  const algorithm = checkout['checkout-algorithm'];
  if (!isPaytrailAlgorithm(algorithm)) {
    return { valid: false, reason: 'UNSUPPORTED_ALGORITHM', parameter: 'checkout-algorithm' };
  }
  const expected = computeSignature(checkout, body, secret, algorithm);
  if (!signaturesEqual(expected, given)) {
    return { valid: false, reason: 'SIGNATURE_MISMATCH', parameter: 'signature' };
  }
  return { valid: true, params: checkout };
}

/**
 * Verifies the query of a redirect or callback URL (signed with an empty body). `query` is
 * what the URL carried; `signature` is one of its parameters.
 */
export function verifyRedirectParams(query: SignedValues, secret: string): SignatureCheck {
  return verifySignedValues(query, query.signature, '', secret);
}

/** Headers of an outgoing request, signed over `body` (empty for GET). */
export function signedRequestHeaders(input: {
  account: string;
  secret: string;
  method: 'GET' | 'POST';
  body: string;
  nonce: string;
  timestamp: string;
  transactionId?: string | undefined;
  algorithm?: PaytrailAlgorithm;
}): Record<string, string> {
  const algorithm = input.algorithm ?? 'sha256';
  const headers: Record<string, string> = {
    'checkout-account': input.account,
    'checkout-algorithm': algorithm,
    'checkout-method': input.method,
    'checkout-nonce': input.nonce,
    'checkout-timestamp': input.timestamp,
  };
  if (input.transactionId) headers['checkout-transaction-id'] = input.transactionId;
  return {
    ...headers,
    signature: computeSignature(headers, input.body, input.secret, algorithm),
  };
}
