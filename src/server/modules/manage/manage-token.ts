/**
 * The order page's token (decision 049): 256 random bits as base64url, a bearer secret
 * that is only ever in the customer's mail. The database keeps its SHA-256 (hex), so a
 * copy of the database opens no order page. An order keeps its token once mailed.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import { findManageToken, setManageTokenHash } from './manage.repository';

export const hashManageToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh random token: 32 bytes, 43 base64url characters. */
export const newManageToken = (): string => randomBytes(32).toString('base64url');

/** The shape of a token; anything else is not looked up. */
export const isManageTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The order's page token for a mail queued in the caller's transaction: the one its earlier
 * mails carry when its sealed copy opens, so that every link already sent keeps opening the
 * page whatever happens to the order (issue 28: the "payment failed" mail's link said "not
 * found" once the order was paid, because the confirmation replaced its token). Only an
 * order without a usable token (none yet, none sealed, no `box`) gets a new one, which
 * replaces the old; with `box` it is also kept sealed (decision 053).
 */
export async function orderPageToken(
  tx: Database,
  orderId: number,
  box?: SecretBox,
): Promise<string> {
  const current = box ? await findManageToken(tx, orderId) : null;
  const kept = current && box ? openManageToken(box, current) : null;
  if (kept) return kept;
  const token = newManageToken();
  await setManageTokenHash(tx, orderId, hashManageToken(token), box?.seal(token) ?? null);
  return token;
}

/**
 * The order's current page token from its sealed copy (decision 053), or null: no copy (an
 * order confirmed before it was kept), a copy that no longer matches the hash (a newer
 * token), or a copy another SECRET_KEY sealed. A later mail then goes without the link.
 */
export function openManageToken(
  box: SecretBox,
  order: { manageTokenSealed: string | null; manageTokenHash: string | null },
): string | null {
  if (!order.manageTokenSealed || !order.manageTokenHash) return null;
  try {
    const token = box.open(order.manageTokenSealed);
    return hashManageToken(token) === order.manageTokenHash ? token : null;
  } catch {
    return null;
  }
}
