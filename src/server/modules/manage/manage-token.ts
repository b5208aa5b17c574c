/**
 * The order page's token (decision 049): 256 random bits as base64url, a bearer secret
 * that is only ever in the customer's mail. The database keeps its SHA-256 (hex), so a
 * copy of the database opens no order page; a new token replaces the old one.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { setManageTokenHash } from './manage.repository';

export const hashManageToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh random token: 32 bytes, 43 base64url characters. */
export const newManageToken = (): string => randomBytes(32).toString('base64url');

/** The shape of a token; anything else is not looked up. */
export const isManageTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * Gives the order a new page token in the caller's transaction and answers it (raw), for
 * the mail queued in the same transaction.
 */
export async function issueManageToken(tx: Database, orderId: number): Promise<string> {
  const token = newManageToken();
  await setManageTokenHash(tx, orderId, hashManageToken(token));
  return token;
}
