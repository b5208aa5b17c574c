import { createHmac, hkdfSync } from 'node:crypto';

/**
 * A keyed hash (HMAC-SHA256, hex) for naming a value without keeping it, e.g. the e-mail
 * address of a data request (decision 038): the same value always gives the same hash, so
 * records can be matched, yet without the key a list of guessed addresses cannot be tried
 * against a copy of the database. The key is derived (HKDF-SHA256) from the app's key
 * material and the purpose, as the secret box derives its keys.
 */
export function createKeyedHash(
  material: string | Uint8Array,
  purpose: string,
): (value: string) => string {
  const key = Buffer.from(hkdfSync('sha256', material, 'ikkunanpesu', purpose, 32));
  return (value) => createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
