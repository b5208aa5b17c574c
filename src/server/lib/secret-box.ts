import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Secrets the server must read back (TOTP seeds) are stored encrypted: AES-256-GCM with a
 * key derived (HKDF-SHA256) from the key material and the secret's purpose, so a copy of
 * the database alone does not give them away (ASVS 2.9.1, 6.4.1). Stored form:
 * 'v1.' + base64url(iv | tag | ciphertext). A value without the prefix is an older
 * plaintext one and is read as it is.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(stored: string): string;
}

const version = 'v1.';
const ivBytes = 12;
const tagBytes = 16;

export function createSecretBox(material: string | Uint8Array, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', material, 'ikkunanpesu', purpose, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plain) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return version + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(version)) return stored;
      const raw = Buffer.from(stored.slice(version.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes)).setAAD(aad);
      decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      try {
        return Buffer.concat([
          decipher.update(raw.subarray(ivBytes + tagBytes)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new Error(
          `a stored ${purpose} secret cannot be decrypted: SECRET_KEY (or DATA_DIR/secret.key) is not the one it was stored with`,
        );
      }
    },
  };
}

/**
 * The key material: SECRET_KEY when set; otherwise 32 random bytes kept in
 * `${dataDir}/secret.key` (made on first start, readable by the owner only); with an
 * in-memory data folder, random bytes for this process.
 */
export async function loadSecretKey(options: {
  secretKey: string | undefined;
  dataDir: string;
  inMemory: boolean;
}): Promise<string | Uint8Array> {
  if (options.secretKey) return options.secretKey;
  if (options.inMemory) return randomBytes(32);
  const path = join(options.dataDir, 'secret.key');
  const existing = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing && existing.length < 32) {
    throw new Error(`${path} holds fewer than 32 bytes: not a key this server made`);
  }
  if (existing) return existing;
  await mkdir(options.dataDir, { recursive: true });
  const made = randomBytes(32);
  // 'wx': two processes starting at once must not overwrite each other's key.
  await writeFile(path, made, { mode: 0o600, flag: 'wx' }).catch(async (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return readFile(path);
}
